package io.tabula.gomoku.notation;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import java.util.Locale;

/**
 * Renju notation: a column letter {@code a}, {@code b}, ... with no letter skipped, then
 * the row number counted from the bottom; {@code h8} is the centre of the 15x15 board.
 * The words {@code pass} and {@code claim} are the pass and white's claim of a black foul;
 * whether they are legal is the rules' question, not the notation's.
 * Reading ignores case and surrounding blanks; writing is lower case.
 */
public final class RenjuNotation implements Notation {

    @Override
    public Move parse(GameState state, String text) {
        GomokuState gomoku = (GomokuState) state;
        String word = text.trim().toLowerCase(Locale.ROOT);
        if (word.equals("pass")) {
            return GomokuMove.PASS;
        }
        if (word.equals("claim")) {
            return GomokuMove.CLAIM;
        }
        return gomoku.rules().place(point(gomoku.size(), text));
    }

    @Override
    public String format(GameState state, Move move) {
        if (move instanceof GomokuMove.Pass) {
            return "pass";
        }
        if (move instanceof GomokuMove.Claim) {
            return "claim";
        }
        GomokuMove.Place place = (GomokuMove.Place) move;
        return point(((GomokuState) state).size(), place.point());
    }

    /**
     * The point index of {@code text} on a {@code size x size} board.
     *
     * @throws NotationException if the text is not a point or is off the board
     */
    public static int point(int size, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() < 2 || t.charAt(0) < 'a' || t.charAt(0) > 'z' || !t.substring(1).chars().allMatch(Character::isDigit)
                || t.length() > 4) {
            throw new NotationException("'" + text.trim() + "' is not a point: write a column letter and a row number, like h8 (or pass, claim)");
        }
        int x = t.charAt(0) - 'a';
        int y = Integer.parseInt(t.substring(1)) - 1;
        if (x >= size || y < 0 || y >= size) {
            throw new NotationException("'" + text.trim() + "' is not on the " + size + "x" + size + " board (columns a-"
                    + (char) ('a' + size - 1) + ", rows 1-" + size + ")");
        }
        return y * size + x;
    }

    /** The text of {@code point} on a {@code size x size} board. */
    public static String point(int size, int point) {
        return "" + (char) ('a' + point % size) + (point / size + 1);
    }
}
