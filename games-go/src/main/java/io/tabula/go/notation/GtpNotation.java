package io.tabula.go.notation;

import io.tabula.core.NotationException;
import io.tabula.core.TypedNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import java.util.Locale;

/**
 * Go points as GTP writes them: a column letter {@code A}-{@code Z} skipping {@code I},
 * then the row number from the bottom ({@code D4}, {@code Q16}); {@code pass} and
 * {@code resign}. Reading ignores case; writing is upper case.
 */
public final class GtpNotation extends TypedNotation<GoState, GoMove> {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public GtpNotation() {
        super(GoState.TYPE);
    }

    @Override
    protected GoMove parseMove(GoState go, String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("PASS")) {
            return GoMove.PASS;
        }
        if (t.equals("RESIGN")) {
            return GoMove.RESIGN;
        }
        return go.rules().place(point(go.size(), text));
    }

    @Override
    protected String formatMove(GoState go, GoMove move) {
        if (move instanceof GoMove.Place place) {
            return point(go.size(), place.point());
        }
        return move instanceof GoMove.Pass ? "pass" : "resign";
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

    public static String point(int size, int point) {
        return "" + COLUMNS.charAt(point % size) + (point / size + 1);
    }

    /** The column letter of column {@code x} (from 0). */
    public static char column(int x) {
        return COLUMNS.charAt(x);
    }
}
