package io.tabula.agent;

/**
 * What a search thought of the position it last chose a move in.
 *
 * @param value     the game's expected result for the player who chose, from -1 (a sure loss)
 *                  through 0 (even chances, or a draw) to 1 (a sure win): an MCTS root's mean
 *                  reward r as {@code 2r - 1}, an alpha-beta value scaled to the evaluation's bound
 * @param outOfTime whether the search was ended by its time limit before its own work limit
 *                  (iterations, nodes, depth)
 */
public record Estimate(double value, boolean outOfTime) {
    public Estimate {
        if (!(value >= -1 && value <= 1)) {
            throw new IllegalArgumentException("an estimate lies from -1 to 1, not " + value);
        }
    }
}
