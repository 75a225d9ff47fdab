package io.tabula.protocol;

/**
 * The failures GTP version 2 gives standard words (draft 2, section 6), beyond the
 * {@link ProtocolError.Basic} ones; controllers recognize them by their text.
 */
public enum GtpFailure implements ProtocolError.Kind {
    /** A colour that is none of {@code b}, {@code black}, {@code w}, {@code white}. */
    INVALID_COLOR("invalid color"),
    /** A vertex that is not a point of the board, nor {@code pass}. */
    INVALID_COORDINATE("invalid coordinate"),
    /** {@code undo}: nothing left to take back. */
    CANNOT_UNDO("cannot undo"),
    /** {@code boardsize}: a size the engine does not play. */
    UNACCEPTABLE_SIZE("unacceptable size"),
    /** Handicap commands: they need an empty board. */
    BOARD_NOT_EMPTY("board not empty"),
    /** {@code fixed_handicap}, {@code place_free_handicap}: a count that does not fit. */
    INVALID_NUMBER_OF_STONES("invalid number of stones"),
    /** {@code set_free_handicap}: repeated points, {@code pass}, too few or too many. */
    BAD_VERTEX_LIST("bad vertex list"),
    /** {@code loadsgf}: the file cannot be read or parsed. */
    CANNOT_LOAD_FILE("cannot load file");

    private final String text;

    GtpFailure(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }
}
