package io.tabula.junqi.rules;

import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Side;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The legal moves of a side in the deployment phase: every legal layout of its 25 pieces, as
 * {@link JunqiMove.Deploy} moves, made on demand from an index (there are
 * {@value #COUNT} of them). A layout is fixed by four independent choices, which are the
 * digits of its index, most significant first: the headquarters of the flag (2 ways), the
 * three landmines among the nine other back-row posts (C(9, 3) = 84), the two bombs among
 * the sixteen other posts behind the front row (C(16, 2) = 120), and the order of the 19
 * ranked pieces on the 19 posts left (19! / (3!^3 2!^4) ways). Posts are taken in ascending
 * order, subsets and arrangements in lexicographic order.
 *
 * <p>{@link #random} draws with {@link Deployment#draw}, the draw the playout sampler uses
 * too: uniform over the same layouts, but far cheaper than unranking a random index.
 */
public final class LegalDeployments extends AbstractList<Move> implements LargeMoveList {
    /** Layouts with a given flag post, mine and bomb posts: the arrangements of the 19 ranked pieces. */
    static final long ARRANGEMENTS = arrangements(Deployment.RANKED);

    private static final int MINE_POSTS = 9;
    private static final int BOMB_POSTS = 16;
    private static final long MINE_SETS = binomial(MINE_POSTS, 3);
    private static final long BOMB_SETS = binomial(BOMB_POSTS, 2);

    /** The number of legal deployments of one side: 709,596,419,051,520,000. */
    public static final long COUNT = 2 * MINE_SETS * BOMB_SETS * ARRANGEMENTS;

    private static final LegalDeployments[] OF_SIDE = {new LegalDeployments(JunqiRules.RED),
        new LegalDeployments(JunqiRules.BLUE)};

    private final Side side;

    private LegalDeployments(Side side) {
        this.side = side;
    }

    /** The legal deployments of {@code side} (0 red, 1 blue). */
    static LegalDeployments of(int side) {
        return OF_SIDE[side];
    }

    public Side side() {
        return side;
    }

    @Override
    public long count() {
        return COUNT;
    }

    @Override
    public int size() {
        return Integer.MAX_VALUE; // as Collection.size() says of larger collections
    }

    @Override
    public Move get(int index) {
        return get((long) index);
    }

    @Override
    public JunqiMove.Deploy get(long index) {
        if (index < 0 || index >= COUNT) {
            throw new IndexOutOfBoundsException("deployment " + index + " of " + COUNT);
        }
        int s = side.index();
        byte[] kinds = new byte[JunqiBoard.POSTS];
        Arrays.fill(kinds, (byte) -1);
        long arrangement = index % ARRANGEMENTS;
        index /= ARRANGEMENTS;
        long bombs = index % BOMB_SETS;
        index /= BOMB_SETS;
        long mines = index % MINE_SETS;
        long flag = index / MINE_SETS;
        long free = JunqiBoard.DEPLOYMENT_POSTS[s];
        free = put(kinds, free, nth(JunqiBoard.OWN_HEADQUARTERS[s], (int) flag), Piece.FLAG);
        free = put(kinds, free, subset(free & JunqiBoard.BACK_ROWS[s], 3, mines), Piece.MINE);
        free = put(kinds, free, subset(free & ~JunqiBoard.FRONT_ROW[s], 2, bombs), Piece.BOMB);
        arrange(kinds, free, arrangement);
        return new JunqiMove.Deploy(Deployment.ofKinds(side, kinds));
    }

    /** A uniformly random legal deployment, drawn as the playout sampler draws it. */
    @Override
    public JunqiMove.Deploy random(SplittableRandom random) {
        return new JunqiMove.Deploy(Deployment.random(side, random));
    }

    /** Whether {@code o} is a legal deployment of this side: decided by the rules, not by walking. */
    @Override
    public boolean contains(Object o) {
        return o instanceof JunqiMove.Deploy deploy && deploy.layout().side().equals(side) && deploy.layout().isLegal();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LegalDeployments other && other.side.equals(side);
    }

    /** Hashes what the list is made of: it is longer than any list that could hash move by move. */
    @Override
    public int hashCode() {
        return 0x4A554E51 + side.index(); // "JUNQ", and the side
    }

    @Override
    public String toString() {
        return "the " + COUNT + " legal deployments of " + side;
    }

    // ------------------------------------------------------------------ unranking

    private static long put(byte[] kinds, long free, long posts, Piece piece) {
        for (long m = posts; m != 0; m &= m - 1) {
            kinds[Long.numberOfTrailingZeros(m)] = (byte) piece.ordinal();
        }
        return free & ~posts;
    }

    /** The {@code n}-th set bit of {@code mask}, as a mask. */
    private static long nth(long mask, int n) {
        for (int i = 0; i < n; i++) {
            mask &= mask - 1;
        }
        return Long.lowestOneBit(mask);
    }

    /** The {@code rank}-th {@code k}-subset of the set bits of {@code mask}, in lexicographic order. */
    private static long subset(long mask, int k, long rank) {
        long chosen = 0;
        int left = Long.bitCount(mask);
        for (long m = mask; k > 0; m &= m - 1, left--) {
            long with = binomial(left - 1, k - 1); // subsets that take this post
            if (rank < with) {
                chosen |= Long.lowestOneBit(m);
                k--;
            } else {
                rank -= with;
            }
        }
        return chosen;
    }

    /** Puts the ranked pieces on the posts of {@code free} in their {@code rank}-th arrangement. */
    private static void arrange(byte[] kinds, long free, long rank) {
        int[] left = new int[Piece.values().length];
        for (int kind : Deployment.RANKED) {
            left[kind]++;
        }
        int remaining = Deployment.RANKED.length;
        for (long m = free; m != 0; m &= m - 1, remaining--) {
            for (int kind = 0; kind < left.length; kind++) {
                if (left[kind] == 0) {
                    continue;
                }
                long with = arrangementsWithout(left, remaining, kind);
                if (rank < with) {
                    kinds[Long.numberOfTrailingZeros(m)] = (byte) kind;
                    left[kind]--;
                    break;
                }
                rank -= with;
            }
        }
    }

    /** The arrangements of the pieces {@code left} (of {@code total} in all) after one {@code kind} is placed. */
    private static long arrangementsWithout(int[] left, int total, int kind) {
        long n = factorial(total - 1);
        for (int k = 0; k < left.length; k++) {
            n /= factorial(k == kind ? left[k] - 1 : left[k]);
        }
        return n;
    }

    private static long arrangements(int[] kinds) {
        int[] count = new int[Piece.values().length];
        for (int kind : kinds) {
            count[kind]++;
        }
        long n = factorial(kinds.length);
        for (int c : count) {
            n /= factorial(c);
        }
        return n;
    }

    private static long factorial(int n) {
        long f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }

    private static long binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long b = 1;
        for (int i = 1; i <= k; i++) {
            b = b * (n - k + i) / i;
        }
        return b;
    }
}
