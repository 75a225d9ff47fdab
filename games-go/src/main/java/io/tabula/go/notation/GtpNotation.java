package io.tabula.go.notation;

import io.tabula.core.NotationException;
import io.tabula.core.TypedNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GtpPoints;

/**
 * Go moves as text: a point by its name on the board ({@link io.tabula.go.rules.GoTopology#name}:
 * as GTP writes it on the built-in boards, a column letter {@code A}-{@code Z} skipping
 * {@code I} and the row number from the bottom, {@code D4}, {@code Q16}; the topology's own
 * names on a board of the user's), {@code pass} and {@code resign}. Reading ignores case.
 */
public final class GtpNotation extends TypedNotation<GoState, GoMove> {
    public GtpNotation() {
        super(GoState.TYPE);
    }

    @Override
    protected GoMove parseMove(GoState go, String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("pass")) {
            return GoMove.PASS;
        }
        if (t.equalsIgnoreCase("resign")) {
            return GoMove.RESIGN;
        }
        return go.rules().place(go.rules().board().point(text));
    }

    @Override
    protected String formatMove(GoState go, GoMove move) {
        if (move instanceof GoMove.Place place) {
            return go.rules().board().name(place.point());
        }
        return move instanceof GoMove.Pass ? "pass" : "resign";
    }

    /**
     * The point index of {@code text} on a {@code size x size} board ({@link GtpPoints#point}).
     *
     * @throws NotationException if it is not a point of that board
     */
    public static int point(int size, String text) {
        return GtpPoints.point(size, text);
    }

    /** The name of {@code point} on a {@code size x size} board ({@link GtpPoints#name}). */
    public static String point(int size, int point) {
        return GtpPoints.name(size, point);
    }

    /** The column letter of column {@code x} (from 0). */
    public static char column(int x) {
        return GtpPoints.column(x);
    }
}
