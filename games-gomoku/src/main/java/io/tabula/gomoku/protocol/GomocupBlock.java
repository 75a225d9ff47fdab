package io.tabula.gomoku.protocol;

import io.tabula.protocol.Block;
import io.tabula.protocol.LineEngine;
import io.tabula.protocol.ProtocolError;

/**
 * The lines of a multi-line command until {@code DONE}: each is read as it comes, silently;
 * the first line refused is remembered and the later ones are only counted, and at
 * {@code DONE} the block answers once: its result when every line was taken, else the
 * refusal naming that line. A refused block changes nothing. {@code END} ends the block and
 * the session.
 */
abstract class GomocupBlock implements Block {
    private final String name;
    private final LineEngine engine;
    private int lines;
    private ProtocolError refused;
    private boolean done;

    GomocupBlock(String name, LineEngine engine) {
        this.name = name;
        this.engine = engine;
    }

    @Override
    public final String line(String line) {
        if (line.isEmpty()) {
            return null;
        }
        if (line.equalsIgnoreCase("DONE")) {
            done = true;
            return refused == null ? finish() : refusal(new ProtocolError(refused.kind(),
                    refused.getMessage() + "; the whole " + name + " is refused"));
        }
        if (line.equalsIgnoreCase("END")) {
            done = true;
            engine.stop();
            return null;
        }
        lines++;
        if (refused == null) {
            try {
                take(line, name + " line " + lines);
            } catch (ProtocolError e) {
                refused = e;
            }
        }
        return null;
    }

    /** A line too long to read is a refused line like any other. */
    @Override
    public final String unreadable(ProtocolError error) {
        lines++;
        if (refused == null) {
            refused = new ProtocolError(error.kind(), name + " line " + lines + ": " + error.getMessage());
        }
        return null;
    }

    @Override
    public final boolean done() {
        return done;
    }

    /** Reads one line ({@code where} names it in errors), or throws the error that refuses it. */
    abstract void take(String line, String where);

    /** The answer at DONE when every line was taken (null for none); may throw to refuse the block. */
    abstract String finish();

    /** The answer at DONE of a block with a refused line: the error where an answer is due, else a MESSAGE. */
    String refusal(ProtocolError reason) {
        throw reason;
    }
}
