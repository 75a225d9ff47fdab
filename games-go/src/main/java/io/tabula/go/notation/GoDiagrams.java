package io.tabula.go.notation;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * Diagrams as CONFORMANCE.md defines them: rows top first, {@code X} black, {@code O}
 * white, {@code .} empty, spaces ignored. A set-up position has no past: no prisoners, no
 * ko, and only itself in its superko history. A chain without liberties cannot stand on
 * a Go board, so such a diagram is rejected.
 */
public final class GoDiagrams implements BoardDiagrams {

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        int size = definition.get(GoOptions.SIZE);
        byte[] cells = cells(size, rows);
        requireLiberties(size, cells);
        return GoState.setUp(definition, cells, toMove);
    }

    @Override
    public List<String> toDiagram(GameState state) {
        GoState go = (GoState) state;
        return rows(go.size(), go.cells());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = definition.get(GoOptions.SIZE);
        return rows(size, cells(size, rows));
    }

    static List<String> rows(int size, byte[] cells) {
        List<String> out = new ArrayList<>(size);
        for (int y = size - 1; y >= 0; y--) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                byte stone = cells[y * size + x];
                row.append(stone == Stones.BLACK ? 'X' : stone == Stones.WHITE ? 'O' : '.');
            }
            out.add(row.toString());
        }
        return out;
    }

    static byte[] cells(int size, List<String> rows) {
        if (rows.size() != size) {
            throw new NotationException("diagram has " + rows.size() + " rows; the board has " + size);
        }
        byte[] cells = new byte[size * size];
        for (int i = 0; i < size; i++) {
            String row = rows.get(i).replace(" ", "");
            int y = size - 1 - i;
            if (row.length() != size) {
                throw new NotationException("diagram row " + (y + 1) + " (line " + (i + 1) + ") has " + row.length()
                        + " cells; the board has " + size + " columns");
            }
            for (int x = 0; x < size; x++) {
                cells[y * size + x] = switch (row.charAt(x)) {
                    case 'X' -> Stones.BLACK;
                    case 'O' -> Stones.WHITE;
                    case '.' -> Stones.EMPTY;
                    default -> throw new NotationException("diagram row " + (y + 1) + ", column "
                            + GtpNotation.column(x) + ": '" + row.charAt(x) + "' is not X, O or .");
                };
            }
        }
        return cells;
    }

    private static void requireLiberties(int size, byte[] cells) {
        Grid grid = Grid.square(size);
        boolean[] seen = new boolean[cells.length];
        int[] stack = new int[cells.length];
        for (int start = 0; start < cells.length; start++) {
            if (cells[start] == Stones.EMPTY || seen[start]) {
                continue;
            }
            boolean liberty = false;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int p = stack[--top];
                for (int next : grid.orthogonalNeighbours(p)) {
                    if (cells[next] == Stones.EMPTY) {
                        liberty = true;
                    } else if (cells[next] == cells[start] && !seen[next]) {
                        seen[next] = true;
                        stack[top++] = next;
                    }
                }
            }
            if (!liberty) {
                throw new NotationException("diagram: the chain at " + GtpNotation.point(size, start)
                        + " has no liberties; such a position cannot arise");
            }
        }
    }
}
