package io.tabula.gomoku.rules;

import io.tabula.core.Move;

/** The moves of Gomoku. Opening-protocol actions (swap, offer, choose) join this hierarchy. */
public sealed interface GomokuMove extends Move permits GomokuMove.Place {

    /** A stone of the side to move on {@code point} ({@code y * size + x}). */
    record Place(int point) implements GomokuMove {
    }
}
