package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The reference sampler: at every ply, a uniform choice from {@link GameState#legalMoves()}
 * applied through {@link GameState#apply}. Every game gets it for free; a module's fast
 * sampler is tested against it.
 */
public final class LegalMovesSampler implements PlayoutSampler {
    private final int maxPlies;

    /** @param maxPlies a safety bound; a playout longer than this is an error in the rules */
    public LegalMovesSampler(int maxPlies) {
        this.maxPlies = maxPlies;
    }

    @Override
    public Result play(GameState start, SplittableRandom random, Observer observer) {
        GameState state = start;
        int plies = 0;
        while (!state.isOver()) {
            if (plies >= maxPlies) {
                throw new IllegalStateException("playout did not end within " + maxPlies + " plies");
            }
            List<Move> moves = state.legalMoves();
            Move move = LargeMoveList.random(moves, random);
            if (observer != Observer.NONE) {
                observer.ply(LargeMoveList.countOf(moves), move);
            }
            state = state.apply(move);
            plies++;
        }
        return new Result(state.outcome(), plies);
    }
}
