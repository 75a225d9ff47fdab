package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A tournament between players of one game: it plays its games and ranks the players. */
public sealed interface Tournament permits RoundRobin, Swiss, Knockout {
    /** The players in entry order. */
    List<PlayerSpec> players();

    /** The number of games the tournament plays. */
    int games();

    /**
     * Plays every game, telling {@code listener} of each as it ends.
     *
     * @return the final standings
     */
    Standings play(Referee referee, EngineLauncher launcher, Listener listener);

    /** Told of each game as it ends, and of each bye. */
    interface Listener {
        /**
         * @param number    the game's number in the tournament, from 1
         * @param game      the game (its number within its pairing's match)
         * @param standings the standings counting it
         */
        void gameOver(int number, Match.Game game, Standings standings);

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
