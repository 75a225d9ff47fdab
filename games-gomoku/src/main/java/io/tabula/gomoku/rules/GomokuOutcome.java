package io.tabula.gomoku.rules;

import io.tabula.core.OutcomeReason;

/** Why a Gomoku game ends; the ids are the keywords case files and records write. */
public enum GomokuOutcome implements OutcomeReason {
    /** A side made a winning row. */
    FIVE,
    /** The board filled up without a winning row: a draw. */
    BOARD_FULL,
    /**
     * White wins because of black's forbidden move under renju: at once with
     * {@code forbiddenMoves=loses}, or by white's {@code claim} with {@code forbiddenMoves=claim}.
     */
    FORBIDDEN,
    /**
     * Under renju with {@code forbiddenMoves=illegal} and {@code pass=false}, black has no
     * legal point left (every empty point is forbidden): a draw. With passing allowed black
     * can always pass, so this never happens.
     */
    NO_LEGAL_MOVE,
    /** Both sides passed in succession (option {@code pass}; renju): a draw. */
    PASSES
}
