package io.tabula.referee;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A round-robin tournament: every player meets every other in a {@link Match} of
 * {@code gamesPerPairing} games, colours alternating within it (2 is a double round robin),
 * pairings in entry order (1-2, 1-3, ..., 2-3, ...).
 */
public final class RoundRobin {
    private final List<PlayerSpec> players;
    private final List<Match> matches = new ArrayList<>();

    /**
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public RoundRobin(GameDefinition definition, List<PlayerSpec> players, int gamesPerPairing, Clock clock) {
        if (players.size() < 2) {
            throw new TabulaException("a round robin needs at least 2 players, not " + players.size());
        }
        Set<String> names = new HashSet<>();
        for (PlayerSpec player : players) {
            if (!names.add(player.name())) {
                throw new TabulaException("two players are named '" + player.name() + "'; name them apart with NAME=");
            }
        }
        this.players = List.copyOf(players);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                matches.add(new Match(definition, players.get(i), players.get(j), gamesPerPairing, clock));
            }
        }
    }

    public List<PlayerSpec> players() {
        return players;
    }

    /** The number of games the tournament plays. */
    public int games() {
        return matches.stream().mapToInt(Match::games).sum();
    }

    /**
     * Plays every pairing, telling {@code listener} of each game as it ends.
     *
     * @return the final standings
     */
    public Standings play(Referee referee, EngineLauncher launcher, Listener listener) {
        List<String> names = players.stream().map(PlayerSpec::name).toList();
        List<Match.Game> played = new ArrayList<>();
        for (Match match : matches) {
            match.play(referee, launcher, (game, score) -> {
                played.add(game);
                listener.gameOver(played.size(), game, Standings.of(names, played));
            });
        }
        return Standings.of(names, played);
    }

    /** Told of each game as it ends. */
    @FunctionalInterface
    public interface Listener {
        /**
         * @param number    the game's number in the tournament, from 1
         * @param game      the game (its number within its pairing's match)
         * @param standings the standings counting it
         */
        void gameOver(int number, Match.Game game, Standings standings);
    }
}
