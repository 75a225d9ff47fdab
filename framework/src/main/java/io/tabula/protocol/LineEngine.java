package io.tabula.protocol;

import io.tabula.core.ProtocolSession;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A line protocol's engine: a registry of command handlers and the loop that reads lines,
 * dispatches their commands and writes the answers, on a {@link Framing} that says how the
 * protocol writes them. GTP and the Gomocup protocol are both sets of handlers on it.
 *
 * <p>No input stops the engine: a line longer than {@value #MAX_LINE} characters is
 * consumed and refused, a command it does not know is answered as unknown, a handler's
 * {@link ProtocolError} as that failure, and any other exception of a handler as an
 * internal error. Only a handler calling {@link #stop()} ({@code quit}, {@code END}) or the
 * end of input ends {@link #run}.
 *
 * <p>A handler may start a {@link Block}: the lines after it go to the block until it is
 * done, and its results answer the command that started it.
 */
public final class LineEngine implements ProtocolSession {
    /** The longest line read as a command; longer ones are consumed and refused. */
    public static final int MAX_LINE = 1 << 16;

    private final Framing framing;
    private final Map<String, Handler> handlers = new LinkedHashMap<>();
    private Block block;
    private Request blockRequest;
    private Request current = Request.NONE;
    private boolean stopped;

    public LineEngine(Framing framing) {
        this.framing = Objects.requireNonNull(framing, "framing");
    }

    /**
     * Adds a command, or replaces the handler of one already registered.
     *
     * @throws IllegalArgumentException if no line of the protocol could carry that name
     */
    public LineEngine register(String command, Handler handler) {
        if (!framing.canSend(command)) {
            throw new IllegalArgumentException("not a command name of this protocol: '" + command + "'");
        }
        handlers.put(framing.key(command), Objects.requireNonNull(handler, "handler"));
        return this;
    }

    /** The command names as registered, in the order they were first registered. */
    public List<String> commands() {
        return Collections.unmodifiableList(new ArrayList<>(handlers.keySet()));
    }

    /** Whether {@code command} names a registered command (as the protocol matches names). */
    public boolean knows(String command) {
        return handlers.containsKey(framing.key(command));
    }

    /** Hands the lines after the current command to {@code block} until it is done. */
    public void startBlock(Block block) {
        this.block = Objects.requireNonNull(block, "block");
        this.blockRequest = current;
    }

    /** Whether a multi-line command is being read. */
    public boolean inBlock() {
        return block != null;
    }

    /** Ends the session after the current line. */
    public void stop() {
        stopped = true;
    }

    /** Whether a handler has stopped the session. */
    public boolean stopped() {
        return stopped;
    }

    @Override
    public void run(Reader in, Writer out) throws IOException {
        LineReader lines = new LineReader(in, MAX_LINE, framing.carriageReturnEndsLine());
        String line;
        while (!stopped && (line = lines.next()) != null) {
            String answer = lines.truncated() ? tooLong(line) : execute(line);
            if (answer != null) {
                out.write(answer);
                out.flush();
            }
        }
        out.flush();
    }

    /**
     * What the engine writes for one input line (line ends included), or null for nothing:
     * a blank line, a line inside a block before its end, a command that has no answer.
     */
    public String execute(String line) {
        String cleaned = framing.clean(line);
        if (block != null) {
            return blockLine(cleaned, null);
        }
        Request request = framing.request(cleaned);
        return request == null ? null : dispatch(request);
    }

    /** The answer to a line cut at {@link #MAX_LINE}: a refused line of a block, else a syntax error. */
    private String tooLong(String start) {
        ProtocolError error = new ProtocolError(ProtocolError.Basic.SYNTAX, framing.syntax().tooLong(MAX_LINE));
        if (block != null) {
            return blockLine(null, error);
        }
        Request request = framing.request(framing.clean(start));
        return framing.failure(request == null ? Request.NONE : request, error);
    }

    private String dispatch(Request request) {
        Handler handler = handlers.get(framing.key(request.command()));
        current = request;
        try {
            if (handler == null) {
                throw new ProtocolError(request.command().isEmpty() ? ProtocolError.Basic.SYNTAX
                        : ProtocolError.Basic.UNKNOWN_COMMAND, framing.syntax().unknown(request.command()));
            }
            String key = framing.key(request.command());
            return framing.success(request, handler.handle(new Args(key, request.words(), framing.syntax())));
        } catch (ProtocolError e) {
            return framing.failure(request, e);
        } catch (RuntimeException | StackOverflowError e) {
            return framing.failure(request, internal(e));
        } finally {
            current = Request.NONE;
        }
    }

    /** One line of the block ({@code unreadable} set for a line too long to read); the block ends when done, even by failing. */
    private String blockLine(String line, ProtocolError unreadable) {
        Block reading = block;
        Request request = blockRequest;
        try {
            String result = unreadable == null ? reading.line(line) : reading.unreadable(unreadable);
            return result == null ? null : framing.success(request, result);
        } catch (ProtocolError e) {
            return framing.failure(request, e);
        } catch (RuntimeException | StackOverflowError e) {
            return framing.failure(request, internal(e));
        } finally {
            if (reading.done() && block == reading) {
                block = null;
                blockRequest = null;
            }
        }
    }

    private static ProtocolError internal(Throwable e) {
        return new ProtocolError(ProtocolError.Basic.INTERNAL,
                ProtocolError.Basic.INTERNAL.text() + ": " + Syntax.printable(String.valueOf(e)));
    }
}
