package io.tabula.testgame;

import io.tabula.core.NotationException;
import io.tabula.core.StateType;
import io.tabula.core.TypedNotation;
import java.util.Locale;

/** Points as a column letter from {@code a} and a row number from the bottom: {@code b2} is the 3x3 centre. */
public final class TttNotation extends TypedNotation<TttState, TttMove> {
    static final StateType<TttState, TttMove> TYPE = StateType.of(TttModule.ID, TttState.class, TttMove.class);

    public TttNotation() {
        super(TYPE);
    }

    @Override
    protected TttMove parseMove(TttState state, String text) {
        return new TttMove.Place(point(state.size(), text));
    }

    @Override
    protected String formatMove(TttState state, TttMove move) {
        return text(state.size(), ((TttMove.Place) move).point()); // Place is the one kind of move
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
