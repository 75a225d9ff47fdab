package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/** A tournament between players of one game: it plays its games and ranks the players. */
public sealed interface Tournament permits RoundRobin, Swiss, Knockout {
    /** The players in entry order. */
    List<PlayerSpec> players();

    /** The number of games the tournament plays. */
    int games();

    /**
     * Checks, before the first game, that every engine program of the tournament can be run.
     *
     * @throws TabulaException naming the player and the program
     */
    void checkPrograms(EngineLauncher launcher);

    /**
     * Plays every game one at a time, telling {@code listener} of each as it ends.
     *
     * @return the final standings
     */
    default Standings play(Referee referee, EngineLauncher launcher, Listener listener) {
        return play(referee, launcher, listener, Run.SEQUENTIAL);
    }

    /**
     * Plays every game as {@code run} says (how many at once, which were saved by an earlier run,
     * when to stop), telling {@code listener} of each in tournament order. The games, the
     * standings and the order of the reports are those of {@link #play(Referee, EngineLauncher,
     * Listener)}: every game's seeds are its own.
     *
     * @return the final standings
     * @throws TournamentStopped when {@code run} said to stop before the last game
     * @throws TabulaException   when a saved game is not the game this tournament plays at its number
     */
    Standings play(Referee referee, EngineLauncher launcher, Listener listener, Run run);

    /**
     * How a tournament is run.
     *
     * @param concurrency the games played at once, at least 1
     * @param saved       games an earlier run of the same tournament played, by tournament number
     *                    (from 1): they are reported as saved and not played again
     * @param stop        asked before each game is started; once true, no more are (the games
     *                    under way are finished and reported)
     */
    record Run(int concurrency, Map<Integer, Match.Game> saved, BooleanSupplier stop) {
        /** One game at a time, none saved, never stopped. */
        public static final Run SEQUENTIAL = new Run(1, Map.of(), () -> false);

        public Run {
            if (concurrency < 1) {
                throw new TabulaException("a tournament plays at least 1 game at once, not " + concurrency);
            }
            saved = Map.copyOf(saved);
        }
    }

    /** Told of each game as it ends, and of each bye. */
    interface Listener {
        /**
         * @param number    the game's number in the tournament, from 1
         * @param game      the game (its number within its pairing's match)
         * @param standings the standings counting it
         */
        void gameOver(int number, Match.Game game, Standings standings);

        /** As {@link #gameOver}, for a game an earlier run played and saved, taken as it was. */
        default void resumed(int number, Match.Game game, Standings standings) {
        }

        /** {@link #resumed} for a game taken as {@code saved}, else {@link #gameOver}. */
        default void reported(int number, Match.Game game, Standings standings, boolean saved) {
            if (saved) {
                resumed(number, game, standings);
            } else {
                gameOver(number, game, standings);
            }
        }

        /** {@code player} sits out round {@code round} (from 1), its games counted as won. */
        default void bye(int round, String player) {
        }

        /** In a knockout, {@code winner} goes through round {@code round}, {@code how} in words. */
        default void wentThrough(int round, String winner, String loser, String how) {
        }

        /** A knockout's winner. */
        default void won(String player) {
        }
    }

    /**
     * @throws TabulaException if there are fewer than two players or two of one name
     */
    static void checkEntrants(String format, List<PlayerSpec> players) {
        if (players.size() < 2) {
            throw new TabulaException("a " + format + " needs at least 2 players, not " + players.size());
        }
        Set<String> names = new HashSet<>();
        for (PlayerSpec player : players) {
            if (!names.add(player.name())) {
                throw new TabulaException("two players are named '" + player.name() + "'; name them apart with NAME=");
            }
        }
    }
}
