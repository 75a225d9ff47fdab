package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Uniform random opening actions for playouts, drawn without building the step's list of
 * legal moves (an offer step can have more sets than a long counts). The distribution is
 * exactly that of a uniform choice from {@link OpeningRules#legalMoves}; OpeningSamplingTest
 * checks it.
 */
final class OpeningDraw {

    private OpeningDraw() {
    }

    /**
     * Whether a uniform draw among {@code small} moves and the {@code lazy} ones falls on the
     * small part: true with probability exactly small / (small + L), L the lazy count. A
     * uniform real U in [0, 1) is drawn bit by bit and compared with that ratio: 53 bits
     * and the approximate count settle it except within a relative 1e-6 of the ratio; only
     * then is the exact count (a BigInteger) computed and more bits drawn until U's interval
     * lies on one side.
     */
    private static boolean smallPartDrawn(int small, LazyMoveList lazy, SplittableRandom random) {
        if (small == 0) {
            return false;
        }
        double ratio = small / (small + lazy.approximateCount());
        long x = random.nextLong() >>> 11; // U in [x / 2^53, (x + 1) / 2^53)
        if ((x + 1) * 0x1.0p-53 < ratio * (1 - 1e-6)) {
            return true;
        }
        if (x * 0x1.0p-53 > ratio * (1 + 1e-6)) {
            return false;
        }
        BigInteger total = lazy.exactCount().add(BigInteger.valueOf(small));
        BigInteger bits = BigInteger.valueOf(x);
        int k = 53;
        while (true) {
            BigInteger scaledSmall = BigInteger.valueOf(small).shiftLeft(k); // small * 2^k
            if (bits.add(BigInteger.ONE).multiply(total).compareTo(scaledSmall) <= 0) {
                return true; // U < (bits + 1) / 2^k <= small / total
            }
            if (bits.multiply(total).compareTo(scaledSmall) >= 0) {
                return false; // U >= bits / 2^k >= small / total
            }
            bits = bits.shiftLeft(62).or(BigInteger.valueOf(random.nextLong() >>> 2));
            k += 62;
        }
    }

    /**
     * A uniformly random legal move of {@code state} (in the opening, not over): the same
     * distribution as a uniform choice from {@link OpeningRules#legalMoves}, without building that list.
     * The stones are the empty points of the step's area, the words as in
     * {@link OpeningRules#addWords}, then the offers or balances, which draw their own uniform member;
     * a part is picked with probability proportional to its number of moves. Where black's
     * forbidden points are illegal, only the drawn point is judged: a forbidden one leaves
     * the candidates and the draw is repeated, which stays uniform over the legal moves.
     */
    static Move randomMove(GomokuState state, SplittableRandom random) {
        GomokuRules rules = state.rules();
        OpeningStep step = OpeningRules.step(state);
        byte[] cells = state.board();
        int[] points = new int[cells.length];
        int stones = 0;
        if (step.allows(GomokuMove.Place.class)) {
            int size = state.size();
            OpeningArea area = step.area();
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == Stone.EMPTY && area.allows(size, p)) {
                    points[stones++] = p;
                }
            }
        }
        io.tabula.stones.rows.RowBoard kernel = rules.forbiddenIsIllegal() ? OpeningRules.kernel(state, step.colour()) : null;
        List<Move> words = new ArrayList<>(4);
        OpeningRules.addWords(state, step, words);
        LazyMoveList lazy = step.allows(GomokuMove.Offer.class) ? OpeningRules.offerSets(state, step)
                : step.allows(GomokuMove.Balance.class) ? new BalancePairs(cells) : null;
        boolean lazyFits = lazy == null || lazy.countFitsLong();
        long lazyCount = lazy == null ? 0 : lazyFits ? lazy.count() : Long.MAX_VALUE;
        while (true) {
            int small = stones + words.size();
            int i;
            if (!lazyFits) { // some 10^19 offer sets or more: see smallPartDrawn
                if (!smallPartDrawn(small, lazy, random)) {
                    return lazy.random(random);
                }
                i = random.nextInt(small);
            } else if (lazyCount < Long.MAX_VALUE - small) {
                long rank = random.nextLong(small + lazyCount);
                if (rank >= small) {
                    return lazy.random(random);
                }
                i = (int) rank;
            } else { // more moves than a long counts: a rank among all of them, as MovesThenLazy draws
                BigInteger total = lazy.exactCount().add(BigInteger.valueOf(small));
                BigInteger rank = LazyMoveList.uniformBelow(total, random);
                if (rank.compareTo(BigInteger.valueOf(small)) >= 0) {
                    return lazy.random(random);
                }
                i = rank.intValueExact();
            }
            if (i >= stones) {
                return words.get(i - stones);
            }
            int point = points[i];
            if (kernel == null || kernel.foul(point) == null) {
                return rules.place(point);
            }
            points[i] = points[--stones]; // forbidden: not a legal move; draw again without it
        }
    }
}
