package io.tabula.gomoku.protocol;

/** One Gomocup command: its arguments in, its answer out. */
@FunctionalInterface
public interface GomocupHandler {

    /**
     * Carries out the command.
     *
     * @return the answer, one or more lines without a final line end; null for no answer
     *         ({@code INFO}, {@code END})
     * @throws GomocupError when the command fails; the session answers {@code ERROR message}
     */
    String handle(GomocupArgs args);
}
