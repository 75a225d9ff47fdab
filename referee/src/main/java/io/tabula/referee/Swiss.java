package io.tabula.referee;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A Swiss tournament: {@code rounds} rounds, each pairing players of equal or near score who
 * have not met, as {@link SwissPairing} explains, each pairing a {@link Match} of
 * {@code gamesPerPairing} games. With an odd number of players one sits out each round, its
 * games counted as won. The next round is paired once the last one is over.
 */
public final class Swiss implements Tournament {
    private final GameDefinition definition;
    private final List<PlayerSpec> players;
    private final int rounds;
    private final int gamesPerPairing;
    private final MatchTerms terms;

    /**
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, a
     *                         number of rounds that must repeat a pairing, or a player the game
     *                         cannot be played with (as {@link Match} finds)
     */
    public Swiss(GameDefinition definition, List<PlayerSpec> players, int rounds, int gamesPerPairing, Clock clock) {
        this(definition, players, rounds, MatchTerms.of(gamesPerPairing, clock));
    }

    /**
     * @param terms each pairing's match (its colours are the pairing's own: the first player is
     *              the one the pairing gives the first side)
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, a
     *                         number of rounds that must repeat a pairing, or a player the game
     *                         cannot be played with (as {@link Match} finds)
     */
    public Swiss(GameDefinition definition, List<PlayerSpec> players, int rounds, MatchTerms terms) {
        Tournament.checkEntrants("Swiss", players);
        int most = players.size() % 2 == 0 ? players.size() - 1 : players.size();
        if (rounds < 1 || rounds > most) {
            throw new TabulaException("a Swiss of " + players.size() + " players has 1 to " + most
                    + " rounds (more would repeat a pairing), not " + rounds);
        }
        for (int i = 0; i < players.size(); i++) { // finds every unplayable player before any game
            new Match(definition, players.get(i), players.get((i + 1) % players.size()), terms);
        }
        this.definition = definition;
        this.players = List.copyOf(players);
        this.rounds = rounds;
        this.gamesPerPairing = terms.games();
        this.terms = terms.withColours(Colours.ALTERNATE);
    }

    @Override
    public void checkPrograms(EngineLauncher launcher) {
        for (int i = 0; i < players.size(); i++) {
            new Match(definition, players.get(i), players.get((i + 1) % players.size()), terms).checkPrograms(launcher);
        }
    }

    @Override
    public List<PlayerSpec> players() {
        return players;
    }

    public int rounds() {
        return rounds;
    }

    @Override
    public int games() {
        return rounds * (players.size() / 2) * gamesPerPairing;
    }

    /**
     * Plays round after round, telling {@code listener} of each bye and each game as it ends.
     *
     * @throws TabulaException if a round cannot be paired without a repeat (rare; see
     *                         {@link SwissPairing})
     */
    @Override
    public Standings play(Referee referee, EngineLauncher launcher, Listener listener, Run run) {
        List<String> names = players.stream().map(PlayerSpec::name).toList();
        Map<String, PlayerSpec> byName = players.stream().collect(Collectors.toMap(PlayerSpec::name, Function.identity()));
        SwissPairing pairing = new SwissPairing();
        List<Match.Game> played = new ArrayList<>();
        List<String> byes = new ArrayList<>();
        try (GameRunner runner = new GameRunner(referee, launcher, run)) {
            for (int round = 1; round <= rounds; round++) {
                SwissPairing.Round next = pairing.pair(round, ranking(Standings.of(names, played, byes)));
                if (next.bye().isPresent()) {
                    String bye = next.bye().get();
                    pairing.bye(bye);
                    for (int game = 0; game < gamesPerPairing; game++) {
                        byes.add(bye);
                    }
                    listener.bye(round, bye);
                }
                List<GameRunner.Job> jobs = new ArrayList<>();
                for (SwissPairing.Pair pair : next.pairs()) {
                    Match match = new Match(definition, byName.get(pair.first()), byName.get(pair.second()), terms);
                    for (int number = 1; number <= gamesPerPairing; number++) {
                        jobs.add(new GameRunner.Job(match, number));
                    }
                }
                runner.play(jobs, (number, game, saved) -> {
                    pairing.played(game.players().get(0).name(), game.players().get(1).name());
                    played.add(game);
                    listener.reported(number, game, standings(names, played, byes), saved);
                });
            }
        }
        return standings(names, played, byes);
    }

    /** The standings so far, ties broken by Buchholz. */
    private static Standings standings(List<String> names, List<Match.Game> played, List<String> byes) {
        return Standings.of(names, played, byes).rankedBy(Standings.TieBreak.BUCHHOLZ);
    }

    /** Points, then entry order: the seeding, not the tie-break, orders players of equal score. */
    private static List<String> ranking(Standings standings) {
        List<String> entry = standings.players();
        return standings.ranked().stream()
                .sorted(Comparator.comparingDouble(Standings.Standing::points).reversed()
                        .thenComparingInt(line -> entry.indexOf(line.name())))
                .map(Standings.Standing::name)
                .toList();
    }
}
