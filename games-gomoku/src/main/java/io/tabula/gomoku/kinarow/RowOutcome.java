package io.tabula.gomoku.kinarow;

import io.tabula.core.OutcomeReason;

/** Why a k-in-a-row game ends; case files write {@code row}, {@code captures} and {@code board-full}. */
public enum RowOutcome implements OutcomeReason {
    /** The mover made a winning row (six in Connect6, five in Pente). */
    ROW,
    /** The mover has captured the number of pairs that wins (Pente). */
    CAPTURES,
    /** No empty point is left and nobody has won: a draw. */
    BOARD_FULL
}
