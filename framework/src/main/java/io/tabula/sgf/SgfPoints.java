package io.tabula.sgf;

import io.tabula.core.StoneDiagram;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;

/**
 * SGF points on square boards (FF[4]): two letters, column then row, {@code aa} the
 * top-left corner, {@code a}-{@code z} then {@code A}-{@code Z} beyond 26; Tabula's
 * points are {@code y * size + x} with {@code y} from the bottom. Shared by every game
 * whose records are SGF (Go GM[1], Gomoku and Renju GM[4]).
 */
public final class SgfPoints {
    private SgfPoints() {
    }

    /**
     * The point of SGF value {@code value} ({@code dd}) on a {@code size x size} board.
     *
     * @throws IllegalArgumentException with a sentence for people if it is not a point there
     */
    public static int point(String text, int size) {
        String value = text.trim();
        if (value.length() != 2) {
            throw new IllegalArgumentException("'" + value + "' is not an SGF point (two letters, like dd)");
        }
        int x = coordinate(value.charAt(0));
        int row = coordinate(value.charAt(1));
        if (x < 0 || row < 0) {
            throw new IllegalArgumentException("'" + value + "' is not an SGF point (two letters, like dd)");
        }
        if (x >= size || row >= size) {
            throw new IllegalArgumentException("'" + value + "' is off the " + size + "x" + size + " board (a to "
                    + letter(size - 1) + ")");
        }
        return (size - 1 - row) * size + x;
    }

    /**
     * Adds {@code AB} and {@code AW} to {@code root}: the black and white stones of a set-up
     * board, {@code stoneAt} giving each point's {@link io.tabula.core.StoneDiagram} value,
     * sorted by their SGF values; a colour without stones adds nothing.
     *
     * @return whether the board holds any stone
     */
    public static boolean addSetup(SgfNode.Builder root, int size, IntUnaryOperator stoneAt) {
        Set<String> black = new TreeSet<>();
        Set<String> white = new TreeSet<>();
        for (int p = 0; p < size * size; p++) {
            int stone = stoneAt.applyAsInt(p);
            if (stone == StoneDiagram.BLACK) {
                black.add(value(p, size));
            } else if (stone == StoneDiagram.WHITE) {
                white.add(value(p, size));
            }
        }
        if (!black.isEmpty()) {
            root.add("AB", new ArrayList<>(black));
        }
        if (!white.isEmpty()) {
            root.add("AW", new ArrayList<>(white));
        }
        return !black.isEmpty() || !white.isEmpty();
    }

    /** The SGF value of {@code point} on a {@code size x size} board. */
    public static String value(int point, int size) {
        int x = point % size;
        int row = size - 1 - point / size;
        return "" + letter(x) + letter(row);
    }

    /** Whether {@code value} of a B or W property is a pass: empty, or {@code tt} on boards up to 19x19. */
    public static boolean isPass(String value, int size) {
        String v = value.trim();
        return v.isEmpty() || (size <= 19 && v.equals("tt"));
    }

    /**
     * The points of one value of a point list ({@code AB}, {@code AW}, {@code AE}): a point,
     * or two corners {@code aa:cc} of a rectangle (in either order), every point within.
     *
     * @throws IllegalArgumentException with a sentence for people if it is malformed
     */
    public static List<Integer> points(String value, int size) {
        String v = value.trim();
        int colon = v.indexOf(':');
        if (colon < 0) {
            return List.of(point(v, size));
        }
        int a = point(v.substring(0, colon).trim(), size);
        int b = point(v.substring(colon + 1).trim(), size);
        int x0 = Math.min(a % size, b % size);
        int x1 = Math.max(a % size, b % size);
        int y0 = Math.min(a / size, b / size);
        int y1 = Math.max(a / size, b / size);
        List<Integer> out = new ArrayList<>();
        for (int y = y1; y >= y0; y--) { // top row first, as SGF reads
            for (int x = x0; x <= x1; x++) {
                out.add(y * size + x);
            }
        }
        return out;
    }

    private static int coordinate(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 26;
        }
        return -1;
    }

    private static char letter(int coordinate) {
        return (char) (coordinate < 26 ? 'a' + coordinate : 'A' + coordinate - 26);
    }
}
