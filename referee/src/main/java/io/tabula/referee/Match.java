package io.tabula.referee;

import io.tabula.core.EngineDialect;
import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import io.tabula.protocol.EngineFault;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A match of one game between two players: {@code games} games, the colours as {@link Colours}
 * says (by default alternating: the first player starts as the first side in games 1, 3, 5...),
 * each on a fresh clock. Every
 * engine process is started for one game and ended with it, so a crash costs one game only.
 *
 * <p>Everything that can be wrong with the players is found when the match is made, before a
 * game is played: a protocol the game is not played in, or rules the protocol cannot express.
 */
public final class Match {
    /** How long an engine is given to acknowledge the end of a game before it is ended. */
    private static final Duration QUIT_LIMIT = Duration.ofSeconds(2);

    private final GameDefinition definition;
    private final List<PlayerSpec> players;
    private final int games;
    private final Clock clock;
    private final Colours colours;

    /**
     * A match with the colours alternating.
     *
     * @throws TabulaException naming what is wrong: the number of games or sides, a player's
     *                         protocol, or an option the protocol cannot express
     */
    public Match(GameDefinition definition, PlayerSpec first, PlayerSpec second, int games, Clock clock) {
        this(definition, first, second, games, clock, Colours.ALTERNATE);
    }

    /**
     * @param colours who takes the first side in each game
     * @throws TabulaException naming what is wrong: the number of games or sides, a player's
     *                         protocol, or an option the protocol cannot express
     */
    public Match(GameDefinition definition, PlayerSpec first, PlayerSpec second, int games, Clock clock,
            Colours colours) {
        this.colours = Objects.requireNonNull(colours, "colours");
        this.definition = Objects.requireNonNull(definition, "definition");
        this.clock = Objects.requireNonNull(clock, "clock");
        if (games < 1) {
            throw new TabulaException("a match has at least 1 game, not " + games);
        }
        if (definition.type().sides().size() != 2) {
            throw new TabulaException("a match is between two players; " + definition.gameId() + " has "
                    + definition.type().sides().size() + " sides");
        }
        this.games = games;
        PlayerSpec other = second.name().equals(first.name()) ? second.named(second.name() + "-2") : second;
        this.players = List.of(first, other);
        players.forEach(this::checkPlayable);
    }

    public GameDefinition definition() {
        return definition;
    }

    /** The first and the second player, named apart. */
    public List<PlayerSpec> players() {
        return players;
    }

    public int games() {
        return games;
    }

    public Clock clock() {
        return clock;
    }

    /** Who takes the first side in each game. */
    public Colours colours() {
        return colours;
    }

    /**
     * Plays every game, telling {@code listener} of each as it ends.
     *
     * @return the final score, from the first player's side
     */
    public Score play(Referee referee, EngineLauncher launcher, Listener listener) {
        Score score = Score.NONE;
        for (int number = 1; number <= games; number++) {
            Game game = playGame(number, referee, launcher);
            score = score.plus(game.resultFor(players.get(0)));
            listener.gameOver(game, score);
        }
        return score;
    }

    /**
     * Plays game {@code number} of the match, from 1, seated and seeded as that game; a number
     * past {@link #games()} is an extra game (a knockout's tie-break), seated as {@link Colours} says.
     */
    public Game playGame(int number, Referee referee, EngineLauncher launcher) {
        List<PlayerSpec> seated = seating(number);
        List<Referee.Seat> seats = seated.stream()
                .<Referee.Seat>map(spec -> () -> open(spec, number, referee, launcher))
                .toList();
        return new Game(number, seated, referee.play(definition, seats, clock));
    }

    /** Who plays player 0 (the first side at the start) and player 1 in game {@code number}, from 1. */
    public List<PlayerSpec> seating(int number) {
        return colours.starter(number) == 0 ? players : List.of(players.get(1), players.get(0));
    }

    private Contestant open(PlayerSpec spec, int game, Referee referee, EngineLauncher launcher)
            throws EngineFault {
        if (!spec.external()) {
            return new AgentContestant(spec.agent().orElseThrow().create(definition, spec.seed() + game - 1));
        }
        EngineDialect dialect = definition.module().engineDialects().get(spec.kind());
        return new EngineContestant(dialect, spec.kind(), launcher.start(spec.command()), referee.ticker(), QUIT_LIMIT);
    }

    private void checkPlayable(PlayerSpec spec) {
        if (!spec.external()) {
            try {
                spec.agent().orElseThrow().create(definition, 0);
            } catch (IllegalArgumentException e) {
                throw new TabulaException("player '" + spec.name() + "': " + e.getMessage());
            }
            return;
        }
        EngineDialect dialect = definition.module().engineDialects().get(spec.kind());
        if (dialect == null) {
            TreeSet<String> offered = new TreeSet<>(definition.module().engineDialects().keySet());
            throw new TabulaException("player '" + spec.name() + "': " + definition.gameId() + " is not played over "
                    + spec.kind() + (offered.isEmpty() ? "; it has no engine protocol"
                            : "; its engine protocols: " + String.join(", ", offered)));
        }
        try {
            dialect.newGame(definition, clock.engineTime(Duration.ofSeconds(1)));
        } catch (TabulaException | OptionException e) {
            throw new TabulaException("player '" + spec.name() + "' (" + spec.kind() + "): " + e.getMessage());
        }
    }

    /**
     * One game played.
     *
     * @param number  the game's number in the match, from 1
     * @param players who played player 0 (the first side at the start) and player 1
     * @param result  how it ended
     */
    public record Game(int number, List<PlayerSpec> players, GameResult result) {
        public Game {
            players = List.copyOf(players);
        }

        /** 1 if {@code player} won, 0 for a draw, -1 if it lost. */
        public int resultFor(PlayerSpec player) {
            return winner().map(w -> w.name().equals(player.name()) ? 1 : -1).orElse(0);
        }

        /** The winner's spec; empty for a draw. */
        public Optional<PlayerSpec> winner() {
            return result.winner().isPresent() ? Optional.of(players.get(result.winner().getAsInt()))
                    : Optional.empty();
        }
    }

    /** Told of each game as it ends. */
    @FunctionalInterface
    public interface Listener {
        /** Game {@code game} has ended; {@code score} counts it. */
        void gameOver(Game game, Score score);
    }
}
