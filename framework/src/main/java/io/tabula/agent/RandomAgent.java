package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among {@link GameState#legalMoves()}; equal seeds make equal choices. */
public final class RandomAgent implements Agent {
    private final SplittableRandom random;

    public RandomAgent(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public RandomAgent(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public Move choose(GameState state) {
        List<Move> moves = state.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("no legal move: the game is over (" + state.outcome() + ")");
        }
        return LargeMoveList.random(moves, random);
    }
}
