package io.tabula.core;

import java.util.SplittableRandom;

/**
 * A module's playouts for its search ({@link SearchSupport#playouts()}): it plays legal
 * moves by a policy of its own (answer an atari, never fill an own eye) from a position to
 * the end of the game, and tells each move it played, so that the search can credit the
 * moves of the playout to the tree (RAVE). Not safe to share between threads.
 */
public interface PlayoutPolicy {

    /** Told each move of a playout: the player who played it and its code ({@link SearchSupport#code}). */
    @FunctionalInterface
    interface Played {
        /** Tells nothing. */
        Played NONE = (player, code) -> {
        };

        void move(int player, int code);
    }

    /**
     * Plays from {@code start}, a position still going on, to the end of the game and returns
     * the outcome, telling {@code played} each move. Equal generators give equal playouts.
     */
    Outcome playOut(GameState start, SplittableRandom random, Played played);
}
