package io.tabula.stones.rows;

import io.tabula.core.Move;
import io.tabula.core.StateType;
import io.tabula.core.TypedSampler;
import io.tabula.stones.StoneMove;
import java.util.SplittableRandom;

/**
 * Random playouts of a row game on one mutable {@link RowBoard}, the kernel its states play
 * on ({@link RowPlayout}): each thread plays on a board and an array of its own, made once, so
 * that a playout allocates nothing. Safe to share between threads.
 */
public final class RowSampler extends TypedSampler<RowState> {
    private final ThreadLocal<RowPlayout> playouts = ThreadLocal.withInitial(RowPlayout::new);

    public RowSampler(StateType<RowState, StoneMove> type) {
        super(type);
    }

    @Override
    protected Result playFrom(RowState start, SplittableRandom random, Observer observer) {
        RowGame game = start.game();
        RowPlayout playout = playouts.get();
        RowBoard board = playout.playFrom(start.frozen(), random, observer, new RowPlayout.Moves() {
            @Override
            public Move stone(int point, boolean replacement) {
                return game.place(point);
            }

            @Override
            public Move pass() {
                return StoneMove.PASS;
            }

            @Override
            public Move claim() {
                throw new IllegalStateException("a row game on these blocks has no claim move");
            }
        });
        return new Result(board.outcome(), playout.plies());
    }
}
