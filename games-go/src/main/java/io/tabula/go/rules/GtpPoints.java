package io.tabula.go.rules;

import io.tabula.core.NotationException;
import java.util.Locale;

/**
 * Points of the built-in boards ({@code size x size}, {@code y * size + x}) named as GTP
 * names them: a column letter {@code A}-{@code Z} skipping {@code I}, then the row number
 * from the bottom ({@code D4}, {@code Q16}). Reading ignores case; writing is upper case.
 */
public final class GtpPoints {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private GtpPoints() {
    }

    /**
     * The point index of {@code text} on a {@code size x size} board.
     *
     * @throws NotationException if it is not a point of that board
     */
    public static int point(int size, String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() < 2 || t.length() > 3 || COLUMNS.indexOf(t.charAt(0)) < 0
                || !t.substring(1).chars().allMatch(Character::isDigit)) {
            throw new NotationException("'" + text.trim() + "' is not a point: write a column letter (no I) and a "
                    + "row number, like D4, or pass");
        }
        int x = COLUMNS.indexOf(t.charAt(0));
        int y = Integer.parseInt(t.substring(1)) - 1;
        if (x >= size || y < 0 || y >= size) {
            throw new NotationException("'" + text.trim() + "' is not on the " + size + "x" + size + " board (columns A-"
                    + COLUMNS.charAt(size - 1) + " without I, rows 1-" + size + ")");
        }
        return y * size + x;
    }

    /** The name of point {@code point} on a {@code size x size} board. */
    public static String name(int size, int point) {
        return "" + COLUMNS.charAt(point % size) + (point / size + 1);
    }

    /** The column letter of column {@code x} (from 0). */
    public static char column(int x) {
        return COLUMNS.charAt(x);
    }
}
