package io.tabula.testgame;

import io.tabula.core.OutcomeReason;

/** Why a tic-tac-toe game ends. */
public enum TttOutcome implements OutcomeReason {
    THREE("three", "three in a row"),
    BOARD_FULL("board-full", "the board is full");

    private final String id;
    private final String description;

    TttOutcome(String id, String description) {
        this.id = id;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String describe() {
        return description;
    }
}
