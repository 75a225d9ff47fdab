package io.tabula.protocol;

import io.tabula.agent.Deadline;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The lines an engine has written and the channel has not yet handed on, and whether its output
 * has ended. A reader thread (or a test's fake engine) puts lines in; {@link #take} hands them out
 * in order, waiting for the next one until a {@link Deadline} on the referee's ticker. The wait
 * itself is in short real slices, but whether the deadline has passed is read off the deadline's
 * ticker only, so a test on a fake ticker decides every timeout without real waiting.
 */
public final class LineInbox {
    /** The longest real wait between two readings of the deadline. */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    /** Marks the end of the engine's output; compared by identity. */
    private static final String END = new String("end of output");

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /** A line the engine wrote. */
    public void put(String line) {
        lines.add(line);
    }

    /** The engine's output has ended: after the lines already in, {@link #take} reports a crash. */
    public void end() {
        lines.add(END);
    }

    /**
     * The next line, waiting until {@code deadline}.
     *
     * @throws EngineFault TIMEOUT when the deadline passes with no line, CRASHED once the output has ended
     */
    public String take(Deadline deadline) throws EngineFault {
        try {
            while (true) {
                String line = lines.poll(Math.min(deadline.remainingNanos(), SLICE_NANOS), TimeUnit.NANOSECONDS);
                if (line == END) {
                    lines.add(END); // every later read sees the end too
                    throw new EngineFault(EngineFault.Kind.CRASHED, "the engine's output ended (it exited or crashed)");
                }
                if (line != null) {
                    return line;
                }
                if (deadline.passed()) {
                    throw new EngineFault(EngineFault.Kind.TIMEOUT, "no answer in time");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(EngineFault.Kind.TIMEOUT, "interrupted while waiting for an answer");
        }
    }
}
