package io.tabula.core;

/** Text that is not a move (or a diagram row) in the game's notation. */
public final class NotationException extends TabulaException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
