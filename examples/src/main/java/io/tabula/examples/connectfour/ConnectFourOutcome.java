package io.tabula.examples.connectfour;

import io.tabula.core.OutcomeReason;

/** Why a game of Connect Four ends: case files write the ids. */
enum ConnectFourOutcome implements OutcomeReason {
    FOUR("four", "four in a row"),
    BOARD_FULL("board-full", "the board is full");

    private final String id;
    private final String description;

    ConnectFourOutcome(String id, String description) {
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
