package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;

/** A short list of moves followed by a lazy one: an opening step's stones and words, then its offers or balances. */
final class MovesThenLazy extends LazyMoveList {
    private final List<Move> first;
    private final LazyMoveList then;

    MovesThenLazy(List<Move> first, LazyMoveList then) {
        this.first = List.copyOf(first);
        this.then = then;
    }

    @Override
    public BigInteger exactCount() {
        return then.exactCount().add(BigInteger.valueOf(first.size()));
    }

    @Override
    public long count() {
        long rest = then.count();
        return rest < Long.MAX_VALUE - first.size() ? rest + first.size() : super.count();
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

    /** Uniform over both parts: a rank among all moves picks the part, and the lazy part draws its own. */
    @Override
    public Move random(SplittableRandom random) {
        long count = count();
        if (count < Long.MAX_VALUE) { // the usual case: a rank in a long
            long rank = random.nextLong(count);
            return rank < first.size() ? first.get((int) rank) : then.random(random);
        }
        BigInteger rank = uniformBelow(exactCount(), random);
        return rank.compareTo(BigInteger.valueOf(first.size())) < 0 ? first.get(rank.intValueExact())
                : then.random(random);
    }

    @Override
    boolean sameMaking(LazyMoveList other) {
        MovesThenLazy that = (MovesThenLazy) other;
        return first.equals(that.first) && then.equals(that.then);
    }

    @Override
    int makingHash() {
        return 31 * first.hashCode() + then.makingHash();
    }
}
