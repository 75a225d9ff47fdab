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
 * @param estimated   whether the agents gave estimates of their positions (the searches do)
 * @param leadChanges how often the lead changed in the agents' estimates ({@link ValueTrace#leadChanges()})
 * @param clearAfter  the plies after which the winner's estimate stayed clear
 *                    ({@link ValueTrace#clearAfter(int)}); -1 for a draw or without estimates
 * @param passes      passes played ({@link io.tabula.core.Move#isPass()})
 * @param timeouts    moves whose search was ended by the agent's time limit
 */
public record GameSummary(int index, Optional<Integer> winnerSide, int plies, double branching, String reason,
        boolean estimated, int leadChanges, int clearAfter, int passes, int timeouts) {

    /** A game whose agents gave no estimates, without passes or timeouts. */
    public GameSummary(int index, Optional<Integer> winnerSide, int plies, double branching, String reason) {
        this(index, winnerSide, plies, branching, reason, false, 0, -1, 0, 0);
    }

    /** The mean number of legal moves a player had to choose from. */
    public double meanBranching() {
        return plies == 0 ? 0 : branching / plies;
    }
}
