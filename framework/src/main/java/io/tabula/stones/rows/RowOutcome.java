package io.tabula.stones.rows;

import io.tabula.core.OutcomeReason;

/**
 * Why a game on the row blocks ends; case files write {@code row}, {@code captures},
 * {@code stock-empty}, {@code board-full}, {@code passes}, {@code no-legal-move} and
 * {@code foul}. A game may name these ends with reasons of its own
 * ({@link RowRules.Builder#reason}); Gomoku calls a row {@code five}.
 */
public enum RowOutcome implements OutcomeReason {
    /** The mover made a winning row (six in Connect6, five in Pente). */
    ROW,
    /** The mover has captured the stones that win (Pente). */
    CAPTURES,
    /** The mover has placed the last stone of its stock (玩法二). */
    STOCK_EMPTY,
    /** No empty point is left and nobody has won: a draw. */
    BOARD_FULL,
    /** Every side passed in succession: a draw. */
    PASSES,
    /** The side to move has no legal stone and may not pass: a draw. */
    NO_LEGAL_MOVE,
    /** The other side won by a foul of the mover's, at once or claimed. */
    FOUL
}
