package io.tabula.gomoku.analysis;

import io.tabula.gomoku.rules.Stone;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What the threat searches ({@link VcfSolver}, {@link VctSolver}) remember between branches:
 * a Zobrist key per point and colour, so that a position is named by a hash updated move by
 * move, and for each attacker position the deepest search that failed from it, so that a
 * position refuted at depth d is not searched again at d or less.
 */
final class SearchTable {
    /** A refutation that holds at any depth (the defender has two fives). */
    static final int EVERY_DEPTH = Integer.MAX_VALUE;

    private final long[][] keys;
    private final Map<Long, Integer> refuted = new HashMap<>();

    /** Keys for {@code points} points, drawn from {@code seed} (each solver its own). */
    SearchTable(int points, long seed) {
        keys = new long[points][2];
        SplittableRandom random = new SplittableRandom(seed);
        for (int p = 0; p < points; p++) {
            keys[p][0] = random.nextLong();
            keys[p][1] = random.nextLong();
        }
    }

    /** The key of a stone of {@code colour} on {@code point}: a hash changes by it when the stone comes or goes. */
    long key(int point, byte colour) {
        return keys[point][colour - 1];
    }

    /** Forgets every refutation, and returns the hash of {@code board} for a new search. */
    long start(byte[] board) {
        refuted.clear();
        long hash = 0;
        for (int p = 0; p < board.length; p++) {
            if (board[p] == Stone.BLACK || board[p] == Stone.WHITE) {
                hash ^= key(p, board[p]);
            }
        }
        return hash;
    }

    /** Whether the position {@code hash} was refuted at {@code depth} or deeper. */
    boolean refutedAt(long hash, int depth) {
        Integer known = refuted.get(hash);
        return known != null && known >= depth;
    }

    /** Records that the position {@code hash} is refuted at {@code depth} ({@link #EVERY_DEPTH} for all). */
    void refute(long hash, int depth) {
        refuted.merge(hash, depth, Math::max);
    }

    /** Thrown when a search's node limit or deadline is reached; the search then reports itself incomplete. */
    static final class OutOfBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfBudget() {
            super(null, null, false, false);
        }
    }
}
