package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Every legal set of {@code n} fifth-move offers in a position: {@code n} empty points, no
 * two of them equivalent under the position's symmetries (gomoku.md section 4). The
 * empty points fall into classes of equivalent points; a legal set takes {@code n}
 * different classes and one point of each, so there are e_n(class sizes) sets (the
 * elementary symmetric polynomial). The list ranks them: classes in order of their
 * smallest point, then the points within each class, and unranks on demand.
 */
final class OfferSets extends LazyMoveList {
    private final int n;
    private final int[] classOf; // per point: its class, or -1 if the point holds a stone
    private final int[][] members; // per class: its points in increasing order
    private final BigInteger[][] ways; // ways[j][k]: sets of k offers taken from classes j, j+1, ...

    OfferSets(int n, FifthMoveOffers symmetry, byte[] cells) {
        this.n = n;
        this.classOf = new int[cells.length];
        Arrays.fill(classOf, -1);
        List<int[]> classes = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && classOf[p] < 0) {
                int[] orbit = symmetry.orbit(p).stream().mapToInt(Integer::intValue).toArray();
                for (int q : orbit) {
                    classOf[q] = classes.size();
                }
                classes.add(orbit);
            }
        }
        this.members = classes.toArray(new int[0][]);
        int m = members.length;
        this.ways = new BigInteger[m + 1][n + 1];
        Arrays.fill(ways[m], BigInteger.ZERO);
        ways[m][0] = BigInteger.ONE;
        for (int j = m - 1; j >= 0; j--) {
            ways[j][0] = BigInteger.ONE;
            for (int k = 1; k <= n; k++) {
                ways[j][k] = ways[j + 1][k].add(BigInteger.valueOf(members[j].length).multiply(ways[j + 1][k - 1]));
            }
        }
    }

    /** How many offers a set holds. */
    int offers() {
        return n;
    }

    /** Whether {@code point} is an empty point whose class no other point of {@code points} shares. */
    boolean isLegal(List<Integer> points) {
        if (points.size() != n) {
            return false;
        }
        boolean[] used = new boolean[members.length];
        for (int p : points) {
            if (p < 0 || p >= classOf.length || classOf[p] < 0 || used[classOf[p]]) {
                return false;
            }
            used[classOf[p]] = true;
        }
        return true;
    }

    @Override
    public BigInteger exactCount() {
        return ways[0][n];
    }

    @Override
    public Move get(long index) {
        checkIndex(index);
        return unrank(BigInteger.valueOf(index));
    }

    private GomokuMove.Offer unrank(BigInteger index) {
        Integer[] points = new Integer[n];
        int chosen = 0;
        BigInteger rest = index;
        for (int j = 0; chosen < n; j++) {
            BigInteger each = ways[j + 1][n - chosen - 1];
            BigInteger withThisClass = each.multiply(BigInteger.valueOf(members[j].length));
            if (rest.compareTo(withThisClass) < 0) {
                BigInteger[] split = rest.divideAndRemainder(each);
                points[chosen++] = members[j][split[0].intValueExact()];
                rest = split[1];
            } else {
                rest = rest.subtract(withThisClass);
            }
        }
        return new GomokuMove.Offer(List.of(points));
    }

    /** Uniform over all sets, however many: a uniform rank, unranked. */
    @Override
    public Move random(SplittableRandom random) {
        return unrank(uniformBelow(exactCount(), random));
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof GomokuMove.Offer offer && isLegal(offer.points());
    }

    @Override
    boolean sameMaking(LazyMoveList other) {
        OfferSets that = (OfferSets) other;
        return n == that.n && Arrays.equals(classOf, that.classOf);
    }

    @Override
    int makingHash() {
        return 31 * n + Arrays.hashCode(classOf);
    }
}
