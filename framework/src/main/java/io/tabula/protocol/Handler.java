package io.tabula.protocol;

/** One command of a line protocol: its arguments in, its result out. */
@FunctionalInterface
public interface Handler {

    /**
     * Carries out the command.
     *
     * @return the result: for GTP the text after {@code =} (possibly several lines, empty or
     *         null for none); for Gomocup the answer line, or null where the command is not
     *         answered ({@code INFO}, the start of a block)
     * @throws ProtocolError when the command fails, having changed nothing; the engine
     *                       answers it as the protocol words a failure
     */
    String handle(Args args);
}
