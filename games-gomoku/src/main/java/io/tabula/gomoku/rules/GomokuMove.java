package io.tabula.gomoku.rules;

import io.tabula.core.Move;

/**
 * The moves of Gomoku: a stone on a point, a pass (when option {@code pass} allows it;
 * notation {@code pass}) and white's claim of a black foul (renju with
 * {@code forbiddenMoves=claim}; notation {@code claim}).
 */
public sealed interface GomokuMove extends Move permits GomokuMove.Place, GomokuMove.Pass, GomokuMove.Claim {

    /** The one pass move. */
    Pass PASS = new Pass();

    /** The one claim move. */
    Claim CLAIM = new Claim();

    /** A stone of the side to move on {@code point} ({@code y * size + x}). */
    record Place(int point) implements GomokuMove {
    }

    /**
     * The side to move passes. Two passes in succession end the game in a draw, reason
     * {@code passes}. A pass is not a swap: opening-protocol swaps never count towards it.
     */
    record Pass() implements GomokuMove {
    }

    /**
     * White claims black's foul: legal right after a forbidden black move, or at any
     * white turn while an overline foul stands on the board. White wins, reason
     * {@code forbidden}.
     */
    record Claim() implements GomokuMove {
    }
}
