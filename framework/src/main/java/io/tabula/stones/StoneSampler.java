package io.tabula.stones;

import io.tabula.core.GameState;
import io.tabula.core.KernelSampler;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StateType;
import java.util.SplittableRandom;

/**
 * The random playouts of a game on the kit: {@link StonePosition#playOut} on a position each
 * thread keeps and resets to the start of every playout (so a playout allocates nothing),
 * exactly the game a fresh kernel plays ({@link KernelSampler}, which also plays the observed
 * playouts). Safe to share between threads.
 */
final class StoneSampler implements PlayoutSampler {
    private final StateType<StoneState, StoneMove> type;
    private final KernelSampler observed;
    private final ThreadLocal<StonePosition[]> boards = ThreadLocal.withInitial(() -> new StonePosition[1]);

    StoneSampler(StateType<StoneState, StoneMove> type) {
        this.type = type;
        this.observed = new KernelSampler(state -> type.state(state).position());
    }

    @Override
    public Result play(GameState start, SplittableRandom random, Observer observer) {
        if (observer != Observer.NONE) {
            return observed.play(start, random, observer);
        }
        StonePosition from = type.state(start).frozen();
        StonePosition[] mine = boards.get();
        StonePosition board = mine[0];
        if (board == null || board.rules() != from.rules()) {
            board = from.copy();
            mine[0] = board;
        } else {
            board.reset(from);
        }
        int plies = board.playOut(random, KernelSampler.MAX_PLIES);
        return new Result(board.outcome(), plies);
    }
}
