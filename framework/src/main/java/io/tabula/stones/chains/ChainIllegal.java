package io.tabula.stones.chains;

import io.tabula.core.IllegalReason;

/** Why a {@link ChainBoard} refuses a stone on an empty point. */
public enum ChainIllegal implements IllegalReason {
    /** The stone would retake the simple ko point at once. */
    KO("the move retakes a ko at once"),
    /** The stone would leave its own chain without liberties, and suicide is not allowed. */
    SUICIDE("the stone would leave its own group without liberties, and suicide is not allowed"),
    /** The stone would make a position that the repetition rule forbids. */
    SUPERKO("the move would repeat an earlier position");

    private final String description;

    ChainIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
