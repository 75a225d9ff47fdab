package io.tabula.gomoku.geometry;

import io.tabula.core.NotationException;
import java.util.Locale;

/**
 * Point names of renju notation on a square board: a column letter {@code a}, {@code b},
 * ... with no letter skipped, then the row number counted from the bottom ({@code h8} is
 * the centre of 15x15). A point's index is {@code row * size + column}, both from 0.
 * The notation, the symmetry checks and the opening protocols share this one reading.
 */
public final class Points {

    private Points() {
    }

    /**
     * The index of the point written {@code text} on a {@code size x size} board; case and
     * surrounding blanks are ignored.
     *
     * @throws NotationException if the text is not a point or is off the board
     */
    public static int parse(int size, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() < 2 || t.length() > 4 || t.charAt(0) < 'a' || t.charAt(0) > 'z'
                || !t.substring(1).chars().allMatch(Character::isDigit)) {
            throw new NotationException("'" + text.trim()
                    + "' is not a point: write a column letter and a row number, like h8");
        }
        int x = t.charAt(0) - 'a';
        int y = Integer.parseInt(t.substring(1)) - 1;
        if (x >= size || y < 0 || y >= size) {
            throw new NotationException("'" + text.trim() + "' is not on the " + size + "x" + size + " board (columns a-"
                    + (char) ('a' + size - 1) + ", rows 1-" + size + ")");
        }
        return y * size + x;
    }

    /** The name of {@code point} on a {@code size x size} board, lower case. */
    public static String name(int size, int point) {
        return "" + (char) ('a' + point % size) + (point / size + 1);
    }

    /** The centre point of an odd-sized board ({@code h8} on 15x15). */
    public static int centre(int size) {
        return (size / 2) * size + size / 2;
    }

    /**
     * The Chebyshev distance of {@code point} from the centre: 0 on the centre, 1 in the
     * 3x3 square around it, 2 in the 5x5 square, and so on (the Gomoku rules (games-gomoku/README.md): "within N x N" means
     * distance at most (N-1)/2).
     */
    public static int distanceFromCentre(int size, int point) {
        int c = size / 2;
        return Math.max(Math.abs(point % size - c), Math.abs(point / size - c));
    }
}
