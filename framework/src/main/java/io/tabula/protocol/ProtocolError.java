package io.tabula.protocol;

import java.util.Objects;

/**
 * A command that fails: the engine answers it as its protocol words a failure ({@code ?
 * message} in GTP, {@code ERROR message} in Gomocup) and goes on reading. A handler that
 * throws one must have changed nothing.
 *
 * <p>The kind says what went wrong in terms a program can test; the message is the text of
 * the answer, one line. {@link Basic} has the failures every protocol has; a protocol with
 * standard failures of its own names them in its own enum (GTP's {@link GtpFailure}).
 */
public final class ProtocolError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public interface Kind {
        /** The standard text of this failure: the message of an error that gives no other. */
        String text();
    }

    /**
     * The failures of any protocol. Their texts are GTP's words (GTP 2, section 6), where it
     * has words for them.
     */
    public enum Basic implements Kind {
        /** A command name the engine does not know (the engine raises it). */
        UNKNOWN_COMMAND("unknown command"),
        /** Arguments missing, extra or malformed, or a line the engine cannot read. */
        SYNTAX("syntax error"),
        /** The rules forbid the move, or the point is not on the board or not free. */
        ILLEGAL_MOVE("illegal move"),
        /** A command that does not fit the session now (a move before the board exists). */
        OUT_OF_TURN("not possible now"),
        /** A value the engine cannot play with (a board size or rule set the rules do not have). */
        INVALID_VALUE("invalid value"),
        /** A failure of the engine itself (the engine raises it); the session goes on. */
        INTERNAL("internal error");

        private final String text;

        Basic(String text) {
            this.text = text;
        }

        @Override
        public String text() {
            return text;
        }
    }

    private final Kind kind;

    /** A failure answered with the kind's standard text. */
    public ProtocolError(Kind kind) {
        this(kind, kind.text());
    }

    /** A failure answered with {@code message}, which should be one line (framings flatten it). */
    public ProtocolError(Kind kind, String message) {
        // No stack trace: a refusal is an answer, not a bug, and bad input may be frequent.
        super(Objects.requireNonNull(message, "message"), null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }
}
