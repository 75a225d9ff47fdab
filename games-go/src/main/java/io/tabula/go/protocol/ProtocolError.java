package io.tabula.go.protocol;

import java.util.Objects;

/**
 * A command that fails: the engine answers {@code ? message} and goes on. The kind names
 * the failure; where the GTP version 2 specification (draft 2, section 6) fixes the text
 * of an error, the kind's message is that text, so controllers can recognize it.
 */
public final class ProtocolError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why a command failed. */
    public enum Kind {
        /** GTP 2.x: a command name the engine does not know. */
        UNKNOWN_COMMAND("unknown command"),
        /** GTP 6.1: arguments missing, extra or malformed. */
        SYNTAX_ERROR("syntax error"),
        /** A colour that is none of {@code b}, {@code black}, {@code w}, {@code white}. */
        INVALID_COLOR("invalid color"),
        /** A vertex that is not a point of the board, nor {@code pass}. */
        INVALID_COORDINATE("invalid coordinate"),
        /** GTP {@code play}: the rules forbid the move. */
        ILLEGAL_MOVE("illegal move"),
        /** GTP {@code undo}: nothing left to take back. */
        CANNOT_UNDO("cannot undo"),
        /** GTP {@code boardsize}: a size the rules do not have (here 2 to 25). */
        UNACCEPTABLE_SIZE("unacceptable size"),
        /** GTP handicap commands: they need an empty board. */
        BOARD_NOT_EMPTY("board not empty"),
        /** GTP {@code fixed_handicap}, {@code place_free_handicap}: a count that does not fit. */
        INVALID_NUMBER_OF_STONES("invalid number of stones"),
        /** GTP {@code set_free_handicap}: repeated points, {@code pass}, too few or too many. */
        BAD_VERTEX_LIST("bad vertex list"),
        /** GTP {@code loadsgf}: the file cannot be read or parsed. */
        CANNOT_LOAD_FILE("cannot load file"),
        /** A value the rules cannot take (a komi that is not a multiple of 0.5, an unknown rule set). */
        INVALID_VALUE("invalid value"),
        /** A failure of the engine itself; the session goes on. */
        INTERNAL("internal error");

        private final String message;

        Kind(String message) {
            this.message = message;
        }

        /** The standard text of this failure. */
        public String message() {
            return message;
        }
    }

    private final Kind kind;

    /** A failure answered with the kind's standard text. */
    public ProtocolError(Kind kind) {
        this(kind, kind.message());
    }

    /** A failure answered with {@code message}, which must be a single line. */
    public ProtocolError(Kind kind, String message) {
        super(Objects.requireNonNull(message, "message"));
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }
}
