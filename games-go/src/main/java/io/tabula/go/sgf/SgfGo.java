package io.tabula.go.sgf;

import static io.tabula.sgf.SgfPoints.isPass;
import static io.tabula.sgf.SgfPoints.point;
import static io.tabula.sgf.SgfPoints.points;
import static io.tabula.sgf.SgfPoints.value;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.FixedHandicap;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.LibertyCheck;
import io.tabula.go.rules.GoStates;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.Stones;
import io.tabula.hash.HashHistory;
import io.tabula.options.OptionException;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfBoardSize;
import io.tabula.sgf.SgfException;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfPoints;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfPosition;
import io.tabula.sgf.SgfWarning;
import io.tabula.sgf.SgfWriter;
import io.tabula.topology.Grid;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SGF FF[4] for Go (GM[1]): the rules a root names, the main line replayed through them,
 * and records written as SGF.
 *
 * <p>Points: {@code aa} is the top-left corner, the first letter the column from the
 * left, the second the row from the top; Tabula counts rows from the bottom, so the
 * point is {@code (size - 1 - row) * size + column}. A pass is {@code B[]}, or
 * {@code B[tt]} on boards up to 19x19 (FF[3]). Point lists may be compressed:
 * {@code AB[aa:cc]} is the nine points of that rectangle.
 *
 * <p>Rules: {@code SZ} (square, 2 to 25; 19 when absent; any other value is an error, see
 * {@link SgfBoardSize}), {@code KM} (0 when absent, as FF[4] has no
 * default), {@code HA}, and {@code RU} to a variant: Chinese, Japanese (and Korean),
 * AGA, NZ, Tromp-Taylor, Ing (and GOE); any other RU is read as Chinese with a warning.
 * Handicap: with {@code AB} (or {@code AW}) stones in the root, those stones are the
 * start and white moves first (unless {@code PL} says otherwise); the placement is
 * {@code fixed} when the black stones are GTP's fixed points, else {@code free}. Without
 * set-up stones, black's first moves place the stones ({@code free}) when the line begins
 * with B or {@code PL[B]}; else the fixed points are assumed, with a warning. A definition that SZ, KM, HA and RU
 * cannot say (an option changed from its variant's value) is written in the private
 * property {@link #DEFINITION_PROPERTY} as its canonical text, and read from it.
 */
public final class SgfGo {
    /** The private root property that holds a definition's canonical text when SZ/KM/HA/RU do not say it all. */
    public static final String DEFINITION_PROPERTY = "TABULA";

    private static final GameModule MODULE = InstalledGo.MODULE;
    private static final GameRegistry REGISTRY = InstalledGo.REGISTRY;
    private static final SgfBoardSize BOARD = new SgfBoardSize("Go", 19, GoOptions.SIZE.min(), GoOptions.SIZE.max());
    private static final Pattern RESIGNATION = Pattern.compile("([BW])\\+R(ESIGN)?", Pattern.CASE_INSENSITIVE);

    /** The RU value written for each variant. */
    private static final Map<String, String> RULE_NAMES = Map.of(
            "chinese", "Chinese", "japanese", "Japanese", "aga", "AGA", "new-zealand", "NZ",
            "tromp-taylor", "Tromp-Taylor", "ing", "Ing");

    /** RU values, lower case with everything but letters and digits dropped, to variants. */
    private static final Map<String, String> RULE_ALIASES;

    static {
        Map<String, String> aliases = new LinkedHashMap<>();
        for (String name : List.of("chinese", "cn", "china", "chineserules")) {
            aliases.put(name, "chinese");
        }
        for (String name : List.of("japanese", "jp", "japan", "japaneserules", "korean", "kr", "korea")) {
            aliases.put(name, "japanese");
        }
        for (String name : List.of("aga", "agarules", "american")) {
            aliases.put(name, "aga");
        }
        for (String name : List.of("nz", "newzealand", "newzealandrules")) {
            aliases.put(name, "new-zealand");
        }
        for (String name : List.of("tromptaylor", "tromptaylorrules", "tt")) {
            aliases.put(name, "tromp-taylor");
        }
        for (String name : List.of("ing", "goe", "ingrules", "ingsst")) {
            aliases.put(name, "ing");
        }
        RULE_ALIASES = Map.copyOf(aliases);
    }

    private SgfGo() {
    }

    // ---------------------------------------------------------------- rules

    /** The variant that an RU value names, or empty if it is none Tabula knows. */
    public static Optional<String> variantOf(String rules) {
        String key = rules.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        return Optional.ofNullable(RULE_ALIASES.get(key));
    }

    /** The RU value written for a variant: {@code Chinese}, {@code NZ}, {@code Tromp-Taylor}... */
    public static String ruleName(String variant) {
        return RULE_NAMES.getOrDefault(variant, variant);
    }

    /**
     * The Go definition a root names (see the class comment); warnings are dropped.
     *
     * @throws SgfException if the tree is not Go ({@code GM} other than 1) or its board is
     *                      not one Tabula plays (not square, or not 2 to 25)
     */
    public static GameDefinition definition(SgfNode root) {
        return definition(root, new ArrayList<>());
    }

    /**
     * The Go definition a root names, adding to {@code warnings} what it passed over.
     *
     * @throws SgfException if the tree is not Go or its board is not one Tabula plays
     */
    public static GameDefinition definition(SgfNode root, List<SgfWarning> warnings) {
        return header(root, warnings).definition;
    }

    private enum Handicap {
        /** No handicap, or one whose stones the root sets up with AB. */
        SET_UP,
        /** Black places the stones as moves. */
        MOVES,
        /** No AB: the fixed points. */
        FIXED_POINTS
    }

    private record Header(GameDefinition definition, Handicap handicap) {
    }

    private static Header header(SgfNode root, List<SgfWarning> warnings) {
        Optional<String> gm = root.value("GM");
        if (gm.isPresent() && !gm.get().trim().equals("1")) {
            throw new SgfException(at(root, "GM", 0), "GM[" + gm.get() + "]: not a game of Go (Go is GM[1])");
        }
        root.value("FF").ifPresent(ff -> {
            if (!ff.trim().matches("[1-4]")) {
                warnings.add(new SgfWarning(at(root, "FF", 0), "FF[" + ff + "]: not an SGF version 1 to 4; read as FF[4]"));
            }
        });
        int size = BOARD.of(root);
        Optional<GameDefinition> stored = stored(root, size, warnings);

        String variant = "chinese";
        Optional<String> ru = root.value("RU");
        if (ru.isPresent()) {
            Optional<String> known = variantOf(ru.get());
            if (known.isPresent()) {
                variant = known.get();
            } else {
                warnings.add(new SgfWarning(at(root, "RU", 0), "RU[" + ru.get()
                        + "]: rules Tabula does not know; read as Chinese"));
            }
        }
        BigDecimal komi = komi(root, warnings);
        int handicap = handicap(root, warnings);

        Map<String, String> options = new LinkedHashMap<>();
        options.put(GoOptions.SIZE.name(), Integer.toString(size));
        options.put(GoOptions.KOMI.name(), komi.toPlainString());
        Handicap mode = Handicap.SET_UP;
        if (handicap > 0) {
            Set<Integer> stones = new HashSet<>(rootPoints(root, "AB", size));
            boolean blackFirst = firstColour(root).map(Stones.BLACK_SIDE::equals)
                    .orElse(root.value("PL").map(pl -> pl.trim().equalsIgnoreCase("B")).orElse(false));
            boolean fixedFits = handicap <= FixedHandicap.maximum(size);
            HandicapPlacement placement;
            if (!stones.isEmpty() || !rootPoints(root, "AW", size).isEmpty()) {
                // A position (a game record's handicap stones, or a later position whose black
                // stones may all be gone): it is the start.
                Set<Integer> fixed = new HashSet<>();
                if (fixedFits) {
                    Arrays.stream(FixedHandicap.points(Grid.square(size), handicap)).forEach(fixed::add);
                }
                placement = stones.equals(fixed) ? HandicapPlacement.FIXED : HandicapPlacement.FREE;
            } else if (blackFirst) {
                placement = HandicapPlacement.FREE;
                mode = Handicap.MOVES;
            } else if (fixedFits) {
                placement = HandicapPlacement.FIXED;
                mode = Handicap.FIXED_POINTS;
                warnings.add(new SgfWarning(at(root, "HA", 0), "HA[" + handicap
                        + "] without AB stones: the fixed handicap points assumed"));
            } else {
                warnings.add(new SgfWarning(at(root, "HA", 0), "HA[" + handicap + "] without AB stones, and no fixed "
                        + "handicap of " + handicap + " fits a " + size + "x" + size + " board: read as no handicap"));
                placement = HandicapPlacement.FIXED;
                handicap = 0;
            }
            options.put(GoOptions.HANDICAP.name(), Integer.toString(handicap));
            options.put(GoOptions.HANDICAP_PLACEMENT.name(), placement.id());
        }

        if (stored.isPresent()) {
            GameDefinition base = stored.get();
            Map<String, String> changes = new LinkedHashMap<>();
            for (String name : List.of(GoOptions.KOMI.name(), GoOptions.HANDICAP.name())) {
                String fromFile = options.getOrDefault(name, "0");
                if (!base.options().text(name).equals(fromFile)
                        && !(name.equals(GoOptions.KOMI.name()) && root.value("KM").isEmpty())) {
                    warnings.add(new SgfWarning(at(root, DEFINITION_PROPERTY, 0), DEFINITION_PROPERTY
                            + " says " + name + "=" + base.options().text(name) + " but the file says " + fromFile
                            + ": the file's value is used"));
                    changes.put(name, fromFile);
                    if (name.equals(GoOptions.HANDICAP.name()) && options.containsKey(GoOptions.HANDICAP_PLACEMENT.name())) {
                        changes.put(GoOptions.HANDICAP_PLACEMENT.name(),
                                options.get(GoOptions.HANDICAP_PLACEMENT.name()));
                    }
                }
            }
            return new Header(define(base.variant(), merged(base, changes), root, warnings), mode);
        }
        return new Header(define(variant, options, root, warnings), mode);
    }

    private static Map<String, String> merged(GameDefinition base, Map<String, String> changes) {
        Map<String, String> all = new LinkedHashMap<>(base.options().asText());
        all.putAll(changes);
        return all;
    }

    private static GameDefinition define(String variant, Map<String, String> options, SgfNode root,
                                         List<SgfWarning> warnings) {
        try {
            return MODULE.define(variant, options);
        } catch (OptionException e) {
            warnings.add(new SgfWarning(at(root, "HA", 0), e.getMessage() + ": read as no handicap"));
            Map<String, String> without = new LinkedHashMap<>(options);
            without.put(GoOptions.HANDICAP.name(), "0");
            return MODULE.define(variant, without);
        }
    }

    private static Optional<GameDefinition> stored(SgfNode root, int size, List<SgfWarning> warnings) {
        Optional<String> text = root.value(DEFINITION_PROPERTY);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            GameDefinition definition = REGISTRY.parseDefinition(text.get());
            if (definition.get(GoOptions.SIZE) != size) {
                warnings.add(new SgfWarning(at(root, DEFINITION_PROPERTY, 0), DEFINITION_PROPERTY
                        + " names a board of " + definition.get(GoOptions.SIZE) + " but SZ one of " + size
                        + ": ignored"));
                return Optional.empty();
            }
            return Optional.of(definition);
        } catch (TabulaException | IllegalArgumentException e) {
            warnings.add(new SgfWarning(at(root, DEFINITION_PROPERTY, 0), DEFINITION_PROPERTY + "["
                    + text.get() + "] is not a Go definition (" + e.getMessage() + "): ignored"));
            return Optional.empty();
        }
    }

    private static BigDecimal komi(SgfNode root, List<SgfWarning> warnings) {
        Optional<String> km = root.value("KM");
        if (km.isEmpty()) {
            return BigDecimal.ZERO;
        }
        SgfPosition at = at(root, "KM", 0);
        BigDecimal komi;
        try {
            komi = new BigDecimal(km.get().trim());
        } catch (NumberFormatException e) {
            warnings.add(new SgfWarning(at, "KM[" + km.get() + "] is not a number: komi 0 assumed"));
            return BigDecimal.ZERO;
        }
        if (komi.abs().compareTo(new BigDecimal("1000")) > 0) {
            warnings.add(new SgfWarning(at, "KM[" + km.get() + "] is beyond 1000 points: komi 0 assumed"));
            return BigDecimal.ZERO;
        }
        BigDecimal halves = komi.multiply(BigDecimal.valueOf(2));
        if (halves.stripTrailingZeros().scale() > 0) {
            BigDecimal rounded = halves.setScale(0, RoundingMode.HALF_UP).divide(BigDecimal.valueOf(2));
            warnings.add(new SgfWarning(at, "KM[" + km.get() + "] is not a multiple of 0.5: read as "
                    + plain(rounded)));
            return new BigDecimal(plain(rounded));
        }
        return new BigDecimal(plain(komi));
    }

    private static String plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }

    private static int handicap(SgfNode root, List<SgfWarning> warnings) {
        Optional<String> ha = root.value("HA");
        if (ha.isEmpty()) {
            return 0;
        }
        SgfPosition at = at(root, "HA", 0);
        int handicap;
        try {
            handicap = Integer.parseInt(ha.get().trim());
        } catch (NumberFormatException e) {
            warnings.add(new SgfWarning(at, "HA[" + ha.get() + "] is not a number of stones: no handicap assumed"));
            return 0;
        }
        if (handicap < 0) {
            warnings.add(new SgfWarning(at, "HA[" + ha.get() + "] is negative: no handicap assumed"));
            return 0;
        }
        if (handicap == 1) {
            return 0; // a game without komi in some servers' files; no stones
        }
        if (handicap > 9) {
            warnings.add(new SgfWarning(at, "HA[" + ha.get() + "] is more than 9 stones: read as 9 for the rules"));
            return 9;
        }
        return handicap;
    }

    private static List<Integer> rootPoints(SgfNode root, String id, int size) {
        List<Integer> out = new ArrayList<>();
        for (String value : root.values(id)) {
            try {
                out.addAll(points(value, size));
            } catch (IllegalArgumentException e) {
                // reported when the replay sets the stones up
            }
        }
        return out;
    }

    private static Optional<Side> firstColour(SgfNode root) {
        for (SgfNode node : root.mainLine()) {
            for (String id : node.properties().keySet()) {
                if (id.equals("B")) {
                    return Optional.of(Stones.BLACK_SIDE);
                }
                if (id.equals("W")) {
                    return Optional.of(Stones.WHITE_SIDE);
                }
            }
        }
        return Optional.empty();
    }

    private static SgfPosition at(SgfNode node, String id, int index) {
        return node.valuePosition(id, index).or(node::position).orElse(SgfPosition.START);
    }

    // ---------------------------------------------------------------- replay

    /**
     * The first game tree of a parse replayed, with the parse's warnings first.
     *
     * @throws SgfException if it is not Go or its board is not one Tabula plays
     */
    public static SgfReplay replay(SgfParse parse) {
        return replay(parse.first(), parse.warnings());
    }

    /**
     * The main line of {@code root} replayed through the rules it names, stopping at the
     * first move they reject.
     *
     * @throws SgfException if it is not Go or its board is not one Tabula plays
     */
    public static SgfReplay replay(SgfNode root) {
        return replay(root, List.of());
    }

    /** As {@link #replay(SgfNode)}, with {@code earlier} warnings (the parser's) before its own. */
    public static SgfReplay replay(SgfNode root, List<SgfWarning> earlier) {
        return new Replayer(root, earlier).run();
    }

    /** One replay: the main line, node by node. */
    private static final class Replayer {
        private final SgfNode root;
        private final List<SgfWarning> warnings;
        private final List<GoMove> moves = new ArrayList<>();
        private final List<GoState> states = new ArrayList<>();
        private GameDefinition definition;
        private int size;
        private boolean edited;
        private int moveNumber;
        /** The illegal move the replay stopped at, or null while every move so far was legal. */
        private SgfIllegalMove rejected;

        Replayer(SgfNode root, List<SgfWarning> earlier) {
            this.root = root;
            this.warnings = new ArrayList<>(earlier);
        }

        SgfReplay run() {
            Header header = header(root, warnings);
            definition = header.definition;
            size = definition.get(GoOptions.SIZE);
            GoState start = start(header.handicap);
            GoState state = start;
            states.add(start);
            List<SgfNode> line = root.mainLine();
            for (int i = 0; i < line.size(); i++) {
                SgfNode node = line.get(i);
                if (i > 0) {
                    state = setUpLater(node, state);
                }
                if (node.has("B") && node.has("W")) {
                    warnings.add(new SgfWarning(at(node, "W", 0), "a node with both B and W: both played, "
                            + "in the order given"));
                }
                for (String id : node.properties().keySet()) {
                    if (!id.equals("B") && !id.equals("W")) {
                        continue;
                    }
                    List<String> values = node.values(id);
                    if (values.size() > 1) {
                        warnings.add(new SgfWarning(at(node, id, 1), id + " has " + values.size()
                                + " values: only the first is played"));
                    }
                    state = play(state, node, id, values.get(0));
                    if (rejected != null) {
                        return new SgfReplay(definition, start, moves, states, Optional.of(rejected), edited, warnings);
                    }
                }
            }
            state = resignation(state);
            agreedDead(state, line.get(line.size() - 1));
            return new SgfReplay(definition, start, moves, states, Optional.empty(), edited, warnings);
        }

        /**
         * A game ended by two passes whose last node marks stones as the other side's
         * territory ({@code TB} on white stones, {@code TW} on black ones, as {@link #toTree}
         * writes them) ends with those stones agreed dead: the last state is replaced by the
         * one that counts them so. Territory marks on empty points or own stones say nothing
         * of dead stones and are passed over.
         */
        private void agreedDead(GoState state, SgfNode last) {
            if (!state.isOver() || !state.outcome().endedBy(GoOutcome.SCORE)) {
                return;
            }
            Set<Integer> dead = new java.util.TreeSet<>();
            for (String id : List.of("TB", "TW")) {
                byte enemy = id.equals("TB") ? Stones.WHITE : Stones.BLACK;
                List<String> values = last.values(id);
                for (int i = 0; i < values.size(); i++) {
                    try {
                        for (int point : points(values.get(i), size)) {
                            if (state.stone(point) == enemy) {
                                dead.add(point);
                            }
                        }
                    } catch (IllegalArgumentException e) {
                        warnings.add(new SgfWarning(at(last, id, i), id + "[" + values.get(i) + "]: " + e.getMessage()
                                + ": passed over"));
                    }
                }
            }
            if (!dead.isEmpty()) {
                states.set(states.size() - 1, state.withDead(dead));
            }
        }

        /** The next state, the same state when the value was skipped, or the move the rules reject. */
        /**
         * Plays the move of property {@code id} on {@code state} and returns the state after
         * it, or {@code state} itself when the move is skipped; an illegal move is kept in
         * {@link #rejected}, and the replay stops there.
         */
        private GoState play(GoState state, SgfNode node, String id, String value) {
            SgfPosition at = at(node, id, 0);
            Side colour = id.equals("B") ? Stones.BLACK_SIDE : Stones.WHITE_SIDE;
            GoMove move;
            if (isPass(value, size)) {
                move = GoMove.PASS;
            } else {
                try {
                    move = state.rules().place(point(value.trim(), size));
                } catch (IllegalArgumentException e) {
                    warnings.add(new SgfWarning(at, id + "[" + value + "]: " + e.getMessage() + "; the move is skipped"));
                    return state;
                }
            }
            moveNumber++;
            GoState before = state;
            if (!state.isOver() && !state.toMove().equals(colour)) {
                warnings.add(new SgfWarning(at, "move " + moveNumber + ": " + colour.id() + " plays, but "
                        + state.toMove().id() + " was to move (colours do not alternate): read as " + colour.id()
                        + " to move"));
                before = withToMove(state, colour);
                edited = true;
            }
            MoveCheck check = before.check(move);
            if (check instanceof MoveCheck.Illegal illegal) {
                rejected = new SgfIllegalMove(moveNumber, colour, move, value, at, illegal.reason(),
                        illegal.detail());
                warnings.add(new SgfWarning(at, rejected.describe(size) + "; the replay stops here"));
                return state;
            }
            GoState after = before.apply(move);
            moves.add(move);
            states.add(after);
            return after;
        }

        private GoState start(Handicap handicap) {
            Optional<Side> pl = player(root);
            if (handicap == Handicap.MOVES) {
                GoState initial = GoState.TYPE.state(definition.newGame());
                if (pl.isPresent() && !pl.get().equals(Stones.BLACK_SIDE)) {
                    warnings.add(new SgfWarning(at(root, "PL", 0), "PL[W] ignored: black places the handicap "
                            + "stones first"));
                }
                if (root.has("AW") || root.has("AE")) {
                    warnings.add(new SgfWarning(at(root, root.has("AW") ? "AW" : "AE", 0),
                            "set-up stones before free handicap moves ignored"));
                }
                return initial;
            }
            byte[] cells = handicap == Handicap.FIXED_POINTS ? GoState.TYPE.state(definition.newGame()).cells()
                    : new byte[size * size];
            setUp(root, cells);
            Side toMove;
            if (pl.isPresent()) {
                toMove = pl.get();
            } else if (definition.get(GoOptions.HANDICAP) > 0) {
                toMove = Stones.WHITE_SIDE;
            } else {
                toMove = firstColour(root).orElse(Stones.BLACK_SIDE);
            }
            requireLiberties(cells, root);
            return GoState.setUp(definition, cells, toMove);
        }

        /** Set-up and PL in a node after the root: the position is edited (a warning, as a record cannot say it). */
        private GoState setUpLater(SgfNode node, GoState state) {
            boolean stones = node.has("AB") || node.has("AW") || node.has("AE");
            Optional<Side> pl = player(node);
            if (!stones && pl.isEmpty()) {
                return state;
            }
            String id = stones ? (node.has("AB") ? "AB" : node.has("AW") ? "AW" : "AE") : "PL";
            warnings.add(new SgfWarning(at(node, id, 0), "set-up (" + id + ") after move " + moveNumber
                    + ": the position is edited"));
            edited = true;
            byte[] cells = state.cells();
            if (stones) {
                setUp(node, cells);
                requireLiberties(cells, node);
            }
            Side toMove = pl.orElse(state.toMove());
            // A fresh history: the edited position has no past that superko could repeat.
            return GoStates.restored(definition, cells, toMove, state.ply(), stones ? 0 : state.passes(),
                    captures(state), -1, state.handicapLeft(), HashHistory.EMPTY, Set.of(), state.outcome());
        }

        private void setUp(SgfNode node, byte[] cells) {
            Map<Integer, String> placedHere = new LinkedHashMap<>();
            for (String id : node.properties().keySet()) {
                byte stone = switch (id) {
                    case "AB" -> Stones.BLACK;
                    case "AW" -> Stones.WHITE;
                    case "AE" -> Stones.EMPTY;
                    default -> -1;
                };
                if (stone < 0) {
                    continue;
                }
                List<String> values = node.values(id);
                for (int i = 0; i < values.size(); i++) {
                    List<Integer> points;
                    try {
                        points = points(values.get(i), size);
                    } catch (IllegalArgumentException e) {
                        warnings.add(new SgfWarning(at(node, id, i), id + "[" + values.get(i) + "]: " + e.getMessage()
                                + "; skipped"));
                        continue;
                    }
                    for (int p : points) {
                        String earlier = placedHere.put(p, id);
                        if (earlier != null && !earlier.equals(id)) {
                            warnings.add(new SgfWarning(at(node, id, i), id + " and " + earlier + " both set up "
                                    + GtpNotation.point(size, p) + " [" + value(p, size) + "]: " + id + " counts"));
                        }
                        cells[p] = stone;
                    }
                }
            }
        }

        private void requireLiberties(byte[] cells, SgfNode node) {
            for (int start : LibertyCheck.chainsWithoutLiberties(GoRules.of(definition), cells)) {
                String id = node.has("AB") ? "AB" : node.has("AW") ? "AW" : "AE";
                warnings.add(new SgfWarning(at(node, id, 0), "the set-up chain at " + GtpNotation.point(size, start)
                        + " [" + value(start, size) + "] has no liberties; it stays on the board"));
            }
        }

        private Optional<Side> player(SgfNode node) {
            Optional<String> pl = node.value("PL");
            if (pl.isEmpty()) {
                return Optional.empty();
            }
            String v = pl.get().trim().toUpperCase(Locale.ROOT);
            if (v.equals("B") || v.equals("BLACK") || v.equals("1")) {
                return Optional.of(Stones.BLACK_SIDE);
            }
            if (v.equals("W") || v.equals("WHITE") || v.equals("2")) {
                return Optional.of(Stones.WHITE_SIDE);
            }
            warnings.add(new SgfWarning(at(node, "PL", 0), "PL[" + pl.get() + "] is not B or W: ignored"));
            return Optional.empty();
        }

        /** RE[B+R] or RE[W+R] with the loser to move at the end: the loser's resignation is the last move. */
        private GoState resignation(GoState state) {
            Optional<String> re = root.value("RE");
            if (re.isEmpty() || state.isOver()) {
                return state;
            }
            Matcher m = RESIGNATION.matcher(re.get().trim());
            if (!m.matches()) {
                return state;
            }
            Side winner = m.group(1).equalsIgnoreCase("B") ? Stones.BLACK_SIDE : Stones.WHITE_SIDE;
            if (state.toMove().equals(winner) || !state.check(GoMove.RESIGN).isLegal()) {
                return state;
            }
            GoState after = state.apply(GoMove.RESIGN);
            moves.add(GoMove.RESIGN);
            states.add(after);
            return after;
        }
    }

    private static int[] captures(GoState state) {
        return new int[] {state.captures(Stones.BLACK_SIDE), state.captures(Stones.WHITE_SIDE)};
    }

    private static GoState withToMove(GoState state, Side side) {
        return GoStates.restored(state.definition(), state.cells(), side, state.ply(), state.passes(), captures(state),
                -1, state.handicapLeft(), state.history(), state.dead(), state.outcome());
    }

    // ---------------------------------------------------------------- writing

    /**
     * A Go record as SGF text (see {@link #toTree}).
     *
     * @throws IllegalArgumentException if the record is not of Go
     */
    public static String toSgf(GameRecord record) {
        return SgfWriter.write(toTree(record));
    }

    /**
     * A Go record as an SGF game tree: the root names the rules ({@code SZ}, {@code KM},
     * {@code HA}, {@code RU}, and {@link #DEFINITION_PROPERTY} when they do not say it
     * all), sets up the start's stones with {@code AB}/{@code AW} and {@code PL} when it
     * is not the empty board with black to move, and gives the result ({@code B+3.5},
     * {@code W+R}, {@code 0}); a node per move follows, a pass as {@code B[]}. A start
     * with a past (prisoners, a ko, earlier positions) is written as its position only.
     *
     * @throws IllegalArgumentException if the record is not of Go
     */
    public static SgfNode toTree(GameRecord record) {
        return toTree(record, GoState.TYPE.state(record.last()));
    }

    /**
     * A Go record as SGF text (see {@link #toTree(GameRecord, GoState)}).
     *
     * @throws IllegalArgumentException if the record is not of Go
     */
    public static String toSgf(GameRecord record, GoState end) {
        return SgfWriter.write(toTree(record, end));
    }

    /**
     * As {@link #toTree(GameRecord)}, the game having ended in {@code end}: the state after the
     * record's moves, with the stones the players agreed dead ({@link GoState#dead()}). The
     * result is {@code end}'s, and the last node (the root when there is no move) names the
     * dead stones as the territory they stand in: a dead white stone's point in {@code TB},
     * a dead black stone's in {@code TW}. The empty territory is not listed; the count
     * follows from the dead stones and the rules.
     *
     * @throws IllegalArgumentException if the record is not of Go, or {@code end} is not the
     *                                  state after its moves (dead stones aside)
     */
    public static SgfNode toTree(GameRecord record, GoState end) {
        if (!(record.start() instanceof GoState start)) {
            throw new IllegalArgumentException("SGF records are written for Go; this record is of "
                    + record.definition().gameId());
        }
        GameDefinition definition = record.definition();
        int size = definition.get(GoOptions.SIZE);
        SgfNode.Builder rootBuilder = SgfNode.builder()
                .add("FF", "4").add("GM", "1").add("CA", "UTF-8").add("AP", "Tabula:0.1.0")
                .add("SZ", Integer.toString(size))
                .add("RU", ruleName(definition.variant()))
                .add("KM", definition.options().text(GoOptions.KOMI.name()));
        int handicap = definition.get(GoOptions.HANDICAP);
        if (handicap > 0) {
            rootBuilder.add("HA", Integer.toString(handicap));
        }
        boolean setUp = SgfPoints.addSetup(rootBuilder, size, start::stone);
        if (setUp || !start.toMove().equals(Stones.BLACK_SIDE)
                || start.handicapLeft() > 0) {
            rootBuilder.add("PL", start.toMove().equals(Stones.BLACK_SIDE) ? "B" : "W");
        }

        List<SgfNode.Builder> nodes = new ArrayList<>();
        GameState state = start;
        for (Move move : record.moves()) {
            GoMove goMove = GoState.TYPE.move(move);
            if (!(goMove instanceof GoMove.Resign)) {
                String colour = state.toMove().equals(Stones.BLACK_SIDE) ? "B" : "W";
                String v = goMove instanceof GoMove.Place place ? value(place.point(), size) : "";
                nodes.add(SgfNode.builder().add(colour, v));
            }
            state = state.apply(move);
        }
        if (!end.withDead(Set.of()).equals(GoState.TYPE.state(state).withDead(Set.of()))) {
            throw new TabulaException("the game's last position is not the one its moves reach (dead stones aside): "
                    + "SGF of moves cannot say it");
        }
        result(end).ifPresent(re -> rootBuilder.add("RE", re));
        if (!end.dead().isEmpty()) {
            SgfNode.Builder last = nodes.isEmpty() ? rootBuilder : nodes.get(nodes.size() - 1);
            for (int point : end.dead()) {
                last.add(end.stone(point) == Stones.WHITE ? "TB" : "TW", value(point, size));
            }
        }

        SgfNode tail = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            tail = tail == null ? nodes.get(i).build() : nodes.get(i).child(tail).build();
        }
        if (tail != null) {
            rootBuilder.child(tail);
        }
        SgfNode root = rootBuilder.build();
        if (!definition(root).equals(definition)) {
            root = root.toBuilder().add(DEFINITION_PROPERTY, definition.text()).build();
        }
        return root;
    }

    /** The RE value of a finished game: {@code B+3.5}, {@code W+R}, {@code 0}; empty while it goes on. */
    public static Optional<String> result(GameState state) {
        Outcome outcome = state.outcome();
        if (outcome instanceof Outcome.Draw) {
            return Optional.of("0");
        }
        if (outcome instanceof Outcome.Win win) {
            String side = win.side().equals(Stones.BLACK_SIDE) ? "B" : "W";
            if (win.why().equals(GoOutcome.RESIGN)) {
                return Optional.of(side + "+R");
            }
            if (win.why().equals(GoOutcome.SCORE) && state instanceof GoState go) {
                return Optional.of(go.score().result());
            }
            return Optional.of(side + "+");
        }
        return Optional.empty();
    }
}
