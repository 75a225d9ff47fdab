package io.tabula.gomoku.protocol;

import java.util.Objects;

/**
 * A command the brain cannot carry out: the session answers {@code ERROR message} (or
 * {@code UNKNOWN message} for a command it does not know, as the Gomocup protocol asks)
 * and goes on reading commands.
 */
public final class GomocupError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why a command failed. */
    public enum Kind {
        /** A command name the brain does not know: answered {@code UNKNOWN}. */
        UNKNOWN_COMMAND,
        /** Arguments missing, extra or malformed (coordinates that are not {@code x,y}, a non-number). */
        SYNTAX,
        /** A command that does not fit the session now (TURN before START, BEGIN on a non-empty board). */
        OUT_OF_TURN,
        /** A point off the board or already occupied, or a takeback of an empty point. */
        ILLEGAL_MOVE,
        /** A value the brain cannot play with (a board size the rules do not have). */
        UNSUPPORTED
    }

    private final Kind kind;

    public GomocupError(Kind kind, String message) {
        super(Objects.requireNonNull(message, "message"), null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }

    /** The answer line: {@code UNKNOWN message} or {@code ERROR message}. */
    public String answer() {
        String text = getMessage().replace('\r', ' ').replace('\n', ' ').strip();
        return (kind == Kind.UNKNOWN_COMMAND ? "UNKNOWN " : "ERROR ") + text;
    }
}
