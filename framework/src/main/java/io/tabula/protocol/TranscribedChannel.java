package io.tabula.protocol;

import io.tabula.agent.Deadline;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * An {@link EngineChannel} that hands every line it sends and receives to a transcript, as
 * {@code > line} and {@code < line}, before passing it on: a referee's protocol log. A fault is
 * transcribed as {@code ! message}. The channel's behaviour is the inner channel's.
 */
public final class TranscribedChannel implements EngineChannel {
    private final EngineChannel inner;
    private final Consumer<String> transcript;
    private final Runnable afterClose;

    /** {@code inner}, transcribed line by line to {@code transcript}. */
    public TranscribedChannel(EngineChannel inner, Consumer<String> transcript) {
        this(inner, transcript, () -> { });
    }

    /** {@code inner}, transcribed to {@code transcript}; {@code afterClose} runs once the inner channel is closed (the log's end). */
    public TranscribedChannel(EngineChannel inner, Consumer<String> transcript, Runnable afterClose) {
        this.inner = Objects.requireNonNull(inner, "inner");
        this.transcript = Objects.requireNonNull(transcript, "transcript");
        this.afterClose = Objects.requireNonNull(afterClose, "afterClose");
    }

    @Override
    public void send(String line) throws EngineFault {
        transcript.accept("> " + line);
        try {
            inner.send(line);
        } catch (EngineFault fault) {
            transcript.accept("! " + fault.getMessage());
            throw fault;
        }
    }

    @Override
    public String receive(Deadline deadline) throws EngineFault {
        try {
            String line = inner.receive(deadline);
            transcript.accept("< " + line);
            return line;
        } catch (EngineFault fault) {
            transcript.accept("! " + fault.getMessage());
            throw fault;
        }
    }

    @Override
    public void close() {
        inner.close();
        afterClose.run();
    }
}
