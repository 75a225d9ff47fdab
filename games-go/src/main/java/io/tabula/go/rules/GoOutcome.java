package io.tabula.go.rules;

import io.tabula.core.OutcomeReason;

/** Why a Go game ends; the ids are the keywords case files and records write. */
public enum GoOutcome implements OutcomeReason {
    /** Two passes in succession ended the game and it was counted. */
    SCORE("score", "the count after two passes"),
    /** A side resigned. */
    RESIGN("resign", "resignation");

    private final String id;
    private final String description;

    GoOutcome(String id, String description) {
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
