package io.tabula.go.protocol;

/** One GTP command: its arguments in, its result text out (empty for none). */
@FunctionalInterface
public interface GtpHandler {

    /**
     * Carries out the command.
     *
     * @return the result, possibly several lines but never an empty line; empty for no result
     * @throws ProtocolError when the command fails; the engine answers {@code ? message}
     */
    String handle(GtpArgs args);
}
