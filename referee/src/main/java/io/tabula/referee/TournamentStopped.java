package io.tabula.referee;

/**
 * A tournament told to stop ({@link Tournament.Run#stop()}) before its last game: the games
 * reported so far stand, and a run given them ({@link Tournament.Run#saved()}) goes on from there.
 */
public final class TournamentStopped extends RuntimeException {
    private final int games;

    TournamentStopped(int games) {
        super("the tournament stopped after " + games + " game" + (games == 1 ? "" : "s"));
        this.games = games;
    }

    /** The games played (or taken as saved) before it stopped. */
    public int games() {
        return games;
    }
}
