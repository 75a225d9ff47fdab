package io.tabula.go.rules;

import io.tabula.core.OutcomeReason;

/** Why a Go game ends; the ids are the keywords case files and records write. */
public enum GoOutcome implements OutcomeReason {
    /** Two passes in succession ended the game and it was counted. */
    SCORE,
    /** A side resigned. */
    RESIGN
}
