package io.tabula.core;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A list of legal moves that is computed on demand because it can be too long to build:
 * a renju fifth-move offer of ten points has some 10^16 legal moves. {@link #size()}
 * follows {@link java.util.Collection#size()} and stops at {@link Integer#MAX_VALUE};
 * {@link #count()} and {@link #get(long)} reach every move.
 */
public interface LargeMoveList extends List<Move> {

    /** The exact number of moves, which may exceed {@link Integer#MAX_VALUE}. */
    long count();

    /**
     * The move at {@code index}, from 0 to {@link #count()} - 1, in the list's order.
     *
     * @throws IndexOutOfBoundsException if the index is outside that range
     */
    Move get(long index);

    /** The exact number of moves in {@code moves}, long or not. */
    static long countOf(List<Move> moves) {
        return moves instanceof LargeMoveList large ? large.count() : moves.size();
    }

    /** A uniformly random move of {@code moves}, which must not be empty, long or not. */
    static Move random(List<Move> moves, SplittableRandom random) {
        if (moves instanceof LargeMoveList large) {
            return large.get(random.nextLong(large.count()));
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
