package io.tabula.agent;

import com.google.common.base.Ticker;
import java.time.Duration;
import java.util.Objects;

/**
 * The moment by which a search must stop, read off an injected {@link Ticker}. Engines take
 * a deadline rather than reading {@link System#nanoTime()} themselves, so that a test can
 * run them on a fake ticker: frozen, every search runs to its work limit (playouts, nodes,
 * depth) and its answer no longer depends on how fast the machine is; advancing by a fixed
 * step per reading, the deadline logic itself is tested without real waiting.
 *
 * <p>Times are compared as {@link System#nanoTime()} values are, by the sign of their
 * difference, so a ticker may start anywhere.
 */
public final class Deadline {
    /** The longest span a deadline keeps (some 73 years), so that a reading plus it stays comparable by sign. */
    private static final long SPAN_CAP = Long.MAX_VALUE / 4;

    /** Its ticker stands still, the longest span short of it, so that its parts never come either. */
    private static final Deadline NEVER = new Deadline(new Ticker() {
        @Override
        public long read() {
            return 0;
        }
    }, SPAN_CAP);

    private final Ticker ticker;
    private final long atNanos;

    private Deadline(Ticker ticker, long atNanos) {
        this.ticker = ticker;
        this.atNanos = atNanos;
    }

    /** The deadline {@code nanos} after the ticker's present reading (a negative span is already passed). */
    public static Deadline in(Ticker ticker, long nanos) {
        Objects.requireNonNull(ticker, "ticker");
        return new Deadline(ticker, ticker.read() + Math.max(-SPAN_CAP, Math.min(SPAN_CAP, nanos)));
    }

    /** The deadline {@code span} after the ticker's present reading. */
    public static Deadline in(Ticker ticker, Duration span) {
        return in(ticker, saturatedNanos(span));
    }

    /** A deadline that never comes: the search stops at its work limits alone. */
    public static Deadline never() {
        return NEVER;
    }

    /** A deadline on the system ticker, {@code span} from now. */
    public static Deadline fromNow(Duration span) {
        return in(Ticker.systemTicker(), span);
    }

    /** The ticker this deadline reads. */
    public Ticker ticker() {
        return ticker;
    }

    /** Whether the deadline has come. */
    public boolean passed() {
        return ticker.read() - atNanos >= 0;
    }

    /** The nanoseconds left, 0 once the deadline has passed. */
    public long remainingNanos() {
        return Math.max(0, atNanos - ticker.read());
    }

    /**
     * An earlier deadline for one part of the work: {@code numerator/denominator} of the time
     * left from now (the whole of it for a fraction of 1 or more).
     */
    public Deadline part(long numerator, long denominator) {
        if (numerator < 0 || denominator <= 0) {
            throw new IllegalArgumentException("not a fraction of the time left: " + numerator + "/" + denominator);
        }
        long now = ticker.read();
        long left = Math.max(0, atNanos - now);
        if (numerator >= denominator) {
            return new Deadline(ticker, now + left);
        }
        // left * numerator may overflow a long for a far deadline; the double is exact enough for a budget.
        long share = (long) ((double) left * numerator / denominator);
        return new Deadline(ticker, now + share);
    }

    /**
     * This deadline, or {@code span} from now on the same ticker if that comes first: a
     * search's own time limit inside the time its caller allows.
     */
    public Deadline atMost(Duration span) {
        Deadline own = in(ticker, span);
        return own.atNanos - atNanos < 0 ? own : this;
    }

    /** The nanoseconds of {@code span}, cut to the longest span a deadline keeps. */
    private static long saturatedNanos(Duration span) {
        if (span.compareTo(Duration.ofNanos(SPAN_CAP)) > 0) {
            return SPAN_CAP;
        }
        if (span.compareTo(Duration.ofNanos(-SPAN_CAP)) < 0) {
            return -SPAN_CAP;
        }
        return span.toNanos();
    }

    @Override
    public String toString() {
        return "Deadline[" + remainingNanos() / 1_000_000 + " ms left]";
    }
}
