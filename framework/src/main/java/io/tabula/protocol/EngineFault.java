package io.tabula.protocol;

import java.util.Objects;

/**
 * Why talking to an external engine failed: it did not start, it died, it did not answer in
 * time, it answered outside its protocol, or it refused a command it had to accept. A referee
 * turns each into a lost game with the message as the reason.
 */
public final class EngineFault extends Exception {
    private static final long serialVersionUID = 1L;

    private final Kind kind;

    public EngineFault(Kind kind, String message) {
        super(message);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }

    /** The kinds of failure, each a different reason to lose. */
    public enum Kind {
        /** The process could not be started (no such program, not executable). */
        NO_START,
        /** The engine's output ended or its input closed: it exited or crashed. */
        CRASHED,
        /** No answer came before the deadline. */
        TIMEOUT,
        /** An answer that the protocol does not allow. */
        PROTOCOL,
        /** A failure answer to a command the engine had to accept. */
        REFUSED
    }
}
