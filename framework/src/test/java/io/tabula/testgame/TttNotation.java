package io.tabula.testgame;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import java.util.Locale;

/** Points as a column letter from {@code a} and a row number from the bottom: {@code b2} is the 3x3 centre. */
public final class TttNotation implements Notation {

    @Override
    public Move parse(GameState state, String text) {
        return new TttMove.Place(point(((TttState) state).size(), text));
    }

    @Override
    public String format(GameState state, Move move) {
        return text(((TttState) state).size(), ((TttMove.Place) move).point());
    }

    static int point(int size, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (!t.matches("[a-z][0-9]{1,2}")) {
            throw new NotationException("'" + text + "' is not a point: write a column letter and a row number, like b2");
        }
        int x = t.charAt(0) - 'a';
        int y = Integer.parseInt(t.substring(1)) - 1;
        if (x >= size || y < 0 || y >= size) {
            throw new NotationException("'" + text + "' is not on the " + size + "x" + size + " board");
        }
        return y * size + x;
    }

    static String text(int size, int point) {
        return "" + (char) ('a' + point % size) + (point / size + 1);
    }
}
