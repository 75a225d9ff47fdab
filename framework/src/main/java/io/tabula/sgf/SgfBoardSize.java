package io.tabula.sgf;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The square board a root's {@code SZ} names, read by one rule for every game: a value
 * that is not a board the game is played on here (not a number, a fraction, negative,
 * zero, too small or too big, or a rectangle {@code SZ[19:13]}) is an {@link SgfException}
 * naming the value and the sizes there are. It is never replaced by a default, because
 * every point of the record depends on the board's size.
 */
public final class SgfBoardSize {
    /** FF[4]'s Number: an optional sign and digits. */
    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9]+");

    private final String game;
    private final int absent;
    private final int min;
    private final int max;

    /**
     * @param game   the game's name for messages: {@code Go}, {@code Gomoku}
     * @param absent the size of a root without {@code SZ}
     * @param min    the smallest side the game is played on
     * @param max    the largest side the game is played on
     */
    public SgfBoardSize(String game, int absent, int min, int max) {
        if (min < 1 || min > max || absent < min || absent > max) {
            throw new IllegalArgumentException("sizes " + min + " to " + max + ", " + absent + " when absent");
        }
        this.game = game;
        this.absent = absent;
        this.min = min;
        this.max = max;
    }

    /**
     * The side of the board {@code root} names.
     *
     * @throws SgfException at the {@code SZ} value if it is not a board of this game
     */
    public int of(SgfNode root) {
        Optional<String> sz = root.value("SZ");
        if (sz.isEmpty()) {
            return absent;
        }
        SgfPosition at = root.valuePosition("SZ", 0).or(root::position).orElse(SgfPosition.START);
        String[] parts = sz.get().trim().split(":", -1);
        if (parts.length > 2) {
            throw error(at, sz.get(), "not a board size (one number, or columns:rows)");
        }
        long columns = side(at, sz.get(), parts[0]);
        long rows = parts.length == 2 ? side(at, sz.get(), parts[1]) : columns;
        if (columns != rows) {
            throw error(at, sz.get(), "the board is not square (" + shown(parts[0].trim()) + " columns, "
                    + shown(parts[1].trim()) + " rows)");
        }
        if (columns < min || columns > max) {
            throw error(at, sz.get(), "out of range");
        }
        return (int) columns;
    }

    /** One side's number; {@link Long#MAX_VALUE} for any number of more than 18 digits, out of range anyway. */
    private long side(SgfPosition at, String value, String part) {
        String text = part.trim();
        if (!NUMBER.matcher(text).matches()) {
            throw error(at, value, "not a whole number");
        }
        if (text.startsWith("-") && !text.substring(1).matches("0+")) {
            throw error(at, value, "negative");
        }
        String digits = text.replaceFirst("^[+-]?0*", "");
        return digits.length() > 18 ? Long.MAX_VALUE : digits.isEmpty() ? 0 : Long.parseLong(digits);
    }

    private SgfException error(SgfPosition at, String value, String problem) {
        return new SgfException(at, "SZ[" + shown(value) + "]: " + problem + "; Tabula plays " + game
                + " on square boards from " + min + "x" + min + " to " + max + "x" + max
                + " (SZ[" + min + "] to SZ[" + max + "])");
    }

    /** The value as a message shows it: on one line, and cut short if it is long. */
    private static String shown(String value) {
        String line = value.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 40 ? line.substring(0, 40) + "..." : line;
    }
}
