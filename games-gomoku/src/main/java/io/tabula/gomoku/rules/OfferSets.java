package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Every legal set of {@code n} fifth-move offers in a position: {@code n} empty points, no
 * two of them equivalent under the position's symmetries (games-gomoku/README.md, option offerSymmetry). The
 * empty points fall into classes of equivalent points; a legal set takes {@code n}
 * different classes and one point of each, so there are e_n(class sizes) sets (the
 * elementary symmetric polynomial). The list ranks them: classes in order of their
 * smallest point, then the points within each class, and unranks on demand.
 *
 * <p>Speed: the classes are int arrays built from
 * {@link FifthMoveOffers#representatives()}; the table of counts is kept in longs when
 * every entry fits (all the usual protocols: two offers, ten) and in BigIntegers, built on
 * first use, only when one does not. {@link #random} draws by rejection (see there).
 */
final class OfferSets extends LazyMoveList {
    /** Rejection is used when at least this share of the draws is accepted. */
    private static final double MIN_ACCEPTANCE = 0.02;
    /** Draws tried before falling back to a uniform rank (practically never reached). */
    private static final int MAX_ATTEMPTS = 4_000;

    private final int n;
    private final int[] classOf; // per point: its class, or -1 if the point holds a stone
    private final int[] empty; // the empty points in increasing order
    private final int[] sizes; // per class: how many points it has
    private volatile int[][] members; // per class: its points in increasing order; built on first unranking
    private final boolean fitsLong; // whether every entry of the table of counts fits in a long
    private final long count; // the number of sets, if fitsLong
    private volatile long[] waysLong; // ways[j][k] at j * (n + 1) + k: sets of k offers from classes j, j+1, ...; built on first unranking
    private volatile BigInteger[][] ways; // the same in BigIntegers, built on first use when not fitsLong
    private final double acceptance; // share of n independent uniform empty points that form a legal set

    OfferSets(int n, FifthMoveOffers symmetry, byte[] cells) {
        this.n = n;
        int size = cells.length;
        int[] representative = symmetry.representatives();
        this.classOf = new int[size];
        int emptyCount = 0;
        int classCount = 0;
        int[] classSize = new int[size];
        for (int p = 0; p < size; p++) {
            if (cells[p] == Stone.EMPTY) {
                emptyCount++;
                int r = representative[p];
                if (r == p) {
                    classOf[p] = classCount++;
                } else {
                    classOf[p] = classOf[r]; // r < p: already classed (equivalent points are all empty)
                }
                classSize[classOf[p]]++;
            } else {
                classOf[p] = -1;
            }
        }
        this.empty = new int[emptyCount];
        int at = 0;
        for (int p = 0; p < size; p++) {
            if (classOf[p] >= 0) {
                empty[at++] = p;
            }
        }
        this.sizes = Arrays.copyOf(classSize, classCount);
        // e_k over the classes from the last to the first: the columns of the table, one by one
        long[] e = new long[n + 1];
        e[0] = 1;
        boolean fits = true;
        for (int j = sizes.length - 1; j >= 0 && fits; j--) {
            long classSizeJ = sizes[j];
            for (int k = n; k >= 1; k--) {
                long with = e[k - 1];
                long product = with * classSizeJ;
                long sum = e[k] + product;
                if (Math.multiplyHigh(with, classSizeJ) != 0 || product < 0 || sum < 0) {
                    fits = false;
                    break;
                }
                e[k] = sum;
            }
        }
        this.fitsLong = fits;
        this.count = fits ? e[n] : -1;
        double sets = approximateCount();
        double tuples = 1; // e^n / n!: ordered draws of n points with replacement, per set
        for (int i = 0; i < n; i++) {
            tuples = tuples * emptyCount / (i + 1);
        }
        this.acceptance = n == 0 ? 1 : emptyCount == 0 ? 0 : sets / tuples;
    }

    @Override
    boolean countFitsLong() {
        return fitsLong;
    }

    /** e_n(class sizes) in doubles: all terms positive, so the relative error stays near m n 2^-53. */
    @Override
    double approximateCount() {
        if (fitsLong) {
            return count;
        }
        double[] e = new double[n + 1];
        e[0] = 1;
        for (int size : sizes) {
            for (int k = n; k >= 1; k--) {
                e[k] += size * e[k - 1];
            }
        }
        return e[n];
    }

    /** The table of counts in longs (only if {@link #fitsLong}). */
    private long[] longTable() {
        long[] table = waysLong;
        if (table == null) {
            int m = sizes.length;
            int w = n + 1;
            table = new long[(m + 1) * w];
            table[m * w] = 1;
            for (int j = m - 1; j >= 0; j--) {
                table[j * w] = 1;
                long size = sizes[j];
                for (int k = 1; k <= n; k++) {
                    table[j * w + k] = table[(j + 1) * w + k] + size * table[(j + 1) * w + k - 1];
                }
            }
            waysLong = table;
        }
        return table;
    }

    private BigInteger[][] bigTable() {
        BigInteger[][] table = ways;
        if (table == null) {
            int m = sizes.length;
            table = new BigInteger[m + 1][n + 1];
            Arrays.fill(table[m], BigInteger.ZERO);
            table[m][0] = BigInteger.ONE;
            for (int j = m - 1; j >= 0; j--) {
                table[j][0] = BigInteger.ONE;
                for (int k = 1; k <= n; k++) {
                    table[j][k] = table[j + 1][k].add(BigInteger.valueOf(sizes[j]).multiply(table[j + 1][k - 1]));
                }
            }
            ways = table;
        }
        return table;
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
        boolean[] used = new boolean[sizes.length];
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
        return fitsLong ? BigInteger.valueOf(count) : bigTable()[0][n];
    }

    @Override
    public long count() {
        return fitsLong ? count : super.count();
    }

    @Override
    public Move get(long index) {
        checkIndex(index);
        return fitsLong ? unrank(index) : unrank(BigInteger.valueOf(index));
    }

    private int[][] members() {
        int[][] out = members;
        if (out == null) {
            out = new int[sizes.length][];
            for (int c = 0; c < sizes.length; c++) {
                out[c] = new int[sizes[c]];
            }
            int[] filled = new int[sizes.length];
            for (int p : empty) {
                int c = classOf[p];
                out[c][filled[c]++] = p;
            }
            members = out;
        }
        return out;
    }

    private GomokuMove.Offer unrank(long index) {
        int[][] members = members();
        long[] ways = longTable();
        int w = n + 1;
        Integer[] points = new Integer[n];
        int chosen = 0;
        long rest = index;
        for (int j = 0; chosen < n; j++) {
            long each = ways[(j + 1) * w + n - chosen - 1];
            long withThisClass = each * members[j].length; // <= waysLong[j][n - chosen]: fits
            if (rest < withThisClass) {
                points[chosen++] = members[j][(int) (rest / each)];
                rest = rest % each;
            } else {
                rest -= withThisClass;
            }
        }
        return new GomokuMove.Offer(List.of(points));
    }

    private GomokuMove.Offer unrank(BigInteger index) {
        int[][] members = members();
        BigInteger[][] table = bigTable();
        Integer[] points = new Integer[n];
        int chosen = 0;
        BigInteger rest = index;
        for (int j = 0; chosen < n; j++) {
            BigInteger each = table[j + 1][n - chosen - 1];
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

    /**
     * Uniform over all sets, however many. Usually by rejection: draw {@code n} empty
     * points independently and uniformly and keep them if no two share a class (then no
     * two are the same point either). Every ordered draw of distinct classes has the same
     * chance, and each legal set is {@code n!} such draws, so an accepted draw is a
     * uniform legal set. Where few draws would be accepted (a set of nearly every class),
     * or after {@value #MAX_ATTEMPTS} refusals, a uniform rank is unranked instead; that
     * fresh draw is uniform as well, so the mixture stays uniform.
     */
    @Override
    public Move random(SplittableRandom random) {
        if (acceptance >= MIN_ACCEPTANCE) {
            int[] drawn = new int[n];
            int[] classes = new int[n];
            for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
                if (drawDistinctClasses(random, drawn, classes)) {
                    Arrays.sort(drawn);
                    Integer[] points = new Integer[n];
                    for (int i = 0; i < n; i++) {
                        points[i] = drawn[i];
                    }
                    return new GomokuMove.Offer(List.of(points));
                }
            }
        }
        return fitsLong ? unrank(random.nextLong(count)) : unrank(uniformBelow(exactCount(), random));
    }

    /** One rejection try: {@code n} uniform empty points into {@code drawn}; whether their classes differ. */
    private boolean drawDistinctClasses(SplittableRandom random, int[] drawn, int[] classes) {
        for (int i = 0; i < n; i++) {
            int p = empty[random.nextInt(empty.length)];
            int c = classOf[p];
            for (int j = 0; j < i; j++) {
                if (classes[j] == c) {
                    return false;
                }
            }
            drawn[i] = p;
            classes[i] = c;
        }
        return true;
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
