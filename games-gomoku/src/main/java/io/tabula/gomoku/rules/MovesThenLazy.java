package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import java.util.List;

/** A short list of moves followed by a lazy one: an opening step's stones and words, then its offers or balances. */
final class MovesThenLazy extends LazyMoveList {
    private final List<Move> first;
    private final LazyMoveList then;

    MovesThenLazy(List<Move> first, LazyMoveList then) {
        this.first = List.copyOf(first);
        this.then = then;
    }

    @Override
    public long count() {
        return saturatedAdd(first.size(), then.count());
    }

    @Override
    public Move get(long index) {
        checkIndex(index);
        return index < first.size() ? first.get((int) index) : then.get(index - first.size());
    }

    @Override
    public boolean contains(Object o) {
        return first.contains(o) || then.contains(o);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MovesThenLazy other ? first.equals(other.first) && then.equals(other.then) : super.equals(o);
    }

    @Override
    public int hashCode() {
        return 31 * first.hashCode() + then.hashCode();
    }
}
