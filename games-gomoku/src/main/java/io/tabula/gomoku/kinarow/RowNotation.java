package io.tabula.gomoku.kinarow;

import io.tabula.core.NotationException;
import io.tabula.core.StateType;
import io.tabula.core.TypedNotation;
import io.tabula.gomoku.geometry.Points;

/**
 * A stone is its point in renju notation: a column letter from {@code a}, no letter
 * skipped, then the row number from the bottom ({@code j10} is the centre of 19x19). A
 * turn of two stones is two moves, written one after the other. In a game with stocks
 * (玩法二) a replacement is written {@code x} and the replaced stone's point, {@code xh8};
 * such games keep to 19 columns, so {@code x} is never a column.
 */
final class RowNotation extends TypedNotation<RowState, RowMove> {

    RowNotation(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    protected RowMove parseMove(RowState state, String text) {
        boolean marked = state.variant().blocks().stocks() != null && text.startsWith(REPLACE);
        if (state.replacing() && !marked) {
            throw new NotationException("'" + text + "': " + state.toMove().id() + " made a row and now replaces an "
                    + "enemy stone, written x and its point, like xh8");
        }
        if (marked && !state.replacing()) {
            throw new NotationException("'" + text + "': no replacement is due; a stone is just its point, like h8");
        }
        return state.variant().place(Points.parse(state.size(), marked ? text.substring(REPLACE.length()) : text));
    }

    @Override
    protected String formatMove(RowState state, RowMove move) {
        return (state.replacing() ? REPLACE : "") + Points.name(state.size(), move.point());
    }

    private static final String REPLACE = "x";
}
