package io.tabula.referee;

/**
 * The running score of a match, from the first player's side.
 *
 * @param wins   games the first player won
 * @param draws  games drawn
 * @param losses games the first player lost (the second player's wins)
 */
public record Score(int wins, int draws, int losses) {
    static final Score NONE = new Score(0, 0, 0);

    public int games() {
        return wins + draws + losses;
    }

    /** The first player's points: a win 1, a draw 1/2. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The same games from the second player's side. */
    public Score reversed() {
        return new Score(losses, draws, wins);
    }

    /** This score after a game the first player won (1), drew (0) or lost (-1). */
    Score plus(int firstPlayersResult) {
        return switch (Integer.signum(firstPlayersResult)) {
            case 1 -> new Score(wins + 1, draws, losses);
            case 0 -> new Score(wins, draws + 1, losses);
            default -> new Score(wins, draws, losses + 1);
        };
    }
}
