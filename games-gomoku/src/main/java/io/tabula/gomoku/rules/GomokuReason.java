package io.tabula.gomoku.rules;

/** Outcome reason keywords of the Gomoku module, as case files write them. */
public final class GomokuReason {
    /** A side made a winning row. */
    public static final String FIVE = "five";
    /** The board filled up without a winning row. */
    public static final String BOARD_FULL = "board-full";
    /**
     * White wins because of black's forbidden move under renju: at once with
     * {@code forbiddenMoves=loses}, or by white's {@code claim} with {@code forbiddenMoves=claim}.
     */
    public static final String FORBIDDEN = "forbidden";
    /**
     * Under renju with {@code forbiddenMoves=illegal} and {@code pass=false}, black has no
     * legal point left (every empty point is forbidden): a draw. With passing allowed black
     * can always pass, so this never happens.
     */
    public static final String NO_LEGAL_MOVE = "no-legal-move";
    /** Both sides passed in succession (option {@code pass}; renju): a draw. */
    public static final String PASSES = "passes";

    private GomokuReason() {
    }
}
