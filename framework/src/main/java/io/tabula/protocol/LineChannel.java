package io.tabula.protocol;

import io.tabula.agent.Deadline;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * An {@link EngineChannel} over an engine's standard streams: {@link #start} runs a program,
 * {@link #over} takes streams already open. A daemon thread reads the engine's output into a
 * {@link LineInbox}, each line cut at {@link LineEngine#MAX_LINE} characters (CR, LF and CR LF
 * all end a line), so that no engine can make the referee's memory grow without bound.
 * The engine's standard error is discarded, or handed line by line to a listener (a log).
 */
public final class LineChannel implements EngineChannel {
    private final Writer in;
    private final LineInbox inbox = new LineInbox();
    private final Optional<Process> process;
    private final String name;

    private LineChannel(String name, InputStream output, OutputStream input, Optional<Process> process) {
        this.name = name;
        this.in = new OutputStreamWriter(input, StandardCharsets.UTF_8);
        this.process = process;
        Thread reader = new Thread(() -> readAll(output), "engine output: " + name);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code command} (the program and its arguments).
     *
     * @throws EngineFault NO_START naming the program when it cannot be run
     */
    public static LineChannel start(List<String> command) throws EngineFault {
        return start(command, null);
    }

    /**
     * Starts {@code command} (the program and its arguments), handing each line it writes to
     * its standard error to {@code stderr} on a thread of its own; null discards them.
     *
     * @throws EngineFault NO_START naming the program when it cannot be run
     */
    public static LineChannel start(List<String> command, Consumer<String> stderr) throws EngineFault {
        if (command.isEmpty()) {
            throw new EngineFault(EngineFault.Kind.NO_START, "no program to start");
        }
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            if (stderr == null) {
                builder.redirectError(ProcessBuilder.Redirect.DISCARD);
            }
            Process process = builder.start();
            if (stderr != null) {
                Thread errors = new Thread(() -> readErrors(process.getErrorStream(), stderr),
                        "engine errors: " + command.get(0));
                errors.setDaemon(true);
                errors.start();
            }
            return new LineChannel(command.get(0), process.getInputStream(), process.getOutputStream(),
                    Optional.of(process));
        } catch (IOException | RuntimeException e) {
            throw new EngineFault(EngineFault.Kind.NO_START, "cannot start '" + String.join(" ", command) + "': "
                    + e.getMessage());
        }
    }

    /** A channel to an engine that reads {@code input} and writes {@code output} (piped streams in tests). */
    public static LineChannel over(String name, InputStream output, OutputStream input) {
        return new LineChannel(name, output, input, Optional.empty());
    }

    @Override
    public void send(String line) throws EngineFault {
        try {
            in.write(line);
            in.write('\n');
            in.flush();
        } catch (IOException e) {
            throw new EngineFault(EngineFault.Kind.CRASHED, name + " no longer reads its input (" + e.getMessage() + ")");
        }
    }

    @Override
    public String receive(Deadline deadline) throws EngineFault {
        try {
            return inbox.take(deadline);
        } catch (EngineFault fault) {
            if (fault.kind() == EngineFault.Kind.CRASHED && process.isPresent()) {
                throw new EngineFault(fault.kind(), fault.getMessage() + exitStatus(process.get()));
            }
            throw fault;
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // the engine is gone already: nothing to close
        }
        process.ifPresent(p -> {
            try {
                // A polite engine exits once its input ends; the wait bounds an impolite one, not a verdict.
                if (!p.waitFor(2, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        });
    }

    private void readAll(InputStream output) {
        LineReader reader = new LineReader(new InputStreamReader(output, StandardCharsets.UTF_8), LineEngine.MAX_LINE, true);
        try {
            for (String line = reader.next(); line != null; line = reader.next()) {
                inbox.put(line);
            }
        } catch (IOException e) {
            // a broken pipe ends the output like an end of file
        }
        inbox.end();
    }

    private static void readErrors(InputStream errors, Consumer<String> stderr) {
        LineReader reader = new LineReader(new InputStreamReader(errors, StandardCharsets.UTF_8), LineEngine.MAX_LINE, true);
        try {
            for (String line = reader.next(); line != null; line = reader.next()) {
                stderr.accept(line);
            }
        } catch (IOException e) {
            // the engine is gone: its errors end with it
        }
    }

    /** The exit status, if the process has exited within a moment (for the message only). */
    private static String exitStatus(Process process) {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return "; exit status " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "";
    }
}
