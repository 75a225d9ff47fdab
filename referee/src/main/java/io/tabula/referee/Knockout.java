package io.tabula.referee;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;

/**
 * A knockout tournament. The entry order is the seeding; the bracket has a place for a power of
 * two of players, seeded so that seeds 1 and 2 can meet only in the final (1 meets 4 or 5 and 2
 * meets 3 or 6 in the semi-finals of eight, and so on). Places beyond the field are byes (轮空):
 * they fall to the top seeds, who go through to the next round without a game.
 *
 * <p>Each pairing is a {@link Match} of {@code gamesPerPairing} games, the higher seed with the
 * first side in the first; the player with more points goes through. A tie is broken by
 * sudden death: extra games, colours alternating on, until one is won, at most
 * {@code gamesPerPairing} of them (at least 2); if they are all drawn, the higher seed goes
 * through. The standings count the games played (byes count nothing); the bracket decides the
 * winner.
 */
public final class Knockout implements Tournament {
    private final GameDefinition definition;
    private final List<PlayerSpec> players;
    private final int gamesPerPairing;
    private final MatchTerms terms;

    /**
     * A knockout with the colours of each pairing alternating, the higher seed first.
     *
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public Knockout(GameDefinition definition, List<PlayerSpec> players, int gamesPerPairing, Clock clock) {
        this(definition, players, gamesPerPairing, clock, Colours.ALTERNATE);
    }

    /**
     * @param colours who takes the first side in each game of a pairing, the higher seed as its first player
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public Knockout(GameDefinition definition, List<PlayerSpec> players, int gamesPerPairing, Clock clock,
            Colours colours) {
        this(definition, players, MatchTerms.of(gamesPerPairing, clock).withColours(colours));
    }

    /**
     * @param terms each pairing's match: its games, clock, openings and dead-stone judge; its
     *              colours, the higher seed as its first player, nigiri drawn for each pairing apart
     * @throws TabulaException naming what is wrong: fewer than two players, two of one name, or
     *                         a player the game cannot be played with (as {@link Match} finds)
     */
    public Knockout(GameDefinition definition, List<PlayerSpec> players, MatchTerms terms) {
        this.terms = java.util.Objects.requireNonNull(terms, "terms");
        Tournament.checkEntrants("knockout", players);
        for (int i = 0; i < players.size(); i++) { // finds every unplayable player before any game
            new Match(definition, players.get(i), players.get((i + 1) % players.size()), terms);
        }
        this.definition = definition;
        this.players = List.copyOf(players);
        this.gamesPerPairing = terms.games();
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

    /** The games of the pairings, {@code players - 1} of them, without tie-break games. */
    @Override
    public int games() {
        return (players.size() - 1) * gamesPerPairing;
    }

    /**
     * The bracket's places in order, each holding a seed from 1 or 0 for a bye: for 2 places
     * {@code 1, 2}; for twice as many, each seed {@code s} of the smaller bracket followed by
     * its opponent {@code places + 1 - s}.
     */
    static int[] bracket(int players) {
        int[] seeds = {1};
        while (seeds.length < players) {
            int places = seeds.length * 2;
            int[] next = new int[places];
            for (int i = 0; i < seeds.length; i++) {
                next[2 * i] = seeds[i];
                next[2 * i + 1] = places + 1 - seeds[i];
            }
            seeds = next;
        }
        for (int i = 0; i < seeds.length; i++) {
            if (seeds[i] > players) {
                seeds[i] = 0;
            }
        }
        return seeds;
    }

    /** Plays round after round until one player is left, telling {@code listener} of byes, games and results. */
    @Override
    public Standings play(Referee referee, EngineLauncher launcher, Listener listener, Run run) {
        try (GameRunner runner = new GameRunner(referee, launcher, run)) {
            return play(runner, listener);
        }
    }

    private Standings play(GameRunner runner, Listener listener) {
        List<String> names = players.stream().map(PlayerSpec::name).toList();
        int pairings = 0; // numbers each pairing for its colours
        List<Match.Game> played = new ArrayList<>();
        List<Integer> alive = new ArrayList<>(); // seeds from 1 in bracket order, 0 for a bye
        for (int seed : bracket(players.size())) {
            alive.add(seed);
        }
        for (int round = 1; alive.size() > 1; round++) {
            List<Integer> next = new ArrayList<>();
            for (int i = 0; i < alive.size(); i += 2) {
                int higher = Math.min(alive.get(i), alive.get(i + 1));
                int lower = Math.max(alive.get(i), alive.get(i + 1));
                if (higher == 0) {
                    listener.bye(round, names.get(lower - 1));
                    next.add(lower);
                    continue;
                }
                Match match = new Match(definition, players.get(higher - 1), players.get(lower - 1),
                        terms.withColours(terms.colours().forPairing(pairings++)));
                next.add(decide(round, match, runner, played, names, listener) ? higher : lower);
            }
            alive = next;
        }
        listener.won(names.get(alive.get(0) - 1));
        return Standings.of(names, played);
    }

    /**
     * Plays one pairing, its games at once as the run allows, then any sudden-death game one at a
     * time; true if the higher seed (the match's first player) goes through.
     */
    private boolean decide(int round, Match match, GameRunner runner, List<Match.Game> played, List<String> names,
            Listener listener) {
        PlayerSpec higher = match.players().get(0);
        PlayerSpec lower = match.players().get(1);
        List<GameRunner.Job> games = new ArrayList<>();
        for (int number = 1; number <= gamesPerPairing; number++) {
            games.add(new GameRunner.Job(match, number));
        }
        GameRunner.Report report = (number, game, saved) -> {
            played.add(game);
            listener.reported(number, game, Standings.of(names, played), saved);
        };
        int balance = 0;
        for (Match.Game game : runner.play(games, report)) {
            balance += game.resultFor(higher);
        }
        String how = "on points";
        for (int extra = 1; balance == 0 && extra <= Math.max(2, gamesPerPairing); extra++) {
            Match.Game game = runner.play(List.of(new GameRunner.Job(match, gamesPerPairing + extra)), report).get(0);
            balance += game.resultFor(higher);
            how = "in sudden death";
        }
        if (balance == 0) {
            how = "as the higher seed, every game of the sudden death drawn";
        }
        PlayerSpec through = balance >= 0 ? higher : lower;
        listener.wentThrough(round, through.name(), (through == higher ? lower : higher).name(), how);
        return through == higher;
    }
}
