package io.tabula.examples.connectfour;

import io.tabula.core.*;
import io.tabula.examples.connectfour.ConnectFourState.Drop;
import io.tabula.options.*;
import java.util.*;
import java.util.stream.IntStream;

/**
 * Connect Four, the tutorial game: four in a row wins ({@code four}), a full board is a draw ({@code board-full}).
 * META-INF/services names this class, and through it the framework finds all it needs besides the rules
 * ({@link ConnectFourState}): options, notation, diagrams, JSON. Each takes a few lines here, so they share
 * one class; a bigger game gives each its own, as Gomoku does.
 */
public final class ConnectFourModule implements GameModule, Notation, BoardDiagrams,
        StateCodec<ConnectFourModule.Snapshot> {
    static final IntOption COLUMNS = new IntOption("columns", "number of columns, a to j at most", 7, 4, 10);
    static final IntOption ROWS = new IntOption("rows", "number of rows, the height of a column", 6, 4, 10);
    static final GameType TYPE = new GameType("connect-four", "Connect Four",
            List.of(new Side(0, "red"), new Side(1, "yellow")), Set.of(Capability.UNDO),
            List.of(ConnectFourOutcome.values()));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(COLUMNS, ROWS),
            List.of(Variant.of("standard", "7 columns by 6 rows, red moves first")));

    /** A state as plain values for JSON: the diagram and the side to move, as the board decides the rest. */
    public record Snapshot(List<String> board, String toMove) {}

    @Override
    public GameState newGame(GameDefinition definition) {
        return new ConnectFourState(definition, ".".repeat(definition.get(COLUMNS) * definition.get(ROWS)), 0);
    }

    /** A move is just its column letter, since gravity picks the row. */
    @Override
    public Move parse(GameState state, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int column = t.length() == 1 ? t.charAt(0) - 'a' : -1;
        if (column < 0 || column >= state.definition().get(COLUMNS)) {
            throw new NotationException("'" + text.trim() + "' is not a column of this board");
        }
        return new Drop(column);
    }

    /** Reads a diagram cell by cell, rejecting a piece above an empty cell: no game gets there. */
    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        int width = definition.get(COLUMNS);
        int height = definition.get(ROWS);
        if (rows.size() != height || rows.stream().anyMatch(row -> row.replace(" ", "").length() != width)) {
            throw new NotationException("a diagram here is " + height + " rows of " + width + " cells, not " + rows);
        }
        String board = String.join("", rows).replace(" ", "");
        for (int p = 0; p < board.length(); p++) {
            String where = "diagram row " + (height - p / width) + ", column " + letter(p % width) + ": ";
            if ("RY.".indexOf(board.charAt(p)) < 0) {
                throw new NotationException(where + "'" + board.charAt(p) + "' is not R, Y or .");
            } else if (board.charAt(p) != '.' && p + width < board.length() && board.charAt(p + width) == '.') {
                throw new NotationException(where + "a piece cannot float above an empty cell");
            }
        }
        return new ConnectFourState(definition, board, toMove.index());
    }

    /** The state keeps its board as a diagram's symbols, top row first, so a diagram is that text cut into rows. */
    @Override
    public List<String> toDiagram(GameState state) {
        String board = ((ConnectFourState) state).board();
        int width = state.definition().get(COLUMNS);
        return IntStream.range(0, board.length() / width)
                .mapToObj(y -> board.substring(y * width, y * width + width)).toList();
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        return toDiagram(fromDiagram(definition, rows, TYPE.side(0)));
    }

    @Override
    public GameState restore(GameDefinition definition, Snapshot snapshot) {
        Side toMove = TYPE.side(snapshot.toMove())
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be red or yellow"));
        return fromDiagram(definition, Objects.requireNonNullElse(snapshot.board(), List.of()), toMove);
    }

    // One-line answers to what the framework asks; the module is its own notation, diagrams and codec.
    static String letter(int column) { return String.valueOf((char) ('a' + column)); }
    @Override public String format(GameState state, Move move) { return letter(((Drop) move).column()); }
    @Override public Snapshot snapshot(GameState state) { return new Snapshot(toDiagram(state), state.toMove().id()); }
    @Override public Class<Snapshot> snapshotType() { return Snapshot.class; }
    @Override public GameType type() { return TYPE; }
    @Override public OptionSchema options() { return OPTIONS; }
    @Override public Notation notation() { return this; }
    @Override public BoardDiagrams diagrams() { return this; }
    @Override public StateCodec<?> stateCodec() { return this; }
    @Override public String notationHelp() { return "Moves: a column letter, like d; the piece drops to the bottom."; }
}
