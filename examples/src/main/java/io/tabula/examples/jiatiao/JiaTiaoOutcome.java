package io.tabula.examples.jiatiao;

import io.tabula.core.OutcomeReason;

/** Why a game of jiatiao ends; case files write {@code too-few-stones}, {@code no-move} and {@code move-limit}. */
enum JiaTiaoOutcome implements OutcomeReason {
    /** The side captured down below {@code min-stones} loses. */
    TOO_FEW_STONES,
    /** The side to move has no stone that can move, and loses. */
    NO_MOVE,
    /** {@code max-moves} moves were played without a decision: a draw. */
    MOVE_LIMIT
}
