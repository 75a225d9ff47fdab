package io.tabula.core;

import java.util.SplittableRandom;

/**
 * Plays a game to its end with uniformly random legal moves. The framework's own
 * sampler asks {@link GameState#legalMoves()} at every ply; a module may supply a
 * faster one working on a mutable position, provided its tests show that it never
 * plays an illegal move and draws uniformly over the same legal moves.
 */
public interface PlayoutSampler {

    /** Plays from {@code start} until the game is over. */
    Result play(GameState start, SplittableRandom random);

    /**
     * @param outcome how the playout ended
     * @param plies   moves played from the start
     */
    record Result(Outcome outcome, int plies) {
    }
}
