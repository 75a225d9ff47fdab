package io.tabula.gomoku.rules;

/** Outcome reason keywords of the Gomoku module, as case files write them. */
public final class GomokuReason {
    /** A side made a winning row. */
    public static final String FIVE = "five";
    /** The board filled up without a winning row. */
    public static final String BOARD_FULL = "board-full";

    private GomokuReason() {
    }
}
