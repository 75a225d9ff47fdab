package io.tabula.go.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.NotationException;
import io.tabula.core.ProtocolSession;
import io.tabula.core.Side;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.FixedHandicap;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.BoardTopology;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.DeadStones;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionException;
import io.tabula.protocol.Args;
import io.tabula.protocol.Gtp;
import io.tabula.protocol.GtpFailure;
import io.tabula.protocol.LineEngine;
import io.tabula.protocol.ProtocolError;
import io.tabula.protocol.Syntax;
import io.tabula.topology.Grid;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.function.Function;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;

/**
 * A Go engine speaking GTP version 2: the standard commands of the specification's section 6,
 * as handlers on a {@link Gtp} engine, played under a Go definition's rules.
 *
 * <p>The engine starts from a definition (variant and options, as {@code tabula gtp
 * --variant --option} give them). {@code boardsize} and {@code komi} change the size and komi
 * option; {@code kgs-rules} and {@code tabula-rules} switch to another rule set (variant),
 * keeping size and any komi that was set; a change of komi or rules replays the moves so far
 * under the new definition ({@link GtpSettings}). Handicap commands set the {@code handicap}
 * option, so the rule set's handicap bonus counts (Chinese rules give white one point per
 * stone). {@code final_status_list dead|alive|seki} and {@code final_score} judge the current position
 * with {@link DeadStones} (Benson's unconditional life, seki, then ownership from seeded
 * playouts on the rules kernel; the same verdict every time): {@code final_score} is the
 * rules' count (scoring, komi, handicap bonus) with the judged dead stones taken off as
 * prisoners, and {@code seki} lists the chains territory scoring finds in seki once the dead
 * are off. {@code genmove} plays
 * what {@link SimplePolicy} chooses. {@code loadsgf} reads a file with the SGF package (its
 * rules, start and main line); {@code printsgf} writes the game ({@link GtpSgf}).
 *
 * <p>Square boards only: a definition with another {@code topology} is refused with an
 * {@link OptionException} ({@link #requireSquare}).
 *
 * <p>The position is the game's ({@link GtpGame}, matches of {@link GoState}s); a command
 * that fails changes nothing: a new game or new settings are taken only once made whole.
 *
 * <p>Private extensions: {@code tabula-rules [variant]} (without argument: the definition in
 * use), and GNU Go's {@code captures}, {@code list_stones}, {@code is_legal} and
 * {@code printsgf}, which let a controller compare engines.
 */
public final class GoGtp implements ProtocolSession {
    /** What {@code name} answers. */
    public static final String NAME = "Tabula";
    /** What {@code version} answers. */
    public static final String VERSION = "0.1.0";

    /** The rule sets {@code kgs-rules} names (KGS's words) and the variants they are here. */
    static final Map<String, String> KGS_RULES = Map.of("chinese", "chinese", "japanese", "japanese", "aga", "aga",
            "new_zealand", "new-zealand");

    private final GameModule module;
    private final LineEngine engine = Gtp.engine(NAME, VERSION);
    private final SimplePolicy policy;
    private final Function<GameState, Move> chooser; // null: the policy chooses
    private final SplittableRandom handicapRandom;
    private GtpSettings settings;
    private GtpGame game;
    private final DeadStones judge = new DeadStones();
    private GoState judgedState;
    private DeadStones.Judgement judgement;
    private TimeSettings time = new TimeSettings(0, 0, 0);
    private final Map<Side, TimeLeft> timeLeft = new LinkedHashMap<>();

    /**
     * @param definition a Go definition: the rules, size, komi and any handicap the session starts with
     * @param seed       seed of {@code genmove}'s random choices and of {@code place_free_handicap}
     * @throws IllegalArgumentException if the definition is not of Go
     */
    public GoGtp(GameDefinition definition, long seed) {
        this(definition, seed, null);
    }

    /**
     * As {@link #GoGtp(GameDefinition, long)}, with {@code genmove} answered by
     * {@code chooser} (an agent's {@code choose}) instead of the built-in policy; null keeps
     * the policy.
     */
    public GoGtp(GameDefinition definition, long seed, Function<GameState, Move> chooser) {
        this.chooser = chooser;
        if (!(definition.newGame() instanceof GoState)) {
            throw new IllegalArgumentException("a GTP Go engine needs a Go definition, not " + definition.text());
        }
        requireSquare(definition);
        this.module = definition.module();
        this.policy = new SimplePolicy(seed);
        this.handicapRandom = new SplittableRandom(seed ^ 0x5EED_0F_4A11L);
        this.settings = GtpSettings.of(definition);
        this.game = new GtpGame(settings.start(settings.definition()));
        registerCommands();
    }

    /**
     * Refuses a board that is not square: GTP's {@code boardsize} and vertices mean a square
     * board, so a torus or hex game would be misread by any controller or engine.
     *
     * @throws OptionException naming the topology
     */
    static void requireSquare(GameDefinition definition) {
        BoardTopology topology = definition.get(GoOptions.TOPOLOGY);
        if (topology != BoardTopology.SQUARE) {
            throw new OptionException("option 'topology': GTP plays square boards only, not topology="
                    + topology.id());
        }
    }

    /** The engine with every command registered; register more on it to extend the protocol. */
    public LineEngine engine() {
        return engine;
    }

    @Override
    public void run(Reader in, Writer out) throws IOException {
        engine.run(in, out);
    }

    /** The answer to one command line, with its final empty line (see {@link LineEngine#execute}). */
    public String execute(String line) {
        return engine.execute(line);
    }

    /** The current position. */
    public GoState state() {
        return game.state();
    }

    /** The state in which {@code side} would move next (GTP lets either colour move at any time). */
    GoState stateFor(Side side) {
        return game.stateFor(side);
    }

    /** The definition being played (handicap included). */
    public GameDefinition definition() {
        return game.definition();
    }

    /** The last {@code time_settings}: main time, byo-yomi time (seconds), byo-yomi stones. */
    public TimeSettings timeSettings() {
        return time;
    }

    /** The last {@code time_left} of {@code side}, if one was given. */
    public Optional<TimeLeft> timeLeft(Side side) {
        return Optional.ofNullable(timeLeft.get(side));
    }

    /** The game as SGF text ({@code printsgf}). */
    String sgf() {
        return GtpSgf.write(game);
    }

    private void registerCommands() {
        engine.register("boardsize", this::boardsize)
                .register("clear_board", args -> {
                    args.exactly(0);
                    rebuild(settings.startingFrom(GtpSettings.Setup.NONE), false);
                    return "";
                })
                .register("komi", this::komi)
                .register("play", this::play)
                .register("genmove", this::genmove)
                .register("undo", args -> {
                    args.exactly(0);
                    if (!game.undo()) {
                        throw new ProtocolError(GtpFailure.CANNOT_UNDO);
                    }
                    return "";
                })
                .register("showboard", args -> {
                    args.exactly(0);
                    return "\n" + module.render(state()) + "\n" + state().toMove().id() + " to move";
                })
                .register("final_score", args -> {
                    args.exactly(0);
                    return state().withDead(judgement().dead()).score().result();
                })
                .register("final_status_list", this::finalStatusList)
                .register("fixed_handicap", this::fixedHandicap)
                .register("place_free_handicap", this::placeFreeHandicap)
                .register("set_free_handicap", this::setFreeHandicap)
                .register("loadsgf", args -> {
                    args.between(1, 2);
                    GtpSgf.Loaded loaded = GtpSgf.load(module, args.get(0),
                            args.size() == 2 ? args.integer(1) : Integer.MAX_VALUE);
                    settings = loaded.settings();
                    game = loaded.game();
                    return "";
                })
                .register("printsgf", this::printsgf)
                .register("time_settings", args -> {
                    args.exactly(3);
                    time = new TimeSettings(args.integer(0), args.integer(1), args.integer(2));
                    return "";
                })
                .register("time_left", args -> {
                    args.exactly(3);
                    timeLeft.put(color(args.get(0)), new TimeLeft(args.integer(1), args.integer(2)));
                    return "";
                })
                .register("kgs-rules", args -> {
                    args.exactly(1);
                    String rules = KGS_RULES.get(args.get(0).toLowerCase(Locale.ROOT));
                    if (rules == null) {
                        throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "unknown rules '"
                                + Syntax.printable(args.get(0)) + "'; known: chinese, japanese, aga, new_zealand");
                    }
                    changeRules(rules);
                    return "";
                })
                .register("tabula-rules", args -> {
                    args.between(0, 1);
                    if (args.size() == 1) {
                        changeRules(args.get(0));
                    }
                    return definition().text();
                })
                .register("captures", args -> {
                    args.exactly(1);
                    return Integer.toString(state().captures(color(args.get(0))));
                })
                .register("list_stones", args -> {
                    args.exactly(1);
                    byte stone = Stones.ofSide(color(args.get(0)).index());
                    List<String> points = new ArrayList<>();
                    for (int p = 0; p < state().size() * state().size(); p++) {
                        if (state().stone(p) == stone) {
                            points.add(vertex(p));
                        }
                    }
                    return String.join(" ", points);
                })
                .register("is_legal", args -> {
                    args.exactly(2);
                    Side side = color(args.get(0));
                    return game.stateFor(side).check(move(args.get(1))).isLegal() ? "1" : "0";
                });
    }

    private String boardsize(Args args) {
        args.exactly(1);
        int size = args.integer(0);
        if (size < GoOptions.SIZE.min() || size > GoOptions.SIZE.max()) {
            throw new ProtocolError(GtpFailure.UNACCEPTABLE_SIZE);
        }
        try {
            rebuild(settings.withSize(size), false);
        } catch (ProtocolError e) {
            throw new ProtocolError(GtpFailure.UNACCEPTABLE_SIZE);
        }
        return "";
    }

    private String komi(Args args) {
        args.exactly(1);
        BigDecimal komi = Gtp.decimal(args, 0);
        if (komi.compareTo(GoOptions.KOMI.min()) < 0 || komi.compareTo(GoOptions.KOMI.max()) > 0) {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "komi '" + Syntax.printable(args.get(0))
                    + "' is out of range; allowed: " + GoOptions.KOMI.allowed());
        }
        rebuild(settings.withKomi(komi.toPlainString()), true);
        return "";
    }

    private String play(Args args) {
        args.exactly(2);
        Side side = color(args.get(0));
        GoMove move = move(args.get(1));
        try {
            game.play(side, move);
        } catch (IllegalMoveException e) {
            throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE);
        }
        return "";
    }

    private String genmove(Args args) {
        args.exactly(1);
        Side side = color(args.get(0));
        GoState from = game.stateFor(side);
        GoMove move = chooser == null || from.isOver() ? policy.choose(from) : GoState.TYPE.move(chooser.apply(from));
        try {
            game.play(side, move);
        } catch (IllegalMoveException e) {
            // Not reached: the policy picks among the rules' legal moves. Passing is the safe answer.
            move = GoMove.PASS;
            game.play(side, move);
        }
        return module.notation().format(from, move);
    }

    private String finalStatusList(Args args) {
        args.exactly(1);
        String status = args.get(0).toLowerCase(Locale.ROOT);
        if (!List.of("alive", "dead", "seki").contains(status)) {
            throw Gtp.syntaxError("status must be alive, dead or seki");
        }
        DeadStones.Judgement judged = judgement();
        return chains(p -> status.equals(judged.dead().contains(p) ? "dead" : judged.seki().contains(p) ? "seki"
                : "alive"));
    }

    /** The judgement of the current position, judged once per position ({@code final_score} and the lists). */
    private DeadStones.Judgement judgement() {
        GoState s = state();
        if (judgedState != s) {
            judgement = judge.judge(s);
            judgedState = s;
        }
        return judgement;
    }

    /** The chains whose stones pass {@code listed}, one chain per line. */
    private String chains(IntPredicate listed) {
        GoState s = state();
        Grid grid = Grid.square(s.size());
        byte[] cells = s.cells();
        boolean[] done = new boolean[cells.length];
        List<String> lines = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stones.EMPTY && !done[p] && listed.test(p)) {
                List<Integer> chain = SimplePolicy.chain(grid, cells, p);
                chain.forEach(stone -> done[stone] = true);
                lines.add(chain.stream().sorted().map(this::vertex).collect(Collectors.joining(" ")));
            }
        }
        return String.join("\n", lines);
    }

    private String fixedHandicap(Args args) {
        args.exactly(1);
        int count = args.integer(0);
        requireEmptyBoard();
        if (count < 2 || count > FixedHandicap.maximum(state().size())) {
            throw new ProtocolError(GtpFailure.INVALID_NUMBER_OF_STONES);
        }
        rebuild(settings.startingFrom(new GtpSettings.Setup.Fixed(count)), false);
        return vertices(FixedHandicap.points(Grid.square(state().size()), count));
    }

    private String placeFreeHandicap(Args args) {
        args.exactly(1);
        int count = args.integer(0);
        requireEmptyBoard();
        if (count < 2) {
            throw new ProtocolError(GtpFailure.INVALID_NUMBER_OF_STONES);
        }
        int size = state().size();
        // GTP 4.1.2 lets an engine place fewer stones than asked; a board must keep an empty point.
        List<Integer> points = FreeHandicap.points(Grid.square(state().size()), Math.min(count, size * size - 1),
                handicapRandom);
        rebuild(settings.startingFrom(new GtpSettings.Setup.Free(points)), false);
        return vertices(points.stream().mapToInt(Integer::intValue).toArray());
    }

    private String setFreeHandicap(Args args) {
        requireEmptyBoard();
        int size = state().size();
        Set<Integer> points = new LinkedHashSet<>();
        for (String text : args.words()) {
            int p;
            try {
                p = point(text);
            } catch (ProtocolError e) {
                throw new ProtocolError(GtpFailure.BAD_VERTEX_LIST);
            }
            if (!points.add(p)) {
                throw new ProtocolError(GtpFailure.BAD_VERTEX_LIST);
            }
        }
        if (points.size() < 2 || points.size() >= size * size) {
            throw new ProtocolError(GtpFailure.BAD_VERTEX_LIST);
        }
        rebuild(settings.startingFrom(new GtpSettings.Setup.Free(new ArrayList<>(points))), false);
        return "";
    }

    /** GNU Go's {@code printsgf [file]}: the game as SGF, written to the file or, without one, answered. */
    private String printsgf(Args args) {
        args.between(0, 1);
        String sgf = sgf();
        if (args.size() == 0) {
            return sgf;
        }
        try {
            Files.writeString(Path.of(args.get(0)), sgf + "\n", StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "cannot write file");
        }
        return "";
    }

    private void requireEmptyBoard() {
        GoState s = state();
        for (int p = 0; p < s.size() * s.size(); p++) {
            if (s.stone(p) != Stones.EMPTY) {
                throw new ProtocolError(GtpFailure.BOARD_NOT_EMPTY);
            }
        }
    }

    private void changeRules(String rules) {
        String chosen;
        try {
            chosen = module.options().variant(rules).id();
        } catch (OptionException e) {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, e.getMessage());
        }
        rebuild(settings.withVariant(chosen), true);
    }

    /**
     * Takes {@code next} settings and a game under them, with the moves so far replayed if
     * asked; on any failure nothing changes.
     */
    private void rebuild(GtpSettings next, boolean replay) {
        GameDefinition definition;
        try {
            definition = next.definition();
        } catch (OptionException e) {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, e.getMessage());
        }
        GtpGame started = new GtpGame(next.start(definition));
        if (replay) {
            int number = 0;
            for (GtpGame.Played played : game.moves()) {
                number++;
                try {
                    started.play(played.side(), played.move());
                } catch (IllegalMoveException e) {
                    throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "the game so far is not legal under "
                            + definition.text() + ": move " + number + " " + e.getMessage());
                }
            }
        }
        settings = next;
        game = started;
    }

    private static Side color(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> Stones.BLACK_SIDE;
            case "w", "white" -> Stones.WHITE_SIDE;
            default -> throw new ProtocolError(GtpFailure.INVALID_COLOR);
        };
    }

    private GoMove move(String text) {
        if (text.equalsIgnoreCase("pass")) {
            return GoMove.PASS;
        }
        return state().rules().place(point(text));
    }

    /** The point of a vertex on the current board. */
    private int point(String text) {
        if (!text.matches("[A-Za-z][0-9]{1,2}")) {
            throw new ProtocolError(GtpFailure.INVALID_COORDINATE);
        }
        try {
            return GtpNotation.point(state().size(), text);
        } catch (NotationException e) {
            throw new ProtocolError(GtpFailure.INVALID_COORDINATE);
        }
    }

    private String vertex(int point) {
        return GtpNotation.point(state().size(), point);
    }

    private String vertices(int[] points) {
        List<String> out = new ArrayList<>();
        for (int p : points) {
            out.add(vertex(p));
        }
        return String.join(" ", out);
    }

    /** GTP {@code time_settings}: seconds of main time, seconds of byo-yomi, stones per byo-yomi period. */
    public record TimeSettings(int mainTime, int byoYomiTime, int byoYomiStones) {
    }

    /** GTP {@code time_left}: seconds left, stones left in the period (0 in main time). */
    public record TimeLeft(int seconds, int stones) {
    }
}
