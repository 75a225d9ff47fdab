package io.tabula.junqi.record;

import io.tabula.core.TabulaException;

/**
 * A record that does not replay: a stored result differs from what the rules give, a move is
 * illegal, or the stored outcome is not the replay's. The message names the move (0-based
 * index and text) and both versions.
 */
public final class RecordMismatchException extends TabulaException {
    private final int moveIndex;

    public RecordMismatchException(int moveIndex, String message) {
        super(message);
        this.moveIndex = moveIndex;
    }

    public RecordMismatchException(int moveIndex, String message, Throwable cause) {
        super(message, cause);
        this.moveIndex = moveIndex;
    }

    /** The index of the offending move; the number of moves for the outcome, -1 for the start. */
    public int moveIndex() {
        return moveIndex;
    }
}
