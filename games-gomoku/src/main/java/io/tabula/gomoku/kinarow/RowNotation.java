package io.tabula.gomoku.kinarow;

import io.tabula.core.StateType;
import io.tabula.core.TypedNotation;
import io.tabula.gomoku.geometry.Points;

/**
 * A stone is its point in renju notation: a column letter from {@code a}, no letter
 * skipped, then the row number from the bottom ({@code j10} is the centre of 19x19). A
 * turn of two stones is two moves, written one after the other.
 */
final class RowNotation extends TypedNotation<RowState, RowMove> {

    RowNotation(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    protected RowMove parseMove(RowState state, String text) {
        return state.rules().place(Points.parse(state.size(), text));
    }

    @Override
    protected String formatMove(RowState state, RowMove move) {
        return Points.name(state.size(), move.point());
    }
}
