package io.tabula.gomoku.record;

import static io.tabula.sgf.SgfPoints.isPass;
import static io.tabula.sgf.SgfPoints.point;
import static io.tabula.sgf.SgfPoints.points;
import static io.tabula.sgf.SgfPoints.value;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuOutcome;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfBoardSize;
import io.tabula.sgf.SgfException;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfPoints;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfPosition;
import io.tabula.sgf.SgfWarning;
import io.tabula.sgf.SgfWriter;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * SGF FF[4] for Gomoku and Renju ({@code GM[4]}), read with the framework's tolerant
 * reader and written with its strict writer.
 *
 * <p>Points: {@code aa} is the top-left corner, the first letter the column from the
 * left, the second the row from the top. Renju notation and Tabula count rows from the
 * bottom, so on a 15x15 board {@code aa} is {@code a15}, {@code ao} is {@code a1} and
 * {@code hh} is {@code h8}; the point index is {@code (size - 1 - row) * size + column}.
 *
 * <p>Root: {@code SZ} (square, 5 to 26; 15 when absent; any other value is an error, see
 * {@link SgfBoardSize}), and {@code RU} for the variant:
 * <table>
 * <caption>RU values</caption>
 * <tr><th>variant</th><th>written</th><th>also read</th></tr>
 * <tr><td>renju</td><td>{@code RU[Renju]}</td><td>RIF, Renju-RIF, and the renju opening rules Yamaguchi,
 * Soosorv(-8), Taraguchi(-10), Tarannikov, whose records list the stones only (read in free
 * play)</td></tr>
 * <tr><td>freestyle</td><td>{@code RU[Gomoku]}</td><td>Freestyle, Free, Freestyle-Gomoku</td></tr>
 * <tr><td>standard</td><td>{@code RU[Standard]}</td><td>Standard-Gomoku, Exact5, Exactly-Five</td></tr>
 * <tr><td>caro</td><td>{@code RU[Caro]}</td><td>Gomoku-Caro</td></tr>
 * </table>
 * (case, accents, blanks and punctuation do not count). Without {@code RU} the game is read as
 * freestyle; an unknown {@code RU} too, with a warning. When {@code SZ} and {@code RU}
 * do not say the whole definition (an option changed from its variant's value, such as
 * {@code forbiddenMoves=claim}), the writer adds the private property
 * {@link #DEFINITION_PROPERTY} with the definition's canonical text, and the reader
 * prefers it. {@code GM} other than 4 is an error.
 *
 * <p>Game information ({@link #INFO}: {@code PB}, {@code PW}, {@code RE}, {@code DT},
 * {@code C} of the root, and the other FF[4] game-info properties) is kept as text in
 * {@link GomokuReplay#info()} and written back. The writer gives {@code RE} from the
 * outcome when the game is over: {@code B+} / {@code W+} for five in a row, {@code W+F}
 * for a black foul under renju (forfeit), {@code 0} for a draw; while the game goes on,
 * the {@code RE} given in the information, if any.
 *
 * <p>Set-up: {@code AB} and {@code AW} in the root (point lists may be compressed,
 * {@code aa:cc}) are the starting position, with {@code PL} to say who moves, else the
 * colour of the first move, else black when black has no more stones than white. The
 * position starts at ply = its number of stones, with no passes made. Set-up after the
 * root is an error.
 *
 * <p>Moves: {@code B[hh]} and {@code W[ih]}, one node each along the main line
 * (variations are not read); a pass is {@code B[]} (written) or {@code B[tt]} on boards up
 * to 19x19 (read); white's claim of a black foul ({@code forbiddenMoves=claim}) is the
 * private property {@code CLAIM[W]} in a node of its own. A move of the colour not to
 * move, a value that is no point and a move the rules reject all stop the reading, with
 * the move's number, value, place in the text and reason.
 *
 * <p>Opening actions (option {@code opening}; SGF has no properties for them, so these are
 * Tabula's private ones, each action one node in the order made, points in the B/W encoding):
 * <table>
 * <caption>opening actions</caption>
 * <tr><th>action</th><th>node(s)</th><th>other SGF tools see</th></tr>
 * <tr><td>{@code swap}</td><td>{@code ;SWAP[]}</td><td>an empty node</td></tr>
 * <tr><td>{@code keep} (Swap2)</td><td>{@code ;KEEP[]}</td><td>an empty node</td></tr>
 * <tr><td>{@code declare 3}</td><td>{@code ;DECLARE[3]}</td><td>an empty node</td></tr>
 * <tr><td>{@code offer g7 j7}</td><td>{@code ;OFFER[gi][ji]} (point order)</td><td>an empty node</td></tr>
 * <tr><td>{@code choose j7}</td><td>{@code ;B[ji]CHOOSE[]}</td><td>black 5 on j7</td></tr>
 * <tr><td>{@code balance i9 j10} (Swap2)</td><td>{@code ;W[ig]BALANCE[];B[jf]}</td>
 *     <td>white 4 on i9, black 5 on j10</td></tr>
 * </table>
 * so a tool that ignores them still shows every stone in its order and colour. A RIF game:
 * (the move list {@code h8 h9 j10 swap i9 offer g7 j7 choose j7 k5}; TABULA abridged here)
 * <pre>(;FF[4]GM[4]CA[UTF-8]AP[Tabula:0.1.0]SZ[15]RU[Renju]TABULA[gomoku(variant=renju,rule=renju,...,opening=rif,...)]
 *;B[hh];W[hg];B[jf];SWAP[];W[ig];OFFER[gi][ji];B[ji]CHOOSE[];W[kk])</pre>
 * The opening protocol is in the definition, so a game with one always carries
 * {@link #DEFINITION_PROPERTY} in its root. {@code SWAP}, {@code KEEP}, {@code CHOOSE} and
 * {@code BALANCE} take no value; a value there, a {@code DECLARE} that is not a whole
 * number, an {@code OFFER} value that is no point, a {@code CHOOSE} without {@code B} or
 * {@code BALANCE} without {@code W} in its node, or a balance whose next node does not hold
 * its black stone {@code B[q]} alone, stop the reading ({@code UNREADABLE}); an action the
 * opening does not allow there stops it with the rules' reason ({@code NOT_ALLOWED_NOW},
 * {@code NOT_OFFERED}, {@code BAD_OFFER}, ...). A black stone at white's turn is only read
 * as a choice when marked {@code CHOOSE[]}.
 */
public final class GomokuSgf {
    /** The private root property that holds a definition's canonical text when SZ and RU do not say it all. */
    public static final String DEFINITION_PROPERTY = "TABULA";
    /** The private move property of white's claim of a black foul: {@code ;CLAIM[W]}. */
    public static final String CLAIM_PROPERTY = "CLAIM";
    /** The private move property of a swap of colours: {@code ;SWAP[]}. */
    public static final String SWAP_PROPERTY = "SWAP";
    /** The private move property of Swap2's keep (the first player stays black): {@code ;KEEP[]}. */
    public static final String KEEP_PROPERTY = "KEEP";
    /** The private move property of a declared number of fifth-move offers: {@code ;DECLARE[2]}. */
    public static final String DECLARE_PROPERTY = "DECLARE";
    /** The private move property of black's fifth-move offers: {@code ;OFFER[gi][ji]}. */
    public static final String OFFER_PROPERTY = "OFFER";
    /** The private marker of white's choice among the offers, beside the chosen black stone: {@code ;B[ji]CHOOSE[]}. */
    public static final String CHOOSE_PROPERTY = "CHOOSE";
    /** The private marker of Swap2's balance, beside its white stone: {@code ;W[ig]BALANCE[];B[jf]}. */
    public static final String BALANCE_PROPERTY = "BALANCE";
    /** The properties that make a move of the record (CHOOSE and BALANCE only mark B and W). */
    private static final Set<String> MOVE_PROPERTIES = Set.of("B", "W", CLAIM_PROPERTY, SWAP_PROPERTY, KEEP_PROPERTY,
            DECLARE_PROPERTY, OFFER_PROPERTY);
    /** The root properties kept as game information, in the order they are written. */
    public static final List<String> INFO = List.of("GN", "EV", "RO", "DT", "PC", "PB", "BR", "BT", "PW", "WR", "WT",
            "TM", "OT", "GC", "ON", "SO", "US", "AN", "CP", "RE", "C");

    private static final int DEFAULT_SIZE = 15;
    private static final SgfBoardSize BOARD = new SgfBoardSize("Gomoku", DEFAULT_SIZE, GomokuOptions.SIZE.min(),
            GomokuOptions.SIZE.max());

    private static final Map<String, String> RULE_NAMES = Map.of(
            "renju", "Renju", "freestyle", "Gomoku", "standard", "Standard", "caro", "Caro");

    private static final Map<String, String> RULE_ALIASES = Map.ofEntries(
            Map.entry("renju", "renju"), Map.entry("rif", "renju"), Map.entry("renjurif", "renju"),
            // renju opening rules: their records list the stones, which free play reads
            Map.entry("yamaguchi", "renju"), Map.entry("soosorv", "renju"), Map.entry("soosorv8", "renju"),
            Map.entry("taraguchi", "renju"), Map.entry("taraguchi10", "renju"), Map.entry("tarannikov", "renju"),
            Map.entry("gomoku", "freestyle"), Map.entry("freestyle", "freestyle"), Map.entry("free", "freestyle"),
            Map.entry("freestylegomoku", "freestyle"),
            Map.entry("standard", "standard"), Map.entry("standardgomoku", "standard"),
            Map.entry("exact5", "standard"), Map.entry("exactlyfive", "standard"),
            Map.entry("caro", "caro"), Map.entry("gomokucaro", "caro"));

    private GomokuSgf() {
    }

    // ---------------------------------------------------------------- rules

    /** The variant an RU value names, or empty if Tabula knows none by that name. */
    public static Optional<String> variantOf(String rules) {
        String letters = Normalizer.normalize(rules, Normalizer.Form.NFD).replaceAll("\\p{M}", ""); // Soosõrv: Soosorv
        return Optional.ofNullable(RULE_ALIASES.get(letters.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "")));
    }

    /** The RU value written for a variant: {@code Renju}, {@code Gomoku}, {@code Standard}, {@code Caro}. */
    public static String ruleName(String variant) {
        return RULE_NAMES.getOrDefault(variant, variant);
    }

    /**
     * The definition a root names (see the class comment); warnings are dropped.
     *
     * @throws SgfException if the tree is not Gomoku or its board is not one Tabula plays
     */
    public static GameDefinition definition(SgfNode root) {
        return definition(root, new ArrayList<>());
    }

    /**
     * The definition a root names, adding to {@code warnings} what it passed over.
     *
     * @throws SgfException if the tree is not Gomoku ({@code GM} other than 4) or its board
     *                      is not one Tabula plays (not square, or not 5 to 26)
     */
    public static GameDefinition definition(SgfNode root, List<SgfWarning> warnings) {
        Optional<String> gm = root.value("GM");
        if (gm.isPresent() && !gm.get().trim().equals("4")) {
            throw new SgfException(at(root, "GM"), "GM[" + gm.get()
                    + "]: not a game of Gomoku or Renju (they are GM[4])");
        }
        int size = BOARD.of(root);
        Optional<String> stored = root.value(DEFINITION_PROPERTY);
        if (stored.isPresent()) {
            try {
                GameDefinition definition = InstalledGomoku.REGISTRY.parseDefinition(stored.get());
                if (definition.get(GomokuOptions.SIZE) == size) {
                    return definition;
                }
                warnings.add(new SgfWarning(at(root, DEFINITION_PROPERTY), DEFINITION_PROPERTY + " names a board of "
                        + definition.get(GomokuOptions.SIZE) + " but SZ one of " + size + ": ignored"));
            } catch (TabulaException | IllegalArgumentException e) {
                warnings.add(new SgfWarning(at(root, DEFINITION_PROPERTY), DEFINITION_PROPERTY + "[" + stored.get()
                        + "] is not a Gomoku definition (" + e.getMessage() + "): ignored"));
            }
        }
        String variant = "freestyle";
        Optional<String> ru = root.value("RU");
        if (ru.isPresent()) {
            Optional<String> known = variantOf(ru.get());
            if (known.isPresent()) {
                variant = known.get();
            } else {
                warnings.add(new SgfWarning(at(root, "RU"), "RU[" + ru.get() + "]: rules Tabula does not know "
                        + "(it reads Renju, Gomoku, Standard, Caro); read as Gomoku (freestyle)"));
            }
        }
        return InstalledGomoku.MODULE.define(variant, Map.of(GomokuOptions.SIZE.name(), Integer.toString(size)));
    }

    private static SgfPosition at(SgfNode node, String id) {
        return at(node, id, 0);
    }

    private static SgfPosition at(SgfNode node, String id, int index) {
        return node.valuePosition(id, index).or(node::position).orElse(SgfPosition.START);
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads SGF text and plays its first game tree's main line.
     *
     * @throws SgfException if the text holds no game tree, is not Gomoku, or cannot be set up
     */
    public static GomokuReplay read(String text) {
        return replay(SgfParser.parse(text));
    }

    /** The first game tree of a parse played, with the parse's warnings first. */
    public static GomokuReplay replay(SgfParse parse) {
        return replay(parse.first(), parse.warnings());
    }

    /** The main line of {@code root} played through the rules it names. */
    public static GomokuReplay replay(SgfNode root) {
        return replay(root, List.of());
    }

    /**
     * As {@link #replay(SgfNode)}, with {@code earlier} warnings (the parser's) before its own.
     *
     * @throws SgfException if the tree is not Gomoku, its board is not one Tabula plays, its
     *                      set-up is not a position (both colours have five) or comes after the root
     */
    public static GomokuReplay replay(SgfNode root, List<SgfWarning> earlier) {
        List<SgfWarning> warnings = new ArrayList<>(earlier);
        GameDefinition definition = definition(root, warnings);
        int size = definition.get(GomokuOptions.SIZE);
        Map<String, String> info = new LinkedHashMap<>();
        for (String id : root.properties().keySet()) {
            if (INFO.contains(id)) {
                info.put(id, String.join("\n", root.values(id)));
            }
        }
        List<SgfNode> line = root.mainLine();
        GomokuState start = start(root, definition, size, line, warnings);
        GomokuState state = start;
        List<GomokuMove> moves = new ArrayList<>();
        List<GomokuState> states = new ArrayList<>();
        states.add(start);
        int number = 0;
        for (int i = 0; i < line.size(); i++) {
            SgfNode node = line.get(i);
            if (i > 0) {
                requireNoSetUp(node, number);
            }
            for (String marker : List.of(CHOOSE_PROPERTY, BALANCE_PROPERTY)) {
                String stone = marker.equals(CHOOSE_PROPERTY) ? "B" : "W";
                if (node.has(marker) && !node.has(stone)) {
                    SgfPosition at = at(node, marker);
                    return stopped(definition, start, moves, states, info, warnings, new IllegalRecordMove(number + 1,
                            marker + "[" + node.value(marker).orElse("") + "]", CommonReason.UNREADABLE, marker
                            + "[] marks " + (stone.equals("B") ? "white's choice of black's fifth move" : "Swap2's "
                            + "balance") + " and goes with " + stone + "[p] in the same node, which has none",
                            at.line(), at.column()));
                }
            }
            for (String id : node.properties().keySet()) {
                if (!MOVE_PROPERTIES.contains(id)) {
                    continue;
                }
                List<String> values = node.values(id);
                if (values.size() > 1 && !id.equals(OFFER_PROPERTY)) {
                    warnings.add(new SgfWarning(at(node, id, 1), id + " has " + values.size()
                            + " values: only the first is played"));
                }
                number++;
                String value = values.get(0);
                SgfPosition at = at(node, id);
                String text = id + "[" + String.join("][", id.equals(OFFER_PROPERTY) ? values : List.of(value)) + "]";
                GomokuMove move;
                Side colour = null; // the colour whose turn it must be; null: the rules alone judge
                SgfNode black = null; // the node of a balance's black stone
                try {
                    switch (id) {
                        case "B", "W" -> {
                            boolean choice = id.equals("B") && node.has(CHOOSE_PROPERTY);
                            boolean balance = id.equals("W") && node.has(BALANCE_PROPERTY);
                            String marker = choice ? CHOOSE_PROPERTY : BALANCE_PROPERTY;
                            if (choice || balance) {
                                requireEmpty(node, marker);
                                text += marker + "[]";
                            }
                            if (balance) {
                                black = balanceBlack(node, line, i, at);
                                text += ";B[" + black.value("B").orElseThrow() + "]";
                                requireNoSetUp(black, number);
                                move = new GomokuMove.Balance(pointOf(value, size, text),
                                        pointOf(black.value("B").orElseThrow(), size, text));
                                colour = Stone.WHITE_SIDE;
                            } else if (choice) {
                                move = new GomokuMove.Choose(pointOf(value, size, text));
                            } else {
                                colour = id.equals("B") ? Stone.BLACK_SIDE : Stone.WHITE_SIDE;
                                move = isPass(value, size) ? GomokuMove.PASS
                                        : state.rules().place(pointOf(value, size, text));
                            }
                        }
                        case CLAIM_PROPERTY -> {
                            move = GomokuMove.CLAIM;
                            colour = Stone.WHITE_SIDE;
                            if (!value.trim().isEmpty() && !value.trim().equalsIgnoreCase("W")) {
                                warnings.add(new SgfWarning(at, text + ": only white claims; read as CLAIM[W]"));
                            }
                        }
                        case SWAP_PROPERTY, KEEP_PROPERTY -> {
                            requireEmpty(node, id);
                            move = id.equals(SWAP_PROPERTY) ? GomokuMove.SWAP : GomokuMove.KEEP;
                        }
                        case DECLARE_PROPERTY -> {
                            if (!value.trim().matches("[0-9]{1,6}")) {
                                throw new BadValue(at, text + ": a declaration is a whole number of fifth-move "
                                        + "offers, like " + DECLARE_PROPERTY + "[2]");
                            }
                            move = new GomokuMove.Declare(Integer.parseInt(value.trim()));
                        }
                        default -> { // OFFER
                            List<Integer> offered = new ArrayList<>();
                            for (int v = 0; v < values.size(); v++) {
                                if (values.get(v).trim().isEmpty()) {
                                    throw new BadValue(at(node, id, v), text + ": an offer names its points, like "
                                            + OFFER_PROPERTY + "[gi][ji]; value " + (v + 1) + " is empty");
                                }
                                offered.add(pointOf(values.get(v), size, text));
                            }
                            move = new GomokuMove.Offer(offered);
                        }
                    }
                } catch (BadValue e) {
                    SgfPosition where = e.at == null ? at : e.at;
                    return stopped(definition, start, moves, states, info, warnings, new IllegalRecordMove(number, text,
                            CommonReason.UNREADABLE, e.getMessage(), where.line(), where.column()));
                }
                if (colour != null && !state.outcome().isOver() && !state.toMove().equals(colour)) {
                    return stopped(definition, start, moves, states, info, warnings, new IllegalRecordMove(number, text,
                            CommonReason.NOT_YOUR_TURN, colour.id() + " plays, but " + state.toMove().id()
                            + " is to move", at.line(), at.column()));
                }
                if (state.check(move) instanceof MoveCheck.Illegal rejected) {
                    return stopped(definition, start, moves, states, info, warnings, new IllegalRecordMove(number, text,
                            rejected.reason(), rejected.detail(), at.line(), at.column()));
                }
                state = state.apply(move);
                moves.add(move);
                states.add(state);
                if (black != null) {
                    i++; // the balance's black stone is read
                }
            }
        }
        Optional<String> re = Optional.ofNullable(info.get("RE"));
        Optional<String> result = result(state);
        if (re.isPresent() && result.isPresent() && !winner(re.get()).equals(winner(result.get()))) {
            warnings.add(new SgfWarning(at(root, "RE"), "RE[" + re.get() + "] but the moves give " + result.get()
                    + " (" + state.outcome() + "): RE is kept as written"));
        }
        return new GomokuReplay(definition, start, moves, states, Optional.empty(), info, warnings);
    }

    private static GomokuReplay stopped(GameDefinition definition, GomokuState start, List<GomokuMove> moves,
            List<GomokuState> states, Map<String, String> info, List<SgfWarning> warnings, IllegalRecordMove illegal) {
        warnings.add(new SgfWarning(new SgfPosition(illegal.line(), illegal.column()), illegal.describe()
                + "; the replay stops here"));
        return new GomokuReplay(definition, start, moves, states, Optional.of(illegal), info, warnings);
    }

    /** A value of a move property that says no move; {@code at} null for the property's own place. */
    private static final class BadValue extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient SgfPosition at;

        BadValue(SgfPosition at, String message) {
            super(message);
            this.at = at;
        }
    }

    private static void requireNoSetUp(SgfNode node, int number) {
        for (String id : List.of("AB", "AW", "AE")) {
            if (node.has(id)) {
                throw new SgfException(at(node, id), "set-up (" + id + ") after move " + number
                        + ": Tabula reads a Gomoku set-up only in the root");
            }
        }
    }

    private static void requireEmpty(SgfNode node, String id) {
        List<String> values = node.values(id);
        for (int v = 0; v < values.size(); v++) {
            if (!values.get(v).trim().isEmpty()) {
                throw new BadValue(at(node, id, v), id + "[" + values.get(v) + "]: " + id
                        + " takes no value; write " + id + "[]");
            }
        }
    }

    private static int pointOf(String value, int size, String text) {
        try {
            return point(value, size);
        } catch (IllegalArgumentException e) {
            throw new BadValue(null, text.equals("B[" + value + "]") || text.equals("W[" + value + "]")
                    ? e.getMessage() : "[" + value + "] of " + text + ": " + e.getMessage());
        }
    }

    /** The node after a balance's white stone, which must hold its black stone alone. */
    private static SgfNode balanceBlack(SgfNode node, List<SgfNode> line, int i, SgfPosition at) {
        SgfNode next = i + 1 < line.size() ? line.get(i + 1) : null;
        if (next == null || !next.has("B")) {
            throw new BadValue(at, "W[" + node.value("W").orElse("") + "]" + BALANCE_PROPERTY + "[]: a balance's "
                    + "black stone follows in the next node, as B[q], and " + (next == null ? "there is no next node"
                    : "the next node has no B"));
        }
        for (String id : next.properties().keySet()) {
            if (!id.equals("B") && (MOVE_PROPERTIES.contains(id) || id.equals(CHOOSE_PROPERTY)
                    || id.equals(BALANCE_PROPERTY))) {
                throw new BadValue(at(next, id), id + " in the node of a balance's black stone B[q], which stands "
                        + "alone");
            }
        }
        return next;
    }

    /** {@code B}, {@code W}, {@code 0} (a draw) or {@code ?} for an RE value. */
    private static String winner(String re) {
        String v = re.trim().toUpperCase(Locale.ROOT);
        if (v.startsWith("B+")) {
            return "B";
        }
        if (v.startsWith("W+")) {
            return "W";
        }
        if (v.equals("0") || v.startsWith("DRAW") || v.equals("JIGO")) {
            return "0";
        }
        return "?";
    }

    private static GomokuState start(SgfNode root, GameDefinition definition, int size, List<SgfNode> line,
            List<SgfWarning> warnings) {
        if (root.has("AE")) {
            warnings.add(new SgfWarning(at(root, "AE"), "AE in the root: the board starts empty; ignored"));
        }
        byte[] cells = new byte[size * size];
        int black = 0;
        int white = 0;
        boolean setUp = false;
        for (String id : root.properties().keySet()) {
            if (!id.equals("AB") && !id.equals("AW")) {
                continue;
            }
            setUp = true;
            byte stone = id.equals("AB") ? Stone.BLACK : Stone.WHITE;
            List<String> values = root.values(id);
            for (int i = 0; i < values.size(); i++) {
                List<Integer> points;
                try {
                    points = points(values.get(i), size);
                } catch (IllegalArgumentException e) {
                    throw new SgfException(at(root, id, i), id + "[" + values.get(i) + "]: " + e.getMessage());
                }
                for (int p : points) {
                    if (cells[p] != Stone.EMPTY && cells[p] != stone) {
                        warnings.add(new SgfWarning(at(root, id, i), "AB and AW both set up [" + value(p, size)
                                + "]: " + id + " counts"));
                    }
                    cells[p] = stone;
                }
            }
        }
        Optional<String> pl = root.value("PL");
        Side toMove = null;
        if (pl.isPresent()) {
            String v = pl.get().trim().toUpperCase(Locale.ROOT);
            if (v.equals("B") || v.equals("BLACK") || v.equals("1")) {
                toMove = Stone.BLACK_SIDE;
            } else if (v.equals("W") || v.equals("WHITE") || v.equals("2")) {
                toMove = Stone.WHITE_SIDE;
            } else {
                warnings.add(new SgfWarning(at(root, "PL"), "PL[" + pl.get() + "] is not B or W: ignored"));
            }
        }
        if (!setUp && toMove == null) {
            return GomokuState.TYPE.state(definition.newGame());
        }
        for (byte c : cells) {
            black += c == Stone.BLACK ? 1 : 0;
            white += c == Stone.WHITE ? 1 : 0;
        }
        if (toMove == null) {
            toMove = firstColour(line).orElse(black <= white ? Stone.BLACK_SIDE : Stone.WHITE_SIDE);
        }
        try {
            return GomokuState.of(definition, cells, toMove, black + white);
        } catch (IllegalArgumentException e) {
            throw new SgfException(at(root, root.has("AB") ? "AB" : root.has("AW") ? "AW" : "PL"),
                    "the set-up is not a Gomoku position: " + e.getMessage());
        }
    }

    private static Optional<Side> firstColour(List<SgfNode> line) {
        for (SgfNode node : line) {
            for (String id : node.properties().keySet()) {
                if (id.equals("B")) {
                    return Optional.of(Stone.BLACK_SIDE);
                }
                if (id.equals("W") || id.equals(CLAIM_PROPERTY)) {
                    return Optional.of(Stone.WHITE_SIDE);
                }
            }
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------- writing

    /**
     * A Gomoku record as SGF text, without game information.
     *
     * @throws IllegalArgumentException if the record is not of Gomoku
     */
    public static String write(GameRecord record) {
        return SgfWriter.write(toTree(record, Map.of()));
    }

    /**
     * A Gomoku record as SGF text with game information ({@code PB}, {@code PW}, {@code DT}, ...).
     *
     * @throws IllegalArgumentException if the record is not of Gomoku or an information key is not in {@link #INFO}
     */
    public static String write(GameRecord record, Map<String, String> info) {
        return SgfWriter.write(toTree(record, info));
    }

    /** A replay's moves (those played) as SGF text, with its game information. */
    public static String write(GomokuReplay replay) {
        return write(replay.record(), replay.info());
    }

    /**
     * A Gomoku record as an SGF game tree (see the class comment).
     *
     * @throws IllegalArgumentException if the record is not of Gomoku or an information key is not in {@link #INFO}
     */
    public static SgfNode toTree(GameRecord record, Map<String, String> info) {
        RenjuMoveList.requireGomoku(record.definition());
        for (String id : info.keySet()) {
            if (!INFO.contains(id)) {
                throw new IllegalArgumentException("'" + id + "' is not SGF game information the Gomoku writer keeps "
                        + INFO);
            }
        }
        GameDefinition definition = record.definition();
        GomokuState start = GomokuState.TYPE.state(record.start());
        int size = definition.get(GomokuOptions.SIZE);
        SgfNode.Builder root = SgfNode.builder()
                .add("FF", "4").add("GM", "4").add("CA", "UTF-8").add("AP", "Tabula:0.1.0")
                .add("SZ", Integer.toString(size))
                .add("RU", ruleName(definition.variant()));
        SgfPoints.addSetup(root, size, start::stone);
        if (!start.equals(definition.newGame())) {
            root.add("PL", start.toMove().equals(Stone.BLACK_SIDE) ? "B" : "W");
        }
        List<SgfNode.Builder> nodes = new ArrayList<>();
        GameState state = start;
        for (Move move : record.moves()) {
            String colour = state.toMove().equals(Stone.BLACK_SIDE) ? "B" : "W";
            if (move instanceof GomokuMove.Place place) {
                nodes.add(SgfNode.builder().add(colour, value(place.point(), size)));
            } else if (move instanceof GomokuMove.Pass) {
                nodes.add(SgfNode.builder().add(colour, ""));
            } else if (move instanceof GomokuMove.Claim) {
                nodes.add(SgfNode.builder().add(CLAIM_PROPERTY, colour));
            } else if (move instanceof GomokuMove.Swap) {
                nodes.add(SgfNode.builder().add(SWAP_PROPERTY, ""));
            } else if (move instanceof GomokuMove.Keep) {
                nodes.add(SgfNode.builder().add(KEEP_PROPERTY, ""));
            } else if (move instanceof GomokuMove.Declare declare) {
                nodes.add(SgfNode.builder().add(DECLARE_PROPERTY, Integer.toString(declare.count())));
            } else if (move instanceof GomokuMove.Offer offer) {
                nodes.add(SgfNode.builder().add(OFFER_PROPERTY,
                        offer.points().stream().map(p -> value(p, size)).toList()));
            } else if (move instanceof GomokuMove.Choose choose) {
                nodes.add(SgfNode.builder().add("B", value(choose.point(), size)).add(CHOOSE_PROPERTY, ""));
            } else {
                GomokuMove.Balance balance = (GomokuMove.Balance) move;
                nodes.add(SgfNode.builder().add("W", value(balance.white(), size)).add(BALANCE_PROPERTY, ""));
                nodes.add(SgfNode.builder().add("B", value(balance.black(), size)));
            }
            state = state.apply(move);
        }
        Optional<String> result = result(state);
        for (String id : INFO) {
            if (id.equals("RE") && result.isPresent()) {
                root.add("RE", result.get());
            } else if (info.containsKey(id)) {
                root.add(id, info.get(id));
            }
        }
        SgfNode tail = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            tail = tail == null ? nodes.get(i).build() : nodes.get(i).child(tail).build();
        }
        if (tail != null) {
            root.child(tail);
        }
        SgfNode tree = root.build();
        if (!definition(tree).equals(definition)) {
            tree = tree.with(DEFINITION_PROPERTY, definition.text());
        }
        return tree;
    }

    /**
     * The RE value of a finished game: {@code B+} or {@code W+} (five in a row), {@code W+F}
     * (a black foul under renju), {@code 0} (a draw); empty while it goes on.
     */
    public static Optional<String> result(GameState state) {
        Outcome outcome = state.outcome();
        if (outcome instanceof Outcome.Draw) {
            return Optional.of("0");
        }
        if (outcome instanceof Outcome.Win win) {
            String side = win.side().equals(Stone.BLACK_SIDE) ? "B" : "W";
            return Optional.of(side + "+" + (win.why().equals(GomokuOutcome.FORBIDDEN) ? "F" : ""));
        }
        return Optional.empty();
    }
}
