package io.tabula.gomoku.record;

import io.tabula.core.TabulaException;
import java.util.Optional;

/**
 * A Gomoku record that cannot be read as a whole: a move the rules or the reader reject
 * ({@link #illegal()} says which and why), or a record that a format cannot hold.
 */
public final class GomokuRecordException extends TabulaException {
    private static final long serialVersionUID = 1L;
    private final transient IllegalRecordMove illegal;

    public GomokuRecordException(String message) {
        super(message);
        this.illegal = null;
    }

    public GomokuRecordException(IllegalRecordMove illegal) {
        super(illegal.describe());
        this.illegal = illegal;
    }

    /** The first move that could not be played, when that is the trouble. */
    public Optional<IllegalRecordMove> illegal() {
        return Optional.ofNullable(illegal);
    }
}
