package io.tabula.core;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.function.Function;

/**
 * A game served over a line protocol (GTP, Gomocup): commands are read from a reader and
 * answered on a writer until the protocol's own end ({@code quit}, {@code END}) or the end
 * of input. A module offers its protocols through {@link GameModule#protocols()}.
 *
 * <p>A session never stops on bad input: a malformed or failing command gets the
 * protocol's error answer and changes nothing.
 */
public interface ProtocolSession {

    /**
     * Reads commands from {@code in} and writes each answer to {@code out}, flushed as it
     * is written, until the protocol ends or the input does. Neither stream is closed.
     *
     * @throws IOException if reading or writing fails
     */
    void run(Reader in, Writer out) throws IOException;

    /** How a module opens sessions of one of its protocols. */
    @FunctionalInterface
    interface Factory {
        /**
         * A new session playing under {@code definition}, its random choices seeded by {@code seed}.
         *
         * @param definition a definition of the module that offered this factory
         * @throws io.tabula.options.OptionException if the protocol cannot play that definition
         *                                          (the Gomocup manager sends positions, so it
         *                                          cannot play an opening protocol)
         */
        ProtocolSession open(GameDefinition definition, long seed);

        /**
         * A new session whose moves, where the protocol asks for one ({@code genmove}), are
         * {@code chooser}'s (an agent's {@code choose}); by default a protocol chooses its
         * moves with its own engine and refuses a chooser.
         *
         * @throws io.tabula.options.OptionException if this protocol takes no chooser
         */
        default ProtocolSession open(GameDefinition definition, long seed, Function<GameState, Move> chooser) {
            throw new io.tabula.options.OptionException("this protocol's engine chooses its own moves; it takes no agent");
        }
    }
}
