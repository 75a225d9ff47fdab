package io.tabula.gomoku.kinarow;

import io.tabula.core.Move;
import io.tabula.core.StateType;
import io.tabula.core.TypedSampler;
import io.tabula.stones.rows.RowPlayout;
import java.util.SplittableRandom;

/**
 * Random playouts on one mutable {@link io.tabula.stones.rows.RowBoard}, the kernel the
 * states play on ({@link RowPlayout}): each thread plays on a board and an array of its own,
 * made once, so that a playout allocates nothing. Safe to share between threads.
 */
final class RowSampler extends TypedSampler<RowState> {
    private final ThreadLocal<RowPlayout> playouts = ThreadLocal.withInitial(RowPlayout::new);


    RowSampler(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    protected Result playFrom(RowState start, SplittableRandom random, Observer observer) {
        RowVariant variant = start.variant();
        RowPlayout playout = playouts.get();
        var board = playout.playFrom(start.frozen(), random, observer, new RowPlayout.Moves() {
            @Override
            public Move stone(int point, boolean replacement) {
                return variant.place(point);
            }

            @Override
            public Move pass() {
                throw new IllegalStateException("the row games have no pass");
            }

            @Override
            public Move claim() {
                throw new IllegalStateException("the row games have no claim");
            }
        });
        return new Result(board.outcome(), playout.plies());
    }
}
