package io.tabula.gomoku.rules;

import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import java.math.BigInteger;
import java.util.AbstractList;
import java.util.SplittableRandom;

/**
 * A list of moves made on demand from a rank: the opening's fifth-move offers and Swap2's
 * balances, which are too many to build (ten offers have some 10^16 sets). Subclasses
 * define {@link #exactCount()}, {@link #get(long)}, membership and what they are made of;
 * two lists made of the same things are equal without walking them.
 */
abstract class LazyMoveList extends AbstractList<Move> implements LargeMoveList {
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    private volatile Integer listHash; // computed on first use; the list never changes

    @Override
    public abstract BigInteger exactCount();

    @Override
    public long count() {
        return exactCount().min(LONG_MAX).longValueExact();
    }

    @Override
    public final int size() {
        return (int) Math.min(count(), Integer.MAX_VALUE);
    }

    @Override
    public final Move get(int index) {
        return get((long) index);
    }

    /** Whether {@code o} is one of the moves, decided without walking the list. */
    @Override
    public abstract boolean contains(Object o);

    /** Whether {@code other} is made of the same things (then it holds the same moves in the same order). */
    abstract boolean sameMaking(LazyMoveList other);

    /** A hash of what the list is made of, for lists too long to hash move by move. */
    abstract int makingHash();

    @Override
    public boolean equals(Object o) {
        if (o instanceof LazyMoveList other && other.getClass() == getClass()) {
            return sameMaking(other);
        }
        return super.equals(o);
    }

    /**
     * The hash {@link java.util.List#hashCode()} defines, walking the moves once, so that
     * this list and a plain list of the same moves hash alike. A list longer than any plain
     * list can be equals no plain list, and hashes what it is made of.
     */
    @Override
    public int hashCode() {
        if (count() > Integer.MAX_VALUE) {
            return makingHash();
        }
        Integer hash = listHash;
        if (hash == null) {
            hash = super.hashCode();
            listHash = hash;
        }
        return hash;
    }

    /** Whether {@link #count()} is exact and below {@link Long#MAX_VALUE}; false tells nothing (ask {@link #exactCount()}). */
    boolean countFitsLong() {
        return count() < Long.MAX_VALUE;
    }

    /** The number of moves as a double, within a relative error of 1e-9, possibly without {@link #exactCount()}. */
    double approximateCount() {
        return exactCount().doubleValue();
    }

    /** A uniform random number from 0 to {@code bound} - 1, for counts beyond a long. */
    static BigInteger uniformBelow(BigInteger bound, SplittableRandom random) {
        int bits = bound.bitLength();
        while (true) {
            BigInteger candidate = BigInteger.ZERO;
            for (int filled = 0; filled < bits; filled += 62) {
                candidate = candidate.shiftLeft(62).or(BigInteger.valueOf(random.nextLong() >>> 2));
            }
            candidate = candidate.shiftRight(Math.max(0, ((bits + 61) / 62) * 62 - bits));
            if (candidate.compareTo(bound) < 0) {
                return candidate;
            }
        }
    }

    void checkIndex(long index) {
        long count = count(); // exact below Long.MAX_VALUE; at it, ask the exact count
        if (index < 0 || (count < Long.MAX_VALUE ? index >= count
                : BigInteger.valueOf(index).compareTo(exactCount()) >= 0)) {
            throw new IndexOutOfBoundsException("move " + index + " of " + exactCount());
        }
    }
}
