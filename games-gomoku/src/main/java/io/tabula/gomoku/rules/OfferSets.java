package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
    private final long[][] ways; // ways[j][k]: sets of k offers taken from classes j, j+1, ... (saturating)

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
        this.ways = new long[m + 1][n + 1];
        ways[m][0] = 1;
        for (int j = m - 1; j >= 0; j--) {
            ways[j][0] = 1;
            for (int k = 1; k <= n; k++) {
                ways[j][k] = saturatedAdd(ways[j + 1][k], saturatedMultiply(members[j].length, ways[j + 1][k - 1]));
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
    public long count() {
        return ways[0][n];
    }

    @Override
    public Move get(long index) {
        checkIndex(index);
        Integer[] points = new Integer[n];
        int chosen = 0;
        long rest = index;
        for (int j = 0; chosen < n; j++) {
            long each = ways[j + 1][n - chosen - 1];
            long withThisClass = saturatedMultiply(members[j].length, each);
            if (rest < withThisClass) {
                points[chosen++] = members[j][(int) (rest / each)];
                rest %= each;
            } else {
                rest -= withThisClass;
            }
        }
        return new GomokuMove.Offer(List.of(points));
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof GomokuMove.Offer offer && isLegal(offer.points());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OfferSets other ? n == other.n && Arrays.equals(classOf, other.classOf) : super.equals(o);
    }

    @Override
    public int hashCode() {
        return 31 * n + Arrays.hashCode(classOf);
    }
}
