package io.tabula.gomoku.notation;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * Diagrams as CONFORMANCE.md defines them: one string per row, top row first, {@code X}
 * black, {@code O} white, {@code .} empty, spaces ignored. The canonical form has no spaces.
 */
public final class GomokuDiagrams implements BoardDiagrams {

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        byte[] cells = cells(definition.get(GomokuOptions.SIZE), rows);
        int stones = 0;
        for (byte cell : cells) {
            stones += cell == Stone.EMPTY ? 0 : 1;
        }
        try {
            return GomokuState.of(definition, cells, toMove, stones);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    public List<String> toDiagram(GameState state) {
        GomokuState gomoku = (GomokuState) state;
        int size = gomoku.size();
        List<String> rows = new ArrayList<>(size);
        StringBuilder row = new StringBuilder(size);
        for (int y = size - 1; y >= 0; y--) {
            row.setLength(0);
            for (int x = 0; x < size; x++) {
                row.append(symbol(gomoku.stone(y * size + x)));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = definition.get(GomokuOptions.SIZE);
        byte[] cells = cells(size, rows);
        List<String> out = new ArrayList<>(size);
        for (int y = size - 1; y >= 0; y--) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                row.append(symbol(cells[y * size + x]));
            }
            out.add(row.toString());
        }
        return out;
    }

    /** The board of {@code rows}, one byte per point, point {@code y * size + x}. */
    static byte[] cells(int size, List<String> rows) {
        if (rows.size() != size) {
            throw new NotationException("diagram has " + rows.size() + " rows; the board has " + size);
        }
        byte[] cells = new byte[size * size];
        for (int i = 0; i < size; i++) {
            String row = rows.get(i).replace(" ", "");
            int rowNumber = size - i;
            if (row.length() != size) {
                throw new NotationException("diagram row " + rowNumber + " (line " + (i + 1) + ") has " + row.length()
                        + " cells; the board has " + size + " columns");
            }
            for (int x = 0; x < size; x++) {
                char c = row.charAt(x);
                cells[(rowNumber - 1) * size + x] = switch (c) {
                    case 'X' -> Stone.BLACK;
                    case 'O' -> Stone.WHITE;
                    case '.' -> Stone.EMPTY;
                    default -> throw new NotationException("diagram row " + rowNumber + ", column "
                            + (char) ('a' + x) + ": '" + c + "' is not X, O or .");
                };
            }
        }
        return cells;
    }

    static char symbol(byte stone) {
        return switch (stone) {
            case Stone.BLACK -> 'X';
            case Stone.WHITE -> 'O';
            default -> '.';
        };
    }
}
