package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Swap2's balances in a position: a white stone and a black stone on two different empty
 * points, in order of the white point, then the black one.
 */
final class BalancePairs extends LazyMoveList {
    private final int[] empty;
    private final boolean[] isEmpty;

    BalancePairs(byte[] cells) {
        this.isEmpty = new boolean[cells.length];
        int count = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                isEmpty[p] = true;
                count++;
            }
        }
        this.empty = new int[count];
        int i = 0;
        for (int p = 0; p < cells.length; p++) {
            if (isEmpty[p]) {
                empty[i++] = p;
            }
        }
    }

    @Override
    public BigInteger exactCount() {
        return BigInteger.valueOf(count());
    }

    @Override
    public long count() {
        return (long) empty.length * (empty.length - 1);
    }

    /** Uniform over the pairs: a uniform white point, then a uniform black point among the others. */
    @Override
    public Move random(SplittableRandom random) {
        int w = random.nextInt(empty.length);
        int b = random.nextInt(empty.length - 1);
        return new GomokuMove.Balance(empty[w], empty[b < w ? b : b + 1]);
    }

    @Override
    public Move get(long index) {
        checkIndex(index);
        int w = (int) (index / (empty.length - 1));
        int b = (int) (index % (empty.length - 1));
        return new GomokuMove.Balance(empty[w], empty[b < w ? b : b + 1]);
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof GomokuMove.Balance balance && balance.white() != balance.black()
                && onEmpty(balance.white()) && onEmpty(balance.black());
    }

    private boolean onEmpty(int point) {
        return point >= 0 && point < isEmpty.length && isEmpty[point];
    }

    @Override
    boolean sameMaking(LazyMoveList other) {
        return Arrays.equals(empty, ((BalancePairs) other).empty);
    }

    @Override
    int makingHash() {
        return Arrays.hashCode(empty);
    }
}
