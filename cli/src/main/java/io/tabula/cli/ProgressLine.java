package io.tabula.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * A progress line on standard error for long runs: {@code 120/400 games, 1:02 elapsed, about
 * 2:25 left}. Redrawn in place on a terminal, a line at a time otherwise, at most once a second
 * (and when done). The clock serves the display only; no result depends on it.
 */
final class ProgressLine {
    private static final long SECOND = 1_000_000_000L;

    private final PrintWriter err;
    private final String unit;
    private final LongSupplier nanoClock;
    private final long started;
    private final boolean inPlace;
    private long lastShown;
    private boolean shown;

    ProgressLine(PrintWriter err, String unit, long started) {
        this(err, unit, System::nanoTime, started, System.console() != null);
    }

    ProgressLine(PrintWriter err, String unit, LongSupplier nanoClock, long started, boolean inPlace) {
        this.err = err;
        this.unit = unit;
        this.nanoClock = nanoClock;
        this.started = started;
        this.inPlace = inPlace;
    }

    /** {@code done} of {@code total} finished; shown if a second has passed since the last line, or when all are done. */
    synchronized void update(int done, int total) {
        long now = nanoClock.getAsLong();
        if (done < total && shown && now - lastShown < SECOND) {
            return;
        }
        lastShown = now;
        long elapsed = now - started;
        String left = done == 0 || done == total ? "" : ", about " + clock(elapsed * (total - done) / done) + " left";
        err.print((inPlace ? "\r" : "") + done + "/" + total + " " + unit + ", " + clock(elapsed) + " elapsed" + left
                + (inPlace ? "   " : System.lineSeparator()));
        err.flush();
        shown = true;
    }

    /** Ends the line on a terminal, so what follows starts on a line of its own. */
    synchronized void finish() {
        if (inPlace && shown) {
            err.println();
            err.flush();
        }
    }

    static String clock(long nanos) {
        long seconds = nanos / SECOND;
        return seconds >= 3600 ? String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format("%d:%02d", seconds / 60, seconds % 60);
    }
}
