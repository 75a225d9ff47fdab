package io.tabula.core;

import java.util.SplittableRandom;

/**
 * Plays a game to its end with uniformly random legal moves. The framework's own
 * sampler asks {@link GameState#legalMoves()} at every ply; a module may supply a
 * faster one working on a mutable position, provided it plays by the same rules kernel as
 * the module's states: the contract property {@code fastSampler_playsByTheSameRules}
 * replays its observed playouts through the immutable states of every definition.
 */
public interface PlayoutSampler {

    /** Plays from {@code start} until the game is over. */
    default Result play(GameState start, SplittableRandom random) {
        return play(start, random, Observer.NONE);
    }

    /**
     * Plays from {@code start} until the game is over, telling {@code observer} about each
     * ply. With {@link Observer#NONE} this is the fast path itself; a sampler may do extra
     * work (count its legal moves, build move values) only when it is observed, but it must
     * choose the same moves with or without an observer.
     */
    Result play(GameState start, SplittableRandom random, Observer observer);

    /**
     * @param outcome how the playout ended
     * @param plies   moves played from the start
     */
    record Result(Outcome outcome, int plies) {
    }

    /** What a sampler tells about each ply it plays. */
    @FunctionalInterface
    interface Observer {
        /** Observes nothing; samplers test for it to skip the work of observing. */
        Observer NONE = (legalMoves, chosen) -> {
        };

        /**
         * One ply: how many legal moves the sampler saw in the position (exactly as
         * {@link GameState#legalMoveCount()} counts them) and the move it chose, as the
         * module's move value.
         */
        void ply(long legalMoves, Move chosen);
    }
}
