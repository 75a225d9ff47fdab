package io.tabula.referee;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import io.tabula.core.EngineDialect;
import io.tabula.core.Expressible;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineConversation;
import io.tabula.protocol.EngineFault;
import io.tabula.record.GameInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A match of one game between two players: {@code games} games, the colours as {@link Colours}
 * says (by default alternating: the first player starts as the first side in games 1, 3, 5...),
 * each on a fresh clock, from the openings its {@link MatchTerms} name. Every engine process is
 * started for one game and ended with it, so a crash costs one game only.
 *
 * <p>Everything that can be wrong with the players is found when the match is made, before a
 * game is played: a protocol the game is not played in, rules the protocol cannot express, a
 * way of telling the rules the engine's dialect does not have. {@link #checkPrograms} finds an
 * engine program that cannot be run.
 */
public final class Match {
    /** How long an engine is given to acknowledge the end of a game before it is ended. */
    private static final Duration QUIT_LIMIT = Duration.ofSeconds(2);

    private final GameDefinition definition;
    private final List<PlayerSpec> players;
    private final MatchTerms terms;

    /**
     * A match with the colours alternating.
     *
     * @throws TabulaException naming what is wrong: the number of games or sides, a player's
     *                         protocol, or an option the protocol cannot express
     */
    public Match(GameDefinition definition, PlayerSpec first, PlayerSpec second, int games, Clock clock) {
        this(definition, first, second, MatchTerms.of(games, clock));
    }

    /**
     * @param colours who takes the first side in each game
     * @throws TabulaException naming what is wrong: the number of games or sides, a player's
     *                         protocol, or an option the protocol cannot express
     */
    public Match(GameDefinition definition, PlayerSpec first, PlayerSpec second, int games, Clock clock,
            Colours colours) {
        this(definition, first, second, MatchTerms.of(games, clock).withColours(colours));
    }

    /**
     * @throws TabulaException naming what is wrong: the number of sides, a player's protocol, an
     *                         option the protocol cannot express, rules it cannot tell
     */
    public Match(GameDefinition definition, PlayerSpec first, PlayerSpec second, MatchTerms terms) {
        this.definition = Objects.requireNonNull(definition, "definition");
        this.terms = Objects.requireNonNull(terms, "terms");
        if (definition.type().sides().size() != 2) {
            throw new TabulaException("a match is between two players; " + definition.gameId() + " has "
                    + definition.type().sides().size() + " sides");
        }
        PlayerSpec other = second.name().equals(first.name()) ? second.named(second.name() + "-2") : second;
        this.players = List.of(first, other);
        players.forEach(this::checkPlayable);
        terms.deadStones().engine().ifPresent(this::checkJudge);
    }

    public GameDefinition definition() {
        return definition;
    }

    /** The first and the second player, named apart. */
    public List<PlayerSpec> players() {
        return players;
    }

    public int games() {
        return terms.games();
    }

    /** The clock of players without one of their own. */
    public Clock clock() {
        return terms.clock();
    }

    /** The clock {@code player} plays on. */
    public Clock clockOf(PlayerSpec player) {
        return player.clock().orElse(terms.clock());
    }

    /** Who takes the first side in each game. */
    public Colours colours() {
        return terms.colours();
    }

    /** Everything the games are played under. */
    public MatchTerms terms() {
        return terms;
    }

    /**
     * Checks that every engine program of the match (the players', a referee engine's) can be
     * run, before the first game.
     *
     * @throws TabulaException naming the player and the program
     */
    public void checkPrograms(EngineLauncher launcher) {
        List<PlayerSpec> engines = new ArrayList<>(players);
        terms.deadStones().engine().ifPresent(engines::add);
        for (PlayerSpec spec : engines) {
            if (spec.external()) {
                try {
                    launcher.check(spec.command());
                } catch (TabulaException e) {
                    throw new TabulaException("player '" + spec.name() + "': " + e.getMessage());
                }
            }
        }
    }

    /**
     * Plays every game, telling {@code listener} of each as it ends.
     *
     * @return the final score, from the first player's side
     */
    public Score play(Referee referee, EngineLauncher launcher, Listener listener) {
        Score score = Score.NONE;
        for (int number = 1; number <= games(); number++) {
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
        Optional<Referee.Judge> engine = terms.deadStones().engine()
                .map(spec -> (start, moves, end, deadline) -> judge(spec, number, referee, launcher, start, moves, end,
                        deadline));
        Referee.Table table = new Referee.Table(definition, seats, seated.stream().map(PlayerSpec::name).toList(),
                seated.stream().map(this::clockOf).toList(), terms.openings().forGame(number), terms.deadStones(),
                engine);
        Game game = new Game(number, seated, referee.play(table));
        return game.withInfo(GameInfos.of(this, game));
    }

    /** Who plays player 0 (the first side at the start) and player 1 in game {@code number}, from 1. */
    public List<PlayerSpec> seating(int number) {
        return colours().starter(number) == 0 ? players : List.of(players.get(1), players.get(0));
    }

    private Contestant open(PlayerSpec spec, int game, Referee referee, EngineLauncher launcher) throws EngineFault {
        long seed = spec.seed() + game - 1;
        if (!spec.external()) {
            return new AgentContestant(spec.agent().orElseThrow(), definition, seed);
        }
        EngineDialect dialect = definition.module().engineDialects().get(spec.kind());
        EngineDialect.EngineRules rules = rules(spec, dialect);
        EngineChannel channel = start(spec, seed, rules, label(game, spec), referee, launcher);
        return new EngineContestant(dialect.forStyle(spec.ruleStyle(dialect)), spec.kind(), channel, rules.commands(),
                referee.ticker(), QUIT_LIMIT);
    }

    /** A channel to {@code spec}'s engine for the game seeded {@code seed}, logged as {@code label}. */
    private static EngineChannel start(PlayerSpec spec, long seed, EngineDialect.EngineRules rules, String label,
            Referee referee, EngineLauncher launcher) throws EngineFault {
        List<String> command = new ArrayList<>(spec.command(seed));
        command.addAll(rules.arguments());
        EngineLogs.Log log = referee.logs().open(label);
        if (log == null) {
            return launcher.start(command);
        }
        log.line("# " + String.join(" ", command));
        try {
            return log.wrap(launcher.start(command, text -> log.line("stderr: " + text)));
        } catch (EngineFault fault) {
            log.line("! " + fault.getMessage());
            log.close();
            throw fault;
        }
    }

    /** The referee engine's dead stones: started for the question, set up with the game, asked, ended. */
    private SortedSet<String> judge(PlayerSpec spec, int game, Referee referee, EngineLauncher launcher,
            GameState start, List<Move> moves, GameState end, Deadline deadline) throws EngineFault {
        EngineDialect dialect = definition.module().engineDialects().get(spec.kind());
        EngineDialect.EngineRules rules = rules(spec, dialect);
        Expressible<List<EngineCommand>> setUp = dialect.setUp(definition, start, moves);
        if (setUp instanceof Expressible.Unsayable<List<EngineCommand>> unsayable) {
            throw new EngineFault(EngineFault.Kind.REFUSED, unsayable.why());
        }
        List<EngineCommand> commands = new ArrayList<>(((Expressible.Said<List<EngineCommand>>) setUp).words());
        commands.addAll(rules.commands());
        try (EngineChannel channel = start(spec, spec.seed() + game - 1, rules, label(game, spec), referee, launcher)) {
            EngineConversation conversation = EngineConversation.of(spec.kind(), channel);
            conversation.exchange(commands, deadline);
            SortedSet<String> dead = EngineContestant.ask(dialect, conversation, end, List.of(), deadline);
            try {
                conversation.exchange(dialect.quit(), Deadline.in(referee.ticker(), QUIT_LIMIT));
            } catch (EngineFault e) {
                // it has answered; an engine that will not quit is ended with its channel
            }
            return new TreeSet<>(dead);
        }
    }

    /** {@code p1-p2-game-3.p1}: the match's players, the game and the engine, for its log. */
    private String label(int game, PlayerSpec spec) {
        String label = players.get(0).name() + "-" + players.get(1).name() + "-game-" + game + "." + spec.name();
        return label.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    /** How {@code spec}'s engine is told the rules, as its style says. */
    private EngineDialect.EngineRules rules(PlayerSpec spec, EngineDialect dialect) {
        return rules(spec, dialect, definition, "player '" + spec.name() + "' (" + spec.kind() + ", rules "
                + spec.ruleStyle(dialect) + "): ");
    }

    /**
     * How {@code spec}'s engine is told {@code definition}'s rules.
     *
     * @throws TabulaException {@code who} and why the style cannot say them, with the styles there are
     */
    static EngineDialect.EngineRules rules(PlayerSpec spec, EngineDialect dialect, GameDefinition definition,
            String who) {
        Expressible<EngineDialect.EngineRules> words = spec.rulesFor(dialect, definition);
        if (words instanceof Expressible.Unsayable<EngineDialect.EngineRules> unsayable) {
            throw new TabulaException(who + unsayable.why() + (dialect.ruleStyles().isEmpty() ? ""
                    : "; the styles: none, " + String.join(", ", dialect.ruleStyles())));
        }
        return ((Expressible.Said<EngineDialect.EngineRules>) words).words();
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
        EngineDialect dialect = dialect(spec);
        try {
            dialect.newGame(definition, clockOf(spec).engineTime(Duration.ofSeconds(1)));
        } catch (TabulaException | OptionException e) {
            throw new TabulaException("player '" + spec.name() + "' (" + spec.kind() + "): " + e.getMessage());
        }
        rules(spec, dialect);
    }

    private void checkJudge(PlayerSpec spec) {
        EngineDialect dialect = dialect(spec);
        rules(spec, dialect);
        if (definition.module().deadStoneAgreement().isEmpty()) {
            throw new TabulaException("--dead-stones engine: " + definition.gameId() + " is not counted after passes; "
                    + "it has no dead stones to judge");
        }
    }

    private EngineDialect dialect(PlayerSpec spec) {
        EngineDialect dialect = definition.module().engineDialects().get(spec.kind());
        if (dialect == null) {
            TreeSet<String> offered = new TreeSet<>(definition.module().engineDialects().keySet());
            throw new TabulaException("player '" + spec.name() + "': " + definition.gameId() + " is not played over "
                    + spec.kind() + (offered.isEmpty() ? "; it has no engine protocol"
                            : "; its engine protocols: " + String.join(", ", offered)));
        }
        return dialect;
    }

    /**
     * One game played.
     *
     * @param number  the game's number in the match, from 1
     * @param players who played player 0 (the first side at the start) and player 1
     * @param result  how it ended
     * @param info    what its records file beside the moves (players, result, times, notes)
     */
    public record Game(int number, List<PlayerSpec> players, GameResult result, Optional<GameInfo> info) {
        public Game {
            players = List.copyOf(players);
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(info, "info");
        }

        /** A game without its info yet. */
        public Game(int number, List<PlayerSpec> players, GameResult result) {
            this(number, players, result, Optional.empty());
        }

        /** This game with {@code given} as its info. */
        public Game withInfo(GameInfo given) {
            return new Game(number, players, result, Optional.of(given));
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
