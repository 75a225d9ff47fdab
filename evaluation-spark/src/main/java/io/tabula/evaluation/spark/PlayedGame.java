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
 */
record PlayedGame(int job, int index, int winnerSide, int plies, double branching, String reason)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    static PlayedGame of(int job, GameSummary game) {
        return new PlayedGame(job, game.index(), game.winnerSide().orElse(-1), game.plies(), game.branching(),
                game.reason());
    }

    GameSummary summary() {
        return new GameSummary(index, winnerSide < 0 ? Optional.empty() : Optional.of(winnerSide), plies, branching,
                reason);
    }
}
