package io.tabula.testgame;

import io.tabula.core.OutcomeReason;

/** Why a tic-tac-toe game ends. */
public enum TttOutcome implements OutcomeReason {
    THREE,
    BOARD_FULL
}
