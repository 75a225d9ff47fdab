package io.tabula.core;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A list of legal moves that is computed on demand because it can be too long to build:
 * a renju fifth-move offer of ten points has some 10^16 legal moves, of twenty some
 * 10^28. {@link #size()} follows {@link java.util.Collection#size()} and stops at
 * {@link Integer#MAX_VALUE}; {@link #count()} stops at {@link Long#MAX_VALUE};
 * {@link #exactCount()} is always exact and {@link #random} always uniform.
 */
public interface LargeMoveList extends List<Move> {

    /** The number of moves, exact up to {@link Long#MAX_VALUE}, where it stops. */
    long count();

    /** The exact number of moves. */
    default BigInteger exactCount() {
        return BigInteger.valueOf(count());
    }

    /** A uniformly random move of the list, which must not be empty. */
    default Move random(SplittableRandom random) {
        if (count() == Long.MAX_VALUE) {
            throw new UnsupportedOperationException(getClass().getSimpleName()
                    + " has Long.MAX_VALUE moves or more and must draw its own random moves");
        }
        return get(random.nextLong(count()));
    }

    /**
     * The move at {@code index}, from 0 to {@link #count()} - 1, in the list's order.
     *
     * @throws IndexOutOfBoundsException if the index is outside that range
     */
    Move get(long index);

    /** The number of moves in {@code moves}, long or not (stopping at {@link Long#MAX_VALUE}). */
    static long countOf(List<Move> moves) {
        return moves instanceof LargeMoveList large ? large.count() : moves.size();
    }

    /** A uniformly random move of {@code moves}, which must not be empty, long or not. */
    static Move random(List<Move> moves, SplittableRandom random) {
        if (moves instanceof LargeMoveList large) {
            return large.random(random);
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
