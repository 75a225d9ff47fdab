package io.tabula.core;

import java.util.Objects;

/**
 * One line a referee sends to an external engine, with what answer it waits for. The
 * {@link EngineDialect} of a game writes these in its protocol's words; the framework's line
 * plumbing sends them and reads the answers as the protocol frames them.
 *
 * @param line     the command as sent, without its line end
 * @param reply    whether an answer is read and whether a refusal is tolerated
 * @param fallback the plainer line sent instead when the engine refuses {@code line} (GTP's
 *                 {@code time_left} in whole seconds where an engine refuses milliseconds);
 *                 empty for none. A conversation that saw a command refused sends its
 *                 fallback straight away from then on.
 */
public record EngineCommand(String line, Reply reply, String fallback) {

    public EngineCommand {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(reply, "reply");
        Objects.requireNonNull(fallback, "fallback");
        for (String text : new String[] {line, fallback}) {
            if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("an engine command is one line: " + text);
            }
        }
    }

    /** A command without a fallback. */
    public EngineCommand(String line, Reply reply) {
        this(line, reply, "");
    }

    /** This command with {@code plainer} to send when the engine refuses it. */
    public EngineCommand orElse(String plainer) {
        return new EngineCommand(line, reply, plainer);
    }

    /** The command's first word, which a conversation remembers a refusal by. */
    public String word() {
        int space = line.indexOf(' ');
        return space < 0 ? line : line.substring(0, space);
    }

    /** A command whose answer must be a success. */
    public static EngineCommand required(String line) {
        return new EngineCommand(line, Reply.REQUIRED);
    }

    /** A command the engine may refuse (a GTP extension such as {@code time_settings}) without losing. */
    public static EngineCommand optional(String line) {
        return new EngineCommand(line, Reply.OPTIONAL);
    }

    /** A command the protocol never answers (Gomocup's {@code INFO}, the lines of a {@code BOARD}). */
    public static EngineCommand unanswered(String line) {
        return new EngineCommand(line, Reply.NONE);
    }

    /** What the referee waits for after a command. */
    public enum Reply {
        /** No answer comes; the next command follows at once. A protocol that answers everything (GTP) reads it as {@link #OPTIONAL}. */
        NONE,
        /** An answer comes and must be a success; a refusal is a protocol error. */
        REQUIRED,
        /** An answer comes; a refusal is passed over. */
        OPTIONAL
    }
}
