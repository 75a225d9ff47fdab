package io.tabula.gomoku.rules;

import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import java.util.AbstractList;

/**
 * A list of moves made on demand from a rank: the opening's fifth-move offers and Swap2's
 * balances, which are too many to build (ten offers have some 10^16 sets). Subclasses
 * define {@link #count()}, {@link #get(long)} and membership; equality compares what the
 * list is made from, so two lists of the same moves are equal without walking them.
 */
abstract class LazyMoveList extends AbstractList<Move> implements LargeMoveList {

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

    static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    static long saturatedMultiply(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    void checkIndex(long index) {
        if (index < 0 || index >= count()) {
            throw new IndexOutOfBoundsException("move " + index + " of " + count());
        }
    }
}
