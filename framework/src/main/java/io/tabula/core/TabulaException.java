package io.tabula.core;

/**
 * Base of the errors Tabula reports to users: illegal moves, unreadable notation,
 * unknown games or options, malformed files. Its message is meant to be shown as is.
 */
public class TabulaException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TabulaException(String message) {
        super(message);
    }

    public TabulaException(String message, Throwable cause) {
        super(message, cause);
    }
}
