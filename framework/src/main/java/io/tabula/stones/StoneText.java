package io.tabula.stones;

import io.tabula.core.NotationException;
import io.tabula.core.Plural;
import io.tabula.topology.CompassBoard;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * Stones on any topology as text diagrams (docs/CASE-FILES.md), one string per row, and as
 * the board for people. A symbol per side ({@code X}, {@code O}, ...), {@code .} for an empty
 * point; spaces are ignored when a diagram is read.
 * <ul>
 *   <li>A square grid or a torus: its rows, top row first, one symbol per point, as Go and
 *       Gomoku write them.</li>
 *   <li>A hex board: the same rows, each shifted half a cell right of the row below it as the
 *       board is drawn, symbols separated by a space: the top row is indented most.</li>
 *   <li>Any other topology (a graph): one line per point, in point order, its name and its
 *       symbol ({@code centre X}); read in any order, every point once.</li>
 * </ul>
 */
public final class StoneText {
    private StoneText() {
    }

    /** The symbol of empty points. */
    public static final char EMPTY = '.';

    /** The canonical diagram of {@code cells} ({@link StonePosition#cells()}) with side {@code s} written {@code symbols.charAt(s)}. */
    public static List<String> rows(Topology topology, byte[] cells, String symbols) {
        List<String> out = new ArrayList<>();
        if (topology instanceof CompassBoard || topology instanceof HexBoard) {
            int width = width(topology);
            int height = topology.points() / width;
            boolean hex = topology instanceof HexBoard;
            StringBuilder row = new StringBuilder();
            for (int y = height - 1; y >= 0; y--) {
                row.setLength(0);
                if (hex) {
                    row.append(" ".repeat(y));
                }
                for (int x = 0; x < width; x++) {
                    if (hex && x > 0) {
                        row.append(' ');
                    }
                    row.append(symbol(cells[y * width + x], symbols));
                }
                out.add(row.toString());
            }
            return out;
        }
        for (int p = 0; p < topology.points(); p++) {
            out.add(topology.name(p) + " " + symbol(cells[p], symbols));
        }
        return out;
    }

    /**
     * The stones of diagram {@code rows}.
     *
     * @throws NotationException naming the row, the point and what is wrong
     */
    public static byte[] cells(Topology topology, List<String> rows, String symbols) {
        byte[] cells = new byte[topology.points()];
        if (topology instanceof CompassBoard || topology instanceof HexBoard) {
            int width = width(topology);
            int height = topology.points() / width;
            if (rows.size() != height) {
                throw new NotationException("diagram has " + Plural.of(rows.size(), "row") + "; the board has " + height);
            }
            for (int i = 0; i < height; i++) {
                String row = rows.get(i).replace(" ", "");
                int y = height - 1 - i;
                if (row.length() != width) {
                    throw new NotationException("diagram row " + (y + 1) + " (line " + (i + 1) + ") has "
                            + Plural.of(row.length(), "cell") + "; the board has " + width + " columns");
                }
                for (int x = 0; x < width; x++) {
                    cells[y * width + x] = cell(row.charAt(x), symbols, topology.name(y * width + x));
                }
            }
            return cells;
        }
        boolean[] seen = new boolean[topology.points()];
        for (int i = 0; i < rows.size(); i++) {
            String line = rows.get(i).strip();
            int space = line.lastIndexOf(' ');
            if (space < 0) {
                throw new NotationException("diagram line " + (i + 1) + " '" + line + "' is not a point's name and its symbol");
            }
            String name = line.substring(0, space).strip();
            String symbol = line.substring(space + 1);
            int point = StoneNotation.point(topology, name);
            if (point == Topology.OFF) {
                throw new NotationException("diagram line " + (i + 1) + ": '" + name + "' is not a point of this board");
            }
            if (seen[point]) {
                throw new NotationException("diagram line " + (i + 1) + ": " + name + " is given twice");
            }
            if (symbol.length() != 1) {
                throw new NotationException("diagram line " + (i + 1) + ", " + name + ": '" + symbol + "' is not one symbol");
            }
            seen[point] = true;
            cells[point] = cell(symbol.charAt(0), symbols, name);
        }
        for (int p = 0; p < seen.length; p++) {
            if (!seen[p]) {
                throw new NotationException("diagram gives no line for point " + topology.name(p));
            }
        }
        return cells;
    }

    /**
     * The board for people: the diagram with the column letters above and below and the row
     * numbers on both sides (a grid, a hex board), or the list of points (a graph).
     */
    public static String render(Topology topology, byte[] cells, String symbols) {
        if (!(topology instanceof CompassBoard || topology instanceof HexBoard)) {
            return String.join("\n", rows(topology, cells, symbols));
        }
        int width = width(topology);
        int height = topology.points() / width;
        boolean hex = topology instanceof HexBoard;
        int margin = Integer.toString(height).length();
        StringBuilder columns = new StringBuilder();
        for (int x = 0; x < width; x++) {
            String name = topology.name(x);
            columns.append(' ').append(name, 0, name.length() - 1);
        }
        StringBuilder out = new StringBuilder();
        out.append(" ".repeat(margin + (hex ? height - 1 : 0))).append(columns).append('\n');
        for (int y = height - 1; y >= 0; y--) {
            String number = Integer.toString(y + 1);
            out.append(" ".repeat(margin - number.length() + (hex ? y : 0))).append(number);
            for (int x = 0; x < width; x++) {
                out.append(' ').append(symbol(cells[y * width + x], symbols));
            }
            out.append(' ').append(number).append('\n');
        }
        out.append(" ".repeat(margin)).append(columns);
        return out.toString();
    }

    private static int width(Topology topology) {
        return topology instanceof CompassBoard board ? board.width() : ((HexBoard) topology).side();
    }

    private static char symbol(byte cell, String symbols) {
        return cell == StonePosition.EMPTY ? EMPTY : symbols.charAt(cell - 1);
    }

    private static byte cell(char c, String symbols, String point) {
        if (c == EMPTY) {
            return StonePosition.EMPTY;
        }
        int side = symbols.indexOf(c);
        if (side < 0) {
            throw new NotationException("diagram, point " + point + ": '" + c + "' is not " + String.join(", ",
                    symbols.chars().mapToObj(Character::toString).toList()) + " or .");
        }
        return (byte) (side + 1);
    }
}
