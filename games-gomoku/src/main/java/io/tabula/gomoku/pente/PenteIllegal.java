package io.tabula.gomoku.pente;

import io.tabula.core.IllegalReason;

/** Why a stone breaks Pente's tournament rule. */
public enum PenteIllegal implements IllegalReason {
    /** The first stone of the game goes on the centre. */
    FIRST_STONE_OFF_CENTRE("under the tournament rule the first stone goes on the centre"),
    /** The first player's second stone keeps away from the centre. */
    TOO_CLOSE_TO_CENTRE("under the tournament rule the first player's second stone must be at least three "
            + "lines from the centre");

    private final String description;

    PenteIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
