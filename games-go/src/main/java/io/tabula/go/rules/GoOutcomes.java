package io.tabula.go.rules;

/** Outcome reason keywords of the Go module, as case files write them. */
public final class GoOutcomes {
    /** Two passes in succession ended the game and it was counted. */
    public static final String SCORE = "score";
    /** A side resigned. */
    public static final String RESIGN = "resign";

    private GoOutcomes() {
    }
}
