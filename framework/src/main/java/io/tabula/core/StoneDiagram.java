package io.tabula.core;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Diagrams of square boards of two-colour stones (Go, Gomoku, Renju), as docs/CASE-FILES.md
 * defines them: one string per row, top row first, {@code X} black, {@code O} white,
 * {@code .} empty, spaces ignored. Cells are bytes: 0 empty, 1 black, 2 white, point
 * {@code y * size + x} with {@code y} from the bottom.
 */
public final class StoneDiagram {
    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;

    private StoneDiagram() {
    }

    /**
     * The cells of {@code rows} on a {@code size x size} board.
     *
     * @param columnName the name of column {@code x} in the game's notation, for messages
     * @throws NotationException naming the row (and column) that cannot be read
     */
    public static byte[] cells(int size, List<String> rows, IntFunction<String> columnName) {
        if (rows.size() != size) {
            throw new NotationException("diagram has " + Plural.of(rows.size(), "row") + "; the board has " + size);
        }
        byte[] cells = new byte[size * size];
        for (int i = 0; i < size; i++) {
            String row = rows.get(i).replace(" ", "");
            int y = size - 1 - i;
            if (row.length() != size) {
                throw new NotationException("diagram row " + (y + 1) + " (line " + (i + 1) + ") has " + Plural.of(row.length(), "cell")
                        + "; the board has " + size + " columns");
            }
            for (int x = 0; x < size; x++) {
                char c = row.charAt(x);
                cells[y * size + x] = switch (c) {
                    case 'X' -> BLACK;
                    case 'O' -> WHITE;
                    case '.' -> EMPTY;
                    default -> throw new NotationException("diagram row " + (y + 1) + ", column "
                            + columnName.apply(x) + ": '" + c + "' is not X, O or .");
                };
            }
        }
        return cells;
    }

    /** The canonical rows (no spaces) of {@code cells} on a {@code size x size} board. */
    public static List<String> rows(int size, byte[] cells) {
        List<String> out = new ArrayList<>(size);
        StringBuilder row = new StringBuilder(size);
        for (int y = size - 1; y >= 0; y--) {
            row.setLength(0);
            for (int x = 0; x < size; x++) {
                byte stone = cells[y * size + x];
                row.append(stone == BLACK ? 'X' : stone == WHITE ? 'O' : '.');
            }
            out.add(row.toString());
        }
        return out;
    }
}
