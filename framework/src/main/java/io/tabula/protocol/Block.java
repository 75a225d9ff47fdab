package io.tabula.protocol;

/**
 * The lines that follow a multi-line command (Gomocup's {@code BOARD} ... {@code DONE}):
 * once a handler has called {@link LineEngine#startBlock}, the engine hands it every line,
 * cleaned by the framing, until it is {@link #done()}. Its results are the answers of the
 * command that started it.
 */
public interface Block {

    /**
     * One line of the block.
     *
     * @return the command's result, when this line ends the block; null for no answer
     * @throws ProtocolError to fail the command; the block is over if {@link #done()} says so
     */
    String line(String line);

    /**
     * A line the engine could not read (longer than {@link LineEngine#MAX_LINE}). By default
     * the failure is answered at once; a block that answers only at its end takes it as a
     * refused line instead.
     *
     * @return as {@link #line}
     */
    default String unreadable(ProtocolError error) {
        throw error;
    }

    /** Whether the block has ended (after its last line). */
    boolean done();
}
