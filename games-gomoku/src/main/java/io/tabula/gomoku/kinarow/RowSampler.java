package io.tabula.gomoku.kinarow;

import io.tabula.core.Move;
import io.tabula.core.StateType;
import io.tabula.core.TypedSampler;
import io.tabula.stones.rows.RowPlayout;
import java.util.SplittableRandom;

/** Random playouts on one mutable {@link io.tabula.stones.rows.RowBoard}, the kernel the states play on ({@link RowPlayout}). */
final class RowSampler extends TypedSampler<RowState> {

    RowSampler(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    protected Result playFrom(RowState start, SplittableRandom random, Observer observer) {
        var board = start.board();
        RowVariant variant = start.variant();
        int plies = RowPlayout.play(board, random, observer, new RowPlayout.Moves() {
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
        return new Result(board.outcome(), plies);
    }
}
