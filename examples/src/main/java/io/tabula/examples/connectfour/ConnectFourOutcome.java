package io.tabula.examples.connectfour;

import io.tabula.core.OutcomeReason;

/** Why a game of Connect Four ends; case files write the ids {@code four} and {@code board-full}. */
enum ConnectFourOutcome implements OutcomeReason {
    FOUR,
    BOARD_FULL
}
