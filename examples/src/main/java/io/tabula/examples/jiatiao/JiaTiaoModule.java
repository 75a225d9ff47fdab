package io.tabula.examples.jiatiao;

import io.tabula.core.*;
import io.tabula.examples.jiatiao.JiaTiaoState.Shift;
import io.tabula.options.*;
import io.tabula.topology.Grid;
import java.util.*;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jiatiao (夹挑), the "other plays" of the Chinese gomoku rules read as a game of moving stones: a stone that
 * moves may capture by clamping (夹, 双夹), by stepping between (挑, 双挑) or by sweeping a row of four (扫四).
 * docs/rules/jiatiao.md gives the rules and how each option reads them. Like the Connect Four tutorial, the
 * module is its own notation, diagrams and JSON codec; the rules are in {@link JiaTiaoState} and
 * {@link Captures}.
 */
public final class JiaTiaoModule implements GameModule, Notation, BoardDiagrams,
        StateCodec<JiaTiaoModule.Snapshot> {
    static final IntOption SIZE = new IntOption("size", "points on a side of the square board", 9, 5, 9);
    static final IntOption ROWS = new IntOption("rows", "back rows each side fills at the start", 1, 1, 2);
    static final EnumOption<Rules.Movement> MOVE = new EnumOption<>("move",
            "how a stone moves: rook (any distance along a row or column), step (one point along one), "
                    + "queen and king (the same, diagonals too)", Rules.Movement.class, Rules.Movement.ROOK);
    static final BooleanOption DIAGONALS = new BooleanOption("diagonals",
            "whether patterns on diagonals capture too, not only on rows and columns", false);
    static final EnumOption<Rules.Clearance> CLEAR = new EnumOption<>("clear",
            "what must hold no other stone for a pattern to capture: line (the whole line) or ends "
                    + "(the points just beyond the pattern)", Rules.Clearance.class, Rules.Clearance.LINE);
    static final EnumOption<Rules.Effect> CAPTURED = new EnumOption<>("captured",
            "what becomes of captured stones: remove (taken off) or convert (turned to the capturer's colour)",
            Rules.Effect.class, Rules.Effect.REMOVE);
    static final EnumOption<Rules.Plays> PLAYS = new EnumOption<>("plays",
            "which patterns capture: all five, jia-tiao (夹 and 挑) or jia (夹 alone)",
            Rules.Plays.class, Rules.Plays.ALL);
    static final IntOption MIN_STONES = new IntOption("min-stones",
            "a side left with fewer stones than this loses", 1, 1, 2);
    static final IntOption MAX_MOVES = new IntOption("max-moves",
            "moves after which the game is drawn, counted from the start or a set-up position", 200, 1, 1000);
    private static final BoardPainter PAINTER = new JiaTiaoPainter();
    static final GameType TYPE = new GameType("jiatiao", "Jiatiao (clamp and intervene)",
            List.of(new Side(0, "black"), new Side(1, "white")), Set.of(Capability.UNDO),
            List.of(JiaTiaoOutcome.values()));
    private static final OptionSchema OPTIONS = new OptionSchema(
            List.of(SIZE, ROWS, MOVE, DIAGONALS, CLEAR, CAPTURED, PLAYS, MIN_STONES, MAX_MOVES),
            List.of(Variant.of("standard", "9x9, a back row each, rook moves, all five patterns, captures removed"),
                    new Variant("jiaqi", "the plain custodian game 夹棋: only 夹 captures, and a lone stone loses",
                            Map.of("plays", "jia", "min-stones", "2"))));
    private static final Pattern MOVE_TEXT = Pattern.compile("([a-z])([0-9]{1,2})-([a-z])([0-9]{1,2})");

    /** A state as plain values for JSON: the diagram, the side to move and the moves played, for the limit. */
    public record Snapshot(List<String> board, String toMove, int ply) {}

    /** Each side's stones fill its back rows: black the bottom ones, white the top ones; black moves first. */
    @Override
    public GameState newGame(GameDefinition definition) {
        int size = definition.get(SIZE);
        int filled = definition.get(ROWS) * size;
        byte[] cells = new byte[size * size];
        for (int p = 0; p < filled; p++) {
            cells[p] = StoneDiagram.BLACK;
            cells[cells.length - 1 - p] = StoneDiagram.WHITE;
        }
        return new JiaTiaoState(definition, cells, 0, 0);
    }

    /** A move is its two points joined by a hyphen, {@code a1-a5}; the rules judge whether it can be made. */
    @Override
    public Shift parse(GameState state, String text) {
        Grid grid = Rules.of(state.definition()).grid();
        Matcher m = MOVE_TEXT.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new NotationException("'" + text.trim() + "' is not a move: write from-to, like a1-a5");
        }
        return new Shift(point(grid, m.group(1), m.group(2), text), point(grid, m.group(3), m.group(4), text));
    }

    private static int point(Grid grid, String column, String row, String text) {
        int x = column.charAt(0) - 'a';
        int y = Integer.parseInt(row) - 1;
        if (!grid.contains(x, y) || row.startsWith("0")) {
            throw new NotationException("'" + column + row + "' in '" + text.trim() + "' is not a point of this "
                    + grid.width() + "x" + grid.height() + " board");
        }
        return grid.point(x, y);
    }

    static String point(Grid grid, int p) {
        return (char) ('a' + grid.x(p)) + String.valueOf(grid.y(p) + 1);
    }

    @Override
    public String format(GameState state, Move move) {
        Grid grid = Rules.of(state.definition()).grid();
        Shift shift = (Shift) move;
        return point(grid, shift.from()) + "-" + point(grid, shift.to());
    }

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        return new JiaTiaoState(definition, cells(definition, rows), toMove.index(), 0);
    }

    private static byte[] cells(GameDefinition definition, List<String> rows) {
        return StoneDiagram.cells(definition.get(SIZE), rows, x -> String.valueOf((char) ('a' + x)));
    }

    @Override
    public List<String> toDiagram(GameState state) {
        return StoneDiagram.rows(state.definition().get(SIZE), ((JiaTiaoState) state).cells());
    }

    /** Only the shape and the symbols: a position with too few stones is still a position to write down. */
    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        return StoneDiagram.rows(definition.get(SIZE), cells(definition, rows));
    }

    @Override
    public GameState restore(GameDefinition definition, Snapshot snapshot) {
        Side toMove = TYPE.side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be black or white"));
        if (snapshot.ply() < 0 || snapshot.ply() > definition.get(MAX_MOVES)) {
            throw new TabulaException("state field 'ply' must be from 0 to max-moves (" + definition.get(MAX_MOVES)
                    + "), not " + snapshot.ply());
        }
        byte[] cells = cells(definition, Objects.requireNonNullElse(snapshot.board(), List.of()));
        return new JiaTiaoState(definition, cells, toMove.index(), snapshot.ply());
    }

    /** The diagram with row numbers on the left and column letters below, for {@code tabula play}. */
    @Override
    public String render(GameState state) {
        List<String> rows = toDiagram(state);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            out.append(rows.size() - i).append(' ').append(String.join(" ", rows.get(i).split(""))).append('\n');
        }
        out.append("  ");
        for (int x = 0; x < rows.size(); x++) {
            out.append((char) ('a' + x)).append(x + 1 < rows.size() ? " " : "");
        }
        return out.toString();
    }

    // One-line answers to what the framework asks; the module is its own notation, diagrams and codec.
    @Override public Snapshot snapshot(GameState state) {
        return new Snapshot(toDiagram(state), state.toMove().id(), state.ply());
    }
    @Override public Class<Snapshot> snapshotType() { return Snapshot.class; }
    @Override public GameType type() { return TYPE; }
    @Override public BoardPainter painter() { return PAINTER; }
    @Override public Optional<PositionEvaluator> evaluator(GameDefinition definition) {
        return Optional.of(new JiaTiaoEvaluator());
    }
    @Override public OptionSchema options() { return OPTIONS; }
    @Override public Notation notation() { return this; }
    @Override public BoardDiagrams diagrams() { return this; }
    @Override public StateCodec<?> stateCodec() { return this; }
    @Override public String legend() { return "X black, O white, . empty; rows from the bottom, columns from a."; }
    @Override public String notationHelp() { return "Moves: from-to, like a1-a5; a stone moves along a line."; }
}
