package io.tabula.evaluation.spark;

import io.tabula.evaluation.GameSummary;
import java.io.Serializable;
import java.util.Optional;

/**
 * A {@link GameSummary} on its way from an executor to the driver, with the game's number
 * in the run; Spark serializes it, which the summary's {@code Optional} would not allow.
 *
 * @param job        the game's number in the run ({@link io.tabula.evaluation.Evaluation#play(int)})
 * @param index      the game's number in its definition's games
 * @param winnerSide the index of the side that won, or -1 for a draw
 * @param plies      moves played
 * @param branching  legal moves summed over the plies
 * @param reason     the outcome reason's id
 * @param estimated, leadChanges, clearAfter, passes, timeouts as in {@link GameSummary}
 */
record PlayedGame(int job, int index, int winnerSide, int plies, double branching, String reason,
        boolean estimated, int leadChanges, int clearAfter, int passes, int timeouts) implements Serializable {
    private static final long serialVersionUID = 2L;

    static PlayedGame of(int job, GameSummary game) {
        return new PlayedGame(job, game.index(), game.winnerSide().orElse(-1), game.plies(), game.branching(),
                game.reason(), game.estimated(), game.leadChanges(), game.clearAfter(), game.passes(), game.timeouts());
    }

    GameSummary summary() {
        return new GameSummary(index, winnerSide < 0 ? Optional.empty() : Optional.of(winnerSide), plies, branching,
                reason, estimated, leadChanges, clearAfter, passes, timeouts);
    }
}
