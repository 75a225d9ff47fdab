package io.tabula.gomoku.rules;

/** Outcome reason keywords of the Gomoku module, as case files write them. */
public final class GomokuReason {
    /** A side made a winning row. */
    public static final String FIVE = "five";
    /** The board filled up without a winning row. */
    public static final String BOARD_FULL = "board-full";
    /** Black played a forbidden move under renju with {@code forbiddenMoves=loses}: white wins. */
    public static final String FORBIDDEN = "forbidden";
    /**
     * Under renju with {@code forbiddenMoves=illegal}, black has no legal point left (every
     * empty point is forbidden): a draw. (Passing, which renju allows, is not modelled yet.)
     */
    public static final String NO_LEGAL_MOVE = "no-legal-move";

    private GomokuReason() {
    }
}
