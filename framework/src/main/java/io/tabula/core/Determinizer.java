package io.tabula.core;

import java.util.SplittableRandom;

/**
 * Full states that one side cannot tell from the true one, for searches over hidden
 * information (information-set MCTS): a module whose states hide something offers one
 * through {@link GameModule#determinizer}.
 */
@FunctionalInterface
public interface Determinizer {

    /**
     * A full state (nothing hidden) whose
     * view for {@code view}'s viewer is {@code view}: the same position as far as the viewer
     * sees it, the same side to move, phase and counters, with the hidden parts drawn at
     * random from what the rules allow. It reads nothing but {@code view}, so a search built
     * on it knows what its player knows and no more.
     *
     * @throws IllegalArgumentException if {@code view} is not a view of this module's game
     */
    GameState sample(GameState view, SplittableRandom random);

    /**
     * Tells this determinizer that its player chose {@code move} in {@code view}, the last
     * view it was asked to {@link #sample}. A determinizer kept by one player for one game
     * may remember its views and its player's moves, all things the player knows, and draw
     * later states to fit them (in Junqi: an enemy piece that beat one's 38 is a 39 or 40);
     * its draws must still fit each view exactly, and a view that does not follow from the
     * ones remembered is taken as the start of a new game. By default nothing is remembered.
     */
    default void chose(GameState view, Move move) {
    }
}
