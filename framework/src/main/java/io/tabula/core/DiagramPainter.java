package io.tabula.core;

import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The drawing of a game whose module has none of its own (the Connect Four tutorial, a user's
 * module): its text diagram ({@link BoardDiagrams#toDiagram}) as a grid of cells, each
 * non-empty cell a piece labelled with its text. Cells are the characters of a row, or its
 * words when the diagram separates cells by spaces; {@code .}, {@code +} and {@code -} are
 * empty. Points are named by a column letter and a row number from 1 at the bottom
 * ({@code a1}). Moves have no path: the page offers them as buttons.
 */
public final class DiagramPainter implements BoardPainter {
    private static final Set<String> EMPTY = Set.of(".", "+", "-");

    private final GameModule module;

    public DiagramPainter(GameModule module) {
        this.module = module;
    }

    @Override
    public BoardDrawing board(GameDefinition definition) {
        List<List<String>> cells = cells(definition.newGame());
        int width = cells.stream().mapToInt(List::size).max().orElse(0);
        return SquareGrid.of(width, cells.size(), DiagramPainter::column, DiagramPainter::name,
                BoardDrawing.Style.CELLS, List.of());
    }

    @Override
    public Scene scene(GameState view) {
        List<List<String>> cells = cells(view);
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int row = 0; row < cells.size(); row++) {
            int y = cells.size() - 1 - row;
            List<String> line = cells.get(row);
            for (int x = 0; x < line.size(); x++) {
                String text = line.get(x);
                if (!EMPTY.contains(text)) {
                    pieces.add(new Scene.Piece(name(x, y), "", text, Scene.Glyph.PIECE));
                }
            }
        }
        return Scene.of(pieces, List.of());
    }

    private List<List<String>> cells(GameState state) {
        List<String> rows = module.diagrams().toDiagram(state);
        boolean words = rows.stream().anyMatch(row -> row.trim().contains(" "));
        List<List<String>> out = new ArrayList<>();
        for (String row : rows) {
            String trimmed = row.trim();
            out.add(words ? Arrays.asList(trimmed.split("\\s+")) : trimmed.codePoints()
                    .mapToObj(Character::toString).toList());
        }
        return out;
    }

    private static String column(int x) {
        return x < 26 ? Character.toString('a' + x) : column(x / 26 - 1) + column(x % 26);
    }

    private static String name(int x, int y) {
        return column(x) + (y + 1);
    }
}
