package io.tabula.go.rules;

import io.tabula.core.IllegalReason;

/** Why a Go move is illegal, beyond the common reasons. */
public enum GoReason implements IllegalReason {
    SUICIDE("the stone would leave its own group without liberties, and suicide is not allowed"),
    KO("the move retakes a ko at once"),
    SUPERKO("the move would repeat an earlier position"),
    HANDICAP_PLACEMENT("black must place the handicap stones before anyone may pass");

    private final String description;

    GoReason(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
