package io.tabula.referee;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;

/**
 * A round-robin tournament: every player meets every other in a {@link Match} of
 * {@code gamesPerPairing} games, colours as {@link Colours} says (by default alternating within
 * it; 2 games is then a double round robin),
 * pairings in entry order (1-2, 1-3, ..., 2-3, ...).
 */
public final class RoundRobin implements Tournament {
    private final List<PlayerSpec> players;
    private final List<Match> matches = new ArrayList<>();

    /**
     * A round robin with the colours of each pairing alternating.
     *
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public RoundRobin(GameDefinition definition, List<PlayerSpec> players, int gamesPerPairing, Clock clock) {
        this(definition, players, gamesPerPairing, clock, Colours.ALTERNATE);
    }

    /**
     * @param colours who takes the first side in each game of a pairing, the player entered
     *                earlier as its first player; nigiri draws for each pairing apart
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public RoundRobin(GameDefinition definition, List<PlayerSpec> players, int gamesPerPairing, Clock clock,
            Colours colours) {
        this(definition, players, MatchTerms.of(gamesPerPairing, clock).withColours(colours));
    }

    /**
     * @param terms each pairing's match: its games, clock, openings and dead-stone judge; its
     *              colours, nigiri drawn for each pairing apart
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public RoundRobin(GameDefinition definition, List<PlayerSpec> players, MatchTerms terms) {
        Tournament.checkEntrants("round robin", players);
        this.players = List.copyOf(players);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                matches.add(new Match(definition, players.get(i), players.get(j),
                        terms.withColours(terms.colours().forPairing(matches.size()))));
            }
        }
    }

    @Override
    public void checkPrograms(EngineLauncher launcher) {
        matches.forEach(match -> match.checkPrograms(launcher));
    }

    @Override
    public List<PlayerSpec> players() {
        return players;
    }

    @Override
    public int games() {
        return matches.stream().mapToInt(Match::games).sum();
    }

    @Override
    public Standings play(Referee referee, EngineLauncher launcher, Listener listener, Run run) {
        List<String> names = players.stream().map(PlayerSpec::name).toList();
        List<Match.Game> played = new ArrayList<>();
        List<GameRunner.Job> jobs = new ArrayList<>();
        for (Match match : matches) {
            for (int number = 1; number <= match.games(); number++) {
                jobs.add(new GameRunner.Job(match, number));
            }
        }
        try (GameRunner runner = new GameRunner(referee, launcher, run)) {
            runner.play(jobs, (number, game, saved) -> {
                played.add(game);
                listener.reported(number, game, Standings.of(names, played), saved);
            });
        }
        return Standings.of(names, played);
    }
}
