package io.tabula.gomoku.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The Gomocup (Piskvork) protocol loop: a registry of command handlers, and the reading of
 * commands and writing of answers. A command is a line {@code NAME [arguments]}, its name
 * matched without regard to case; lines end with CR LF or LF; empty lines are skipped.
 * Multi-line commands ({@code BOARD} ... {@code DONE}) hand the following lines to a
 * {@link Block} until it ends. No input stops the loop except {@code END} (a handler that
 * calls {@link #stop()}) or the end of input: a failing handler is answered
 * {@code ERROR message}, an unknown command {@code UNKNOWN message}, and a failure of the
 * brain itself {@code ERROR internal error: ...}.
 */
public final class GomocupEngine {
    /** Lines longer than this are refused whole. */
    public static final int MAX_LINE = 1 << 16;

    private final Map<String, GomocupHandler> handlers = new LinkedHashMap<>();
    private Block block;
    private boolean stopped;

    /** The lines of a multi-line command, after its first line. */
    public interface Block {
        /**
         * One line of the block.
         *
         * @return the answer, or null for none
         */
        String line(String line);

        /** Whether the block has ended (after its last line). */
        boolean done();
    }

    /** Adds a command (its name in upper case), or replaces the handler of one already registered. */
    public GomocupEngine register(String command, GomocupHandler handler) {
        if (command.isEmpty() || !command.chars().allMatch(c -> c > 32 && c < 127)) {
            throw new IllegalArgumentException("not a command name: '" + command + "'");
        }
        handlers.put(command.toUpperCase(Locale.ROOT), Objects.requireNonNull(handler, "handler"));
        return this;
    }

    /** The command names, in the order they were registered. */
    public List<String> commands() {
        return Collections.unmodifiableList(new ArrayList<>(handlers.keySet()));
    }

    /** Sends the following lines to {@code block} until it is done. */
    public void startBlock(Block block) {
        this.block = block;
    }

    /** Whether a multi-line command is being read. */
    public boolean inBlock() {
        return block != null;
    }

    /** Ends the session after the current command ({@code END}). */
    public void stop() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    /** Reads commands from {@code in} and writes the answers to {@code out}, flushed, until END or end of input. */
    public void run(Reader in, Writer out) throws IOException {
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        String line;
        while (!stopped && (line = lines.readLine()) != null) {
            String answer = line.length() > MAX_LINE
                    ? "ERROR line longer than " + MAX_LINE + " characters"
                    : execute(line);
            if (answer != null) {
                out.write(answer);
                out.write('\n');
                out.flush();
            }
        }
        out.flush();
    }

    /** The answer to one input line (without its final line end), or null for none. */
    public String execute(String rawLine) {
        String line = clean(rawLine);
        try {
            if (block != null) {
                Block current = block;
                try {
                    return current.line(line);
                } finally {
                    // A block that ends by failing (an ERROR at DONE) has ended all the same.
                    if (current.done() && block == current) {
                        block = null;
                    }
                }
            }
            if (line.isEmpty()) {
                return null;
            }
            String[] words = line.split(" +");
            String name = words[0].toUpperCase(Locale.ROOT);
            GomocupHandler handler = handlers.get(name);
            if (handler == null) {
                throw new GomocupError(GomocupError.Kind.UNKNOWN_COMMAND,
                        "unknown command '" + GomocupArgs.printable(words[0]) + "'");
            }
            List<String> args = new ArrayList<>(List.of(words).subList(1, words.length));
            return handler.handle(new GomocupArgs(name, args));
        } catch (GomocupError e) {
            return e.answer();
        } catch (RuntimeException | StackOverflowError e) {
            return "ERROR internal error: " + GomocupArgs.printable(String.valueOf(e));
        }
    }

    /** Control characters dropped (tabs become spaces), blanks trimmed. */
    private static String clean(String line) {
        StringBuilder kept = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\t') {
                kept.append(' ');
            } else if (c >= 32 && c != 127) {
                kept.append(c);
            }
        }
        return kept.toString().strip();
    }
}
