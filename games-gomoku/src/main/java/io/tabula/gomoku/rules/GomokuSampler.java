package io.tabula.gomoku.rules;

import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import java.util.SplittableRandom;

/**
 * Random playouts on a mutable board. The legal moves of Gomoku are the empty points, so
 * the sampler keeps them in an array and draws an index uniformly, swapping the chosen
 * point out in O(1): the same distribution as a uniform choice from
 * {@link GameState#legalMoves()}, without building a list at every ply. GomokuSamplerTest
 * checks both claims against the reference sampler.
 */
public final class GomokuSampler implements PlayoutSampler {

    @Override
    public Result play(GameState start, SplittableRandom random) {
        return play(start, random, point -> { });
    }

    /** As {@link #play(GameState, SplittableRandom)}, telling {@code onMove} each point played (for tests). */
    public Result play(GameState start, SplittableRandom random, java.util.function.IntConsumer onMove) {
        GomokuState state = (GomokuState) start;
        if (state.isOver()) {
            return new Result(state.outcome(), 0);
        }
        GomokuRules rules = state.rules();
        byte[] cells = state.cells();
        int[] empty = new int[cells.length];
        int free = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty[free++] = p;
            }
        }
        int side = state.toMove().index();
        int plies = 0;
        while (true) {
            int i = random.nextInt(free);
            int point = empty[i];
            empty[i] = empty[--free];
            byte colour = Stone.ofSide(side);
            cells[point] = colour;
            onMove.accept(point);
            plies++;
            if (rules.makesFive(cells, point, colour)) {
                return new Result(Outcome.win(Stone.side(colour), GomokuReason.FIVE), plies);
            }
            if (free == 0) {
                return new Result(Outcome.draw(GomokuReason.BOARD_FULL), plies);
            }
            side = 1 - side;
        }
    }
}
