package io.tabula.go.protocol;

import io.tabula.sgf.SgfPoints;
import io.tabula.core.GameDefinition;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.FixedHandicap;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.Scorer;
import io.tabula.go.rules.Stones;
import io.tabula.go.sgf.SgfGo;
import io.tabula.go.sgf.SgfReplay;
import io.tabula.options.OptionException;
import io.tabula.options.Variant;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfWriter;
import io.tabula.topology.Grid;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * A Go engine speaking GTP version 2: the standard commands of the specification's
 * section 6 on a {@link GtpEngine} registry, played under a Go definition's rules.
 *
 * <p>The engine starts from a definition (variant and options, as {@code tabula gtp
 * --variant --option} give them). {@code boardsize} and {@code komi} change the size and
 * komi option; {@code kgs-rules} and {@code tabula-rules} switch to another rule set
 * (variant), keeping size and any komi that was set; a change of komi or rules replays
 * the moves so far under the new definition. Handicap commands set the {@code handicap}
 * option, so the rule set's handicap bonus counts (Chinese rules give white one point per
 * stone). {@code final_score} is the rules' count with every stone alive (no dead-stone
 * judgement), so {@code final_status_list dead} is empty; {@code final_status_list seki}
 * lists the chains territory scoring finds in seki, {@code alive} the others. {@code genmove} plays what
 * {@link SimplePolicy} chooses. {@code loadsgf} reads a file with the SGF package (its
 * rules, start and main line); {@code printsgf} writes the game.
 *
 * <p>Private extensions: {@code tabula-rules [variant]} (without argument: the
 * definition in use), and GNU Go's {@code captures}, {@code list_stones},
 * {@code is_legal} and {@code printsgf}, which let a controller compare engines.
 */
public final class GoGtp {
    /** What {@code name} answers. */
    public static final String NAME = "Tabula";
    /** What {@code version} answers. */
    public static final String VERSION = "0.1.0";

    /** The rule sets {@code kgs-rules} names (KGS's words) and the variants they are here. */
    static final Map<String, String> KGS_RULES = Map.of("chinese", "chinese", "japanese", "japanese", "aga", "aga",
            "new_zealand", "new-zealand");

    private final GoModule module;
    private final GtpEngine engine = new GtpEngine(NAME, VERSION);
    private final SimplePolicy policy;
    private final SplittableRandom handicapRandom;
    private String variant;
    private Map<String, String> overrides;
    private boolean komiSet;
    private Setup setup = Setup.NONE;
    private GtpGame game;
    private TimeSettings time = new TimeSettings(0, 0, 0);
    private final Map<Side, TimeLeft> timeLeft = new LinkedHashMap<>();

    /**
     * @param definition a Go definition: the rules, size, komi and any handicap the session starts with
     * @param seed       seed of {@code genmove}'s random choices and of {@code place_free_handicap}
     * @throws IllegalArgumentException if the definition is not of Go
     */
    public GoGtp(GameDefinition definition, long seed) {
        if (!(definition.module() instanceof GoModule go)) {
            throw new IllegalArgumentException("a GTP Go engine needs a Go definition, not " + definition.text());
        }
        this.module = go;
        this.variant = definition.variant();
        Map<String, String> defaults = module.define(variant, Map.of()).options().asText();
        this.overrides = new LinkedHashMap<>();
        definition.options().asText().forEach((name, value) -> {
            if (!value.equals(defaults.get(name))) {
                overrides.put(name, value);
            }
        });
        this.overrides.put(GoOptions.SIZE.name(), Integer.toString(definition.get(GoOptions.SIZE)));
        this.komiSet = overrides.containsKey(GoOptions.KOMI.name());
        this.policy = new SimplePolicy(seed);
        this.handicapRandom = new SplittableRandom(seed ^ 0x5EED_0F_4A11L);
        this.game = new GtpGame(start(definition(variant, overrides, setup), setup));
        registerCommands();
    }

    /** The engine with every command registered; register more on it to extend the protocol. */
    public GtpEngine engine() {
        return engine;
    }

    /** Runs the session: commands from {@code in}, answers to {@code out}, until {@code quit} or end of input. */
    public void run(Reader in, Writer out) throws IOException {
        engine.run(in, out);
    }

    /** The answer to one command line (see {@link GtpEngine#execute}). */
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

    private void registerCommands() {
        engine.register("boardsize", this::boardsize)
                .register("clear_board", args -> {
                    args.exactly(0);
                    rebuild(variant, overrides, komiSet, Setup.NONE, false);
                    return "";
                })
                .register("komi", this::komi)
                .register("play", this::play)
                .register("genmove", this::genmove)
                .register("undo", args -> {
                    args.exactly(0);
                    if (!game.undo()) {
                        throw new ProtocolError(ProtocolError.Kind.CANNOT_UNDO);
                    }
                    return "";
                })
                .register("showboard", args -> {
                    args.exactly(0);
                    return "\n" + module.render(state()) + "\n" + state().toMove().id() + " to move";
                })
                .register("final_score", args -> {
                    args.exactly(0);
                    return state().score().result();
                })
                .register("final_status_list", this::finalStatusList)
                .register("fixed_handicap", this::fixedHandicap)
                .register("place_free_handicap", this::placeFreeHandicap)
                .register("set_free_handicap", this::setFreeHandicap)
                .register("loadsgf", this::loadsgf)
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
                        throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, "unknown rules '"
                                + GtpArgs.printable(args.get(0)) + "'; known: chinese, japanese, aga, new_zealand");
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

    private String boardsize(GtpArgs args) {
        args.exactly(1);
        int size = args.integer(0);
        if (size < GoOptions.SIZE.min() || size > GoOptions.SIZE.max()) {
            throw new ProtocolError(ProtocolError.Kind.UNACCEPTABLE_SIZE);
        }
        Map<String, String> next = new LinkedHashMap<>(overrides);
        next.put(GoOptions.SIZE.name(), Integer.toString(size));
        try {
            rebuild(variant, next, komiSet, Setup.NONE, false);
        } catch (ProtocolError e) {
            throw new ProtocolError(ProtocolError.Kind.UNACCEPTABLE_SIZE);
        }
        return "";
    }

    private String komi(GtpArgs args) {
        args.exactly(1);
        BigDecimal komi = args.decimal(0);
        if (komi.compareTo(GoOptions.KOMI.min()) < 0 || komi.compareTo(GoOptions.KOMI.max()) > 0) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, "komi '" + GtpArgs.printable(args.get(0))
                    + "' is out of range; allowed: " + GoOptions.KOMI.allowed());
        }
        Map<String, String> next = new LinkedHashMap<>(overrides);
        next.put(GoOptions.KOMI.name(), komi.toPlainString());
        rebuild(variant, next, true, setup, true);
        return "";
    }

    private String play(GtpArgs args) {
        args.exactly(2);
        Side side = color(args.get(0));
        GoMove move = move(args.get(1));
        try {
            game.play(side, move);
        } catch (IllegalMoveException e) {
            throw new ProtocolError(ProtocolError.Kind.ILLEGAL_MOVE);
        }
        return "";
    }

    private String genmove(GtpArgs args) {
        args.exactly(1);
        Side side = color(args.get(0));
        GoState from = game.stateFor(side);
        GoMove move = policy.choose(from);
        try {
            game.play(side, move);
        } catch (IllegalMoveException e) {
            // Not reached: the policy picks among the rules' legal moves. Passing is the safe answer.
            move = GoMove.PASS;
            game.play(side, move);
        }
        return module.notation().format(from, move);
    }

    private String finalStatusList(GtpArgs args) {
        args.exactly(1);
        return switch (args.get(0).toLowerCase(Locale.ROOT)) {
            case "alive" -> chains(false);
            case "seki" -> chains(true);
            case "dead" -> "";
            default -> throw new ProtocolError(ProtocolError.Kind.SYNTAX_ERROR,
                    "syntax error: status must be alive, dead or seki");
        };
    }

    /** The chains in seki ({@code inSeki}) or the other stones, one chain per line. */
    private String chains(boolean inSeki) {
        GoState s = state();
        Grid grid = s.rules().grid();
        byte[] cells = s.cells();
        boolean[] seki = Scorer.sekiStones(s.rules(), cells);
        boolean[] listed = new boolean[cells.length];
        List<String> lines = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stones.EMPTY && !listed[p] && seki[p] == inSeki) {
                List<Integer> chain = SimplePolicy.chain(grid, cells, p);
                chain.forEach(stone -> listed[stone] = true);
                lines.add(chain.stream().sorted().map(this::vertex).collect(Collectors.joining(" ")));
            }
        }
        return String.join("\n", lines);
    }

    private String fixedHandicap(GtpArgs args) {
        args.exactly(1);
        int count = args.integer(0);
        requireEmptyBoard();
        int size = state().size();
        if (count < 2 || count > FixedHandicap.maximum(size)) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_NUMBER_OF_STONES);
        }
        rebuild(variant, overrides, komiSet, new Setup.Fixed(count), false);
        return vertices(FixedHandicap.points(state().rules().grid(), count));
    }

    private String placeFreeHandicap(GtpArgs args) {
        args.exactly(1);
        int count = args.integer(0);
        requireEmptyBoard();
        int size = state().size();
        if (count < 2) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_NUMBER_OF_STONES);
        }
        // GTP 4.1.2 lets an engine place fewer stones than asked; a board must keep an empty point.
        count = Math.min(count, size * size - 1);
        Grid grid = state().rules().grid();
        List<Integer> points = new ArrayList<>();
        int fixed = Math.min(count, FixedHandicap.maximum(size));
        if (fixed >= 2) {
            for (int p : FixedHandicap.points(grid, fixed)) {
                points.add(p);
            }
        }
        while (points.size() < count) {
            points.add(freePoint(grid, points));
        }
        rebuild(variant, overrides, komiSet, new Setup.Free(points), false);
        return vertices(points.stream().mapToInt(Integer::intValue).toArray());
    }

    /** An empty point for one more handicap stone: away from the others when there is room, at random. */
    private int freePoint(Grid grid, List<Integer> taken) {
        List<Integer> apart = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        for (int p = 0; p < grid.size(); p++) {
            if (taken.contains(p)) {
                continue;
            }
            free.add(p);
            boolean touching = false;
            for (int n : grid.orthogonalNeighbours(p)) {
                touching |= taken.contains(n);
            }
            if (!touching) {
                apart.add(p);
            }
        }
        List<Integer> from = apart.isEmpty() ? free : apart;
        return from.get(handicapRandom.nextInt(from.size()));
    }

    private String setFreeHandicap(GtpArgs args) {
        requireEmptyBoard();
        int size = state().size();
        Set<Integer> points = new LinkedHashSet<>();
        for (String text : args.values()) {
            int p;
            try {
                p = point(text);
            } catch (ProtocolError e) {
                throw new ProtocolError(ProtocolError.Kind.BAD_VERTEX_LIST);
            }
            if (!points.add(p)) {
                throw new ProtocolError(ProtocolError.Kind.BAD_VERTEX_LIST);
            }
        }
        if (points.size() < 2 || points.size() >= size * size) {
            throw new ProtocolError(ProtocolError.Kind.BAD_VERTEX_LIST);
        }
        rebuild(variant, overrides, komiSet, new Setup.Free(new ArrayList<>(points)), false);
        return "";
    }

    /**
     * GTP {@code loadsgf file [move_number]}: the rules the file names (SZ, KM, HA, RU;
     * Chinese when it names none), its start, and its main line up to the position before
     * move {@code move_number} (all of it without), played as moves so that undo takes
     * them back. A line that sets up stones after the root or does not alternate colours
     * is loaded as the position reached, without moves. The replay stops at the first move
     * the rules reject, as the SGF reader does.
     */
    private String loadsgf(GtpArgs args) {
        args.between(1, 2);
        int moveNumber = args.size() == 2 ? args.integer(1) : Integer.MAX_VALUE;
        SgfReplay replay;
        try {
            replay = SgfGo.replay(SgfParser.read(Path.of(args.get(0))));
        } catch (TabulaException | IllegalArgumentException e) {
            throw new ProtocolError(ProtocolError.Kind.CANNOT_LOAD_FILE);
        }
        int wanted = (int) Math.max(0, Math.min((long) moveNumber - 1, replay.moves().size()));
        int upTo = 0;
        while (upTo < wanted && !(replay.moves().get(upTo) instanceof GoMove.Resign)) {
            upTo++;
        }
        GameDefinition file = replay.definition();
        String nextVariant = file.variant();
        Map<String, String> defaults = module.define(nextVariant, Map.of()).options().asText();
        Map<String, String> nextOverrides = new LinkedHashMap<>();
        file.options().asText().forEach((name, value) -> {
            if (!value.equals(defaults.get(name)) && !name.equals(GoOptions.HANDICAP.name())
                    && !name.equals(GoOptions.HANDICAP_PLACEMENT.name())) {
                nextOverrides.put(name, value);
            }
        });
        nextOverrides.put(GoOptions.SIZE.name(), Integer.toString(file.get(GoOptions.SIZE)));
        nextOverrides.put(GoOptions.KOMI.name(), file.options().text(GoOptions.KOMI.name()));
        Setup loaded = new Setup.Loaded(replay.start());
        GtpGame next;
        try {
            next = replayed(replay, upTo, loaded, nextVariant, nextOverrides);
            if (next == null) {
                // Stones set up after the root: the position reached is the start, without moves.
                loaded = new Setup.Loaded(replay.states().get(upTo));
                next = new GtpGame(start(definition(nextVariant, nextOverrides, loaded), loaded));
            }
        } catch (TabulaException | IllegalArgumentException e) {
            throw new ProtocolError(ProtocolError.Kind.CANNOT_LOAD_FILE);
        }
        variant = nextVariant;
        overrides = nextOverrides;
        komiSet = true;
        setup = loaded;
        game = next;
        return "";
    }

    /**
     * The file's first {@code upTo} moves played from its start, each by the colour the file
     * gives it (which need not alternate); null if the states the reader found cannot be
     * reached that way (stones set up after the root).
     */
    private GtpGame replayed(SgfReplay replay, int upTo, Setup loaded, String nextVariant,
                             Map<String, String> nextOverrides) {
        GtpGame next = new GtpGame(start(definition(nextVariant, nextOverrides, loaded), loaded));
        for (int i = 0; i < upTo; i++) {
            GoState after = replay.states().get(i + 1);
            // Who moved: black while handicap stones are being placed, else the side not to move after it.
            Side mover = after.handicapLeft() > 0 ? Stones.BLACK_SIDE
                    : after.toMove().equals(Stones.BLACK_SIDE) ? Stones.WHITE_SIDE : Stones.BLACK_SIDE;
            try {
                next.play(mover, replay.moves().get(i));
            } catch (IllegalMoveException e) {
                return null;
            }
            if (!Arrays.equals(next.state().cells(), after.cells())) {
                return null;
            }
        }
        return next;
    }

    /**
     * GNU Go's {@code printsgf [file]}: the game as SGF (rules, start, every move with its
     * colour, the result once over), written to the file or, without one, answered.
     */
    private String printsgf(GtpArgs args) {
        args.between(0, 1);
        String sgf = sgf();
        if (args.size() == 0) {
            return sgf;
        }
        try {
            Files.writeString(Path.of(args.get(0)), sgf + "\n", StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, "cannot write file");
        }
        return "";
    }

    /** The game as SGF text; colours as played, so moves of one colour in a row are kept. */
    String sgf() {
        GoState start = game.start();
        SgfNode root = SgfGo.toTree(new GameRecord(start.definition(), start, List.of()));
        List<SgfNode.Builder> nodes = new ArrayList<>();
        for (GtpGame.Played played : game.moves()) {
            if (played.move() instanceof GoMove.Resign) {
                continue;
            }
            String value = played.move() instanceof GoMove.Place place ? SgfPoints.value(place.point(), start.size()) : "";
            nodes.add(SgfNode.builder().add(played.side().equals(Stones.BLACK_SIDE) ? "B" : "W", value));
        }
        SgfNode tail = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            tail = tail == null ? nodes.get(i).build() : nodes.get(i).child(tail).build();
        }
        if (tail != null) {
            root = root.withChildren(List.of(tail));
        }
        Optional<String> result = SgfGo.result(state());
        if (result.isPresent()) {
            root = root.with("RE", result.get());
        }
        return SgfWriter.write(root).strip();
    }

    private void requireEmptyBoard() {
        GoState s = state();
        for (int p = 0; p < s.size() * s.size(); p++) {
            if (s.stone(p) != Stones.EMPTY) {
                throw new ProtocolError(ProtocolError.Kind.BOARD_NOT_EMPTY);
            }
        }
    }

    private void changeRules(String rules) {
        Variant chosen;
        try {
            chosen = module.options().variant(rules);
        } catch (OptionException e) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, e.getMessage());
        }
        Map<String, String> next = new LinkedHashMap<>();
        next.put(GoOptions.SIZE.name(), overrides.get(GoOptions.SIZE.name()));
        if (komiSet) {
            next.put(GoOptions.KOMI.name(), overrides.get(GoOptions.KOMI.name()));
        }
        rebuild(chosen.id(), next, komiSet, setup, true);
    }

    /**
     * Makes the game under new settings, and replays the moves so far if asked; on any
     * failure nothing changes.
     */
    private void rebuild(String nextVariant, Map<String, String> nextOverrides, boolean nextKomiSet,
                         Setup nextSetup, boolean replay) {
        GameDefinition definition;
        try {
            definition = definition(nextVariant, nextOverrides, nextSetup);
        } catch (OptionException e) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, e.getMessage());
        }
        GtpGame next = new GtpGame(start(definition, nextSetup));
        if (replay) {
            int number = 0;
            for (GtpGame.Played played : game.moves()) {
                number++;
                try {
                    next.play(played.side(), played.move());
                } catch (IllegalMoveException e) {
                    throw new ProtocolError(ProtocolError.Kind.INVALID_VALUE, "the game so far is not legal under "
                            + definition.text() + ": move " + number + " " + e.getMessage());
                }
            }
        }
        variant = nextVariant;
        overrides = new LinkedHashMap<>(nextOverrides);
        komiSet = nextKomiSet;
        setup = nextSetup;
        game = next;
    }

    private GameDefinition definition(String variantId, Map<String, String> options, Setup start) {
        Map<String, String> all = new LinkedHashMap<>(options);
        if (start instanceof Setup.Fixed fixed) {
            all.put(GoOptions.HANDICAP.name(), Integer.toString(fixed.count()));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), HandicapPlacement.FIXED.id());
        } else if (start instanceof Setup.Free free) {
            // The handicap option counts at most 9 stones; more are set up without a bonus.
            int count = free.points().size() <= GoOptions.HANDICAP.max() ? free.points().size() : 0;
            all.put(GoOptions.HANDICAP.name(), Integer.toString(count));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), HandicapPlacement.FREE.id());
        } else if (start instanceof Setup.Loaded loaded) {
            GameDefinition file = loaded.start().definition();
            all.put(GoOptions.HANDICAP.name(), Integer.toString(file.get(GoOptions.HANDICAP)));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), file.get(GoOptions.HANDICAP_PLACEMENT).id());
        }
        return module.define(variantId, all);
    }

    private static GoState start(GameDefinition definition, Setup setup) {
        if (setup instanceof Setup.Free free) {
            int size = definition.get(GoOptions.SIZE);
            byte[] cells = new byte[size * size];
            for (int p : free.points()) {
                cells[p] = Stones.BLACK;
            }
            return GoState.setUp(definition, cells, Stones.WHITE_SIDE);
        }
        if (setup instanceof Setup.Loaded loaded) {
            GoState start = loaded.start();
            // Under other rules (komi or rule set changed since) the position is set up again, without its past.
            return start.definition().equals(definition) ? start
                    : GoState.setUp(definition, start.cells(), start.toMove());
        }
        return (GoState) definition.newGame();
    }

    private static Side color(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> Stones.BLACK_SIDE;
            case "w", "white" -> Stones.WHITE_SIDE;
            default -> throw new ProtocolError(ProtocolError.Kind.INVALID_COLOR);
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
            throw new ProtocolError(ProtocolError.Kind.INVALID_COORDINATE);
        }
        try {
            return GtpNotation.point(state().size(), text);
        } catch (NotationException e) {
            throw new ProtocolError(ProtocolError.Kind.INVALID_COORDINATE);
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

    /** What the game starts from: the definition's initial state, handicap stones, or a loaded file's start. */
    private sealed interface Setup {
        Setup NONE = new Initial();

        /** The definition's initial state (with any handicap its options give). */
        record Initial() implements Setup {
        }

        /** GTP's fixed handicap stones. */
        record Fixed(int count) implements Setup {
        }

        /** Free handicap stones on these points, white to move. */
        record Free(List<Integer> points) implements Setup {
            public Free {
                points = List.copyOf(points);
            }
        }

        /** The start of an SGF file's game. */
        record Loaded(GoState start) implements Setup {
        }
    }

    /** GTP {@code time_settings}: seconds of main time, seconds of byo-yomi, stones per byo-yomi period. */
    public record TimeSettings(int mainTime, int byoYomiTime, int byoYomiStones) {
    }

    /** GTP {@code time_left}: seconds left, stones left in the period (0 in main time). */
    public record TimeLeft(int seconds, int stones) {
    }
}
