package io.tabula.gomoku.kinarow;

import io.tabula.core.OutcomeReason;

/** Why a k-in-a-row game ends; case files write {@code row}, {@code captures}, {@code stock-empty} and {@code board-full}. */
public enum RowOutcome implements OutcomeReason {
    /** The mover made a winning row (six in Connect6, five in Pente). */
    ROW,
    /** The mover has captured the number of pairs that wins (Pente). */
    CAPTURES,
    /** The mover has placed the last stone of its stock (玩法二). */
    STOCK_EMPTY,
    /** No empty point is left and nobody has won: a draw. */
    BOARD_FULL
}
