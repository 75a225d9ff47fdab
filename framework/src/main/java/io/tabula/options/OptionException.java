package io.tabula.options;

/**
 * An unknown game, variant or option, or a value out of range. The message names
 * what was wrong and lists what is allowed.
 */
public final class OptionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public OptionException(String message) {
        super(message);
    }
}
