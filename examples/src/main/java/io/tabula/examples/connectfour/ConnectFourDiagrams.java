package io.tabula.examples.connectfour;

import io.tabula.core.*;
import java.util.*;
import java.util.stream.IntStream;

/**
 * Positions as text: diagrams and JSON snapshots. The board is kept as its diagram's symbols, so a
 * diagram is a copy, not a translation; a snapshot adds only the side to move, as the board decides the rest.
 */
public final class ConnectFourDiagrams implements BoardDiagrams, StateCodec<ConnectFourDiagrams.Snapshot> {
    /** A state as plain values for JSON: {@code board} as a diagram, {@code toMove} red or yellow. */
    public record Snapshot(List<String> board, String toMove) {}

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        int width = definition.get(ConnectFourModule.COLUMNS);
        int height = definition.get(ConnectFourModule.ROWS);
        if (rows.size() != height || rows.stream().anyMatch(row -> row.replace(" ", "").length() != width)) {
            throw new NotationException("a diagram here is " + height + " rows of " + width + " cells, not " + rows);
        }
        String board = String.join("", rows).replace(" ", "");
        for (int p = 0; p < board.length(); p++) {
            String where = "diagram row " + (height - p / width) + ", column " + ConnectFourModule.letter(p % width) + ": ";
            if ("RY.".indexOf(board.charAt(p)) < 0) {
                throw new NotationException(where + "'" + board.charAt(p) + "' is not R, Y or .");
            } else if (board.charAt(p) != '.' && p + width < board.length() && board.charAt(p + width) == '.') {
                throw new NotationException(where + "a piece cannot float above an empty cell");
            }
        }
        return new ConnectFourState(definition, board, toMove.index());
    }

    @Override
    public List<String> toDiagram(GameState state) {
        String board = ((ConnectFourState) state).board();
        int width = state.definition().get(ConnectFourModule.COLUMNS);
        return IntStream.range(0, board.length() / width)
                .mapToObj(y -> board.substring(y * width, (y + 1) * width)).toList();
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        return toDiagram(fromDiagram(definition, rows, definition.type().side(0)));
    }

    @Override
    public GameState restore(GameDefinition definition, Snapshot snapshot) {
        return fromDiagram(definition, Objects.requireNonNullElse(snapshot.board(), List.of()), definition.type()
                .side(snapshot.toMove()).orElseThrow(() -> new TabulaException("state field 'toMove': red or yellow?")));
    }

    @Override public Class<Snapshot> snapshotType() { return Snapshot.class; }
    @Override public Snapshot snapshot(GameState state) { return new Snapshot(toDiagram(state), state.toMove().id()); }
}
