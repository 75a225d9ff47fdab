package io.tabula.testgame;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.List;

/** Diagrams: {@code X} cross, {@code O} nought, {@code .} empty, spaces ignored; canonical form without spaces. */
public final class TttDiagrams implements BoardDiagrams {

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        byte[] cells = cells(definition.get(TttModule.SIZE), rows);
        int stones = 0;
        for (byte cell : cells) {
            stones += cell == TttRules.EMPTY ? 0 : 1;
        }
        try {
            return TttState.of(definition, cells, toMove, stones);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    public List<String> toDiagram(GameState state) {
        TttState ttt = (TttState) state;
        byte[] cells = new byte[ttt.size() * ttt.size()];
        for (int p = 0; p < cells.length; p++) {
            cells[p] = ttt.mark(p);
        }
        return rows(ttt.size(), cells);
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = definition.get(TttModule.SIZE);
        return rows(size, cells(size, rows));
    }

    static List<String> rows(int size, byte[] cells) {
        List<String> out = new ArrayList<>(size);
        for (int y = size - 1; y >= 0; y--) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                row.append(switch (cells[y * size + x]) {
                    case 1 -> 'X';
                    case 2 -> 'O';
                    default -> '.';
                });
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
                throw new NotationException("diagram row " + (y + 1) + " has " + row.length() + " cells; the board has "
                        + size + " columns");
            }
            for (int x = 0; x < size; x++) {
                char c = row.charAt(x);
                cells[y * size + x] = switch (c) {
                    case 'X' -> 1;
                    case 'O' -> 2;
                    case '.' -> 0;
                    default -> throw new NotationException("diagram row " + (y + 1) + ", column " + (char) ('a' + x)
                            + ": '" + c + "' is not X, O or .");
                };
            }
        }
        return cells;
    }
}
