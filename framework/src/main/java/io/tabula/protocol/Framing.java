package io.tabula.protocol;

/**
 * What makes one line protocol different from another on the same {@link LineEngine}: how
 * lines end and are cleaned, how a line becomes a {@link Request}, how command names are
 * matched, how results and failures are written, and the words of argument errors
 * ({@link Syntax}). {@link Gtp} and {@link Gomocup} are the two framings here.
 */
public interface Framing {

    /**
     * Whether a carriage return alone ends a line (Gomocup: CR, LF and CR LF all do);
     * otherwise only LF does and {@link #clean} drops the CR like any control character (GTP).
     */
    boolean carriageReturnEndsLine();

    /** The line with what the protocol ignores dropped (control characters; GTP comments). Block lines are read after this. */
    String clean(String line);

    /** The command on a cleaned line; null if the line asks for nothing (it is blank). */
    Request request(String line);

    /** The name under which a command is registered and looked up: as sent (GTP) or in upper case (Gomocup). */
    String key(String command);

    /** Whether a line of this protocol can carry {@code command} as a command name. */
    boolean canSend(String command);

    /**
     * What is written for a request that succeeded: the whole answer with its line ends, or
     * null to write nothing.
     *
     * @param result the handler's result; null for none
     */
    String success(Request request, String result);

    /** What is written for a request that failed: the whole answer with its line ends. */
    String failure(Request request, ProtocolError error);

    /** How arguments are read and refused. */
    Syntax syntax();
}
