package io.tabula.sgf;

import java.util.ArrayList;
import java.util.List;

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
