package io.tabula.evaluation;

import java.util.Optional;

/**
 * What one self-play game showed.
 *
 * @param index       the game's number in its definition's run, from 0
 * @param winnerSide  the index of the side that won; empty for a draw
 * @param plies       moves played
 * @param branching   legal moves summed over the plies (their mean is the branching factor)
 * @param reason      the outcome reason's id ({@code five}, {@code score}, ...)
 */
public record GameSummary(int index, Optional<Integer> winnerSide, int plies, double branching, String reason) {

    /** The mean number of legal moves a player had to choose from. */
    public double meanBranching() {
        return plies == 0 ? 0 : branching / plies;
    }
}
