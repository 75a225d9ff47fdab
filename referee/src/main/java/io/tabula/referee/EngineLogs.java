package io.tabula.referee;

import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.TranscribedChannel;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the referee keeps each engine's protocol exchange and standard error
 * ({@code --log DIR}): one file a game and engine, {@code LABEL.log}, with every line sent
 * ({@code > genmove B}), received ({@code < = D4}) and written to standard error
 * ({@code stderr: ...}), and a fault ({@code ! ...}) in the order they happened.
 */
public interface EngineLogs {

    /** No logs: the exchange is not kept and standard error is discarded. */
    EngineLogs NONE = label -> null;

    /**
     * The log of one engine in one game, or null for none.
     *
     * @param label names the game and the engine ({@code gnugo-mcts-game-3.gnugo}); letters,
     *              digits and {@code _.-} only
     */
    Log open(String label);

    /** One engine's log: lines go in as they come from any thread; closed with the engine's channel. */
    interface Log {
        /** Writes one line. */
        void line(String text);

        /** Ends the log. */
        void close();

        /** {@code channel} with every line it sends and receives logged, the log closed with it. */
        default EngineChannel wrap(EngineChannel channel) {
            return new TranscribedChannel(channel, this::line, this::close);
        }
    }

    /**
     * Logs in {@code folder}, made if missing.
     *
     * @throws TabulaException if it cannot be made
     */
    static EngineLogs in(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new TabulaException("--log " + folder + ": cannot make the folder: " + e.getMessage());
        }
        return label -> {
            if (!label.matches("[A-Za-z0-9_.-]+")) {
                throw new IllegalArgumentException("not a log label: " + label);
            }
            try {
                BufferedWriter out = Files.newBufferedWriter(folder.resolve(label + ".log"), StandardCharsets.UTF_8);
                return new Log() {
                    private boolean closed;

                    @Override
                    public synchronized void line(String text) {
                        if (closed) {
                            return;
                        }
                        try {
                            out.write(text);
                            out.newLine();
                            out.flush();
                        } catch (IOException e) {
                            closed = true; // a full disk loses the log, never the game
                        }
                    }

                    @Override
                    public synchronized void close() {
                        closed = true;
                        try {
                            out.close();
                        } catch (IOException e) {
                            // nothing more to keep
                        }
                    }
                };
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the log " + label + ": " + e.getMessage(), e);
            }
        };
    }
}
