package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes clocks as the command line gives them ({@code --clock}):
 * <ul>
 *   <li>{@code none}: no clock, only the referee's answer limit;</li>
 *   <li>{@code absolute:10m}: one span for the game;</li>
 *   <li>{@code byoyomi:10m+5x30s}: main time, then 5 periods of 30 seconds (Japanese);</li>
 *   <li>{@code canadian:10m+25/5m}: main time, then 25 moves in every 5 minutes;</li>
 *   <li>{@code chinese:60m+3}: main time, then the count (读秒) with a reserve of 3 minutes;</li>
 *   <li>{@code gomocup:5s} or {@code gomocup:5s/3m}: Gomocup's timeout_turn, and timeout_match;</li>
 *   <li>{@code tc=40/60+0.5}, as cutechess-cli writes it: 40 moves in 60 seconds, again for each
 *       40 moves after, half a second added after every move; {@code tc=5:00+3} five minutes
 *       for the game with 3 seconds a move; {@code tc=inf} no clock;</li>
 *   <li>{@code st=2}: a fixed 2 seconds a move, as cutechess-cli's {@code st=}.</li>
 * </ul>
 * A span is whole numbers with units, largest first: {@code 90s}, {@code 1m30s}, {@code 500ms},
 * {@code 2h}. In {@code tc=} and {@code st=} a time is written as cutechess-cli writes it, in
 * seconds ({@code 60}, {@code 0.5}) or minutes and seconds ({@code 1:30}), or as a span.
 */
public final class Clocks {
    /** Longer than any game: the budget of no clock. */
    static final Duration FOREVER = Duration.ofDays(365L * 100);

    private static final Pattern SPAN = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m(?!s))?(?:(\\d+)s)?(?:(\\d+)ms)?");
    private static final Pattern BYO_YOMI = Pattern.compile("([^+]+)\\+(\\d+)x(.+)");
    private static final Pattern CANADIAN = Pattern.compile("([^+]+)\\+(\\d+)/(.+)");
    private static final Pattern CHINESE = Pattern.compile("([^+]+)\\+(\\d+)");
    private static final Pattern GOMOCUP = Pattern.compile("([^/]+)(?:/(.+))?");
    private static final Pattern TIME_CONTROL = Pattern.compile("(?:(\\d+)/)?([^+/]+)(?:\\+([^+/]+))?");
    private static final Pattern SECONDS = Pattern.compile("(?:(\\d+):)?(\\d+(?:\\.\\d{1,3})?)");

    private Clocks() {
    }

    /**
     * The clock {@code text} describes, at the start of a game.
     *
     * @throws TabulaException naming what is wrong and the forms allowed
     */
    public static Clock parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("tc=")) {
            return timeControl(text, t.substring(3));
        }
        if (t.startsWith("st=")) {
            return new Clock.PerMove(positive(text, cutechessTime(text, t.substring(3), "the time a move"), "the time a move"));
        }
        int colon = t.indexOf(':');
        String kind = colon < 0 ? t : t.substring(0, colon);
        String rest = colon < 0 ? "" : t.substring(colon + 1);
        return switch (kind) {
            case "none" -> {
                if (!rest.isEmpty()) {
                    throw bad(text, "'none' takes nothing after it");
                }
                yield new Clock.None();
            }
            case "absolute" -> {
                Duration main = positive(text, rest, "the time");
                yield new Clock.Absolute(main, main);
            }
            case "byoyomi" -> {
                Matcher m = match(BYO_YOMI, rest, text, "byoyomi:MAIN+PERIODSxPERIOD, like byoyomi:10m+5x30s");
                Duration main = span(text, m.group(1), "the main time");
                int periods = count(text, m.group(2), "the periods");
                Duration period = positive(text, m.group(3), "the period");
                yield new Clock.ByoYomi(main, periods, period, main, periods);
            }
            case "canadian" -> {
                Matcher m = match(CANADIAN, rest, text, "canadian:MAIN+STONES/PERIOD, like canadian:10m+25/5m");
                Duration main = span(text, m.group(1), "the main time");
                int stones = count(text, m.group(2), "the moves per period");
                Duration period = positive(text, m.group(3), "the period");
                yield new Clock.Canadian(main, stones, period, main, period, stones);
            }
            case "chinese" -> {
                Matcher m = match(CHINESE, rest, text, "chinese:MAIN+RESERVE_MINUTES, like chinese:60m+3");
                Duration main = span(text, m.group(1), "the main time");
                int reserve = whole(text, m.group(2), "the reserve minutes");
                yield new Clock.ChineseCount(main, reserve, main, reserve);
            }
            case "gomocup" -> {
                Matcher m = match(GOMOCUP, rest, text, "gomocup:TURN or gomocup:TURN/MATCH, like gomocup:5s/3m");
                Duration turn = positive(text, m.group(1), "timeout_turn");
                Duration match = m.group(2) == null ? Duration.ZERO : positive(text, m.group(2), "timeout_match");
                yield new Clock.Gomocup(turn, match, match);
            }
            default -> throw bad(text, "the kinds are none, absolute, byoyomi, canadian, chinese, gomocup, tc= and st=");
        };
    }

    /** {@code tc=[MOVES/]TIME[+INCREMENT]}, or {@code tc=inf}. */
    private static Clock timeControl(String text, String rest) {
        if (rest.equals("inf")) {
            return new Clock.None();
        }
        Matcher m = match(TIME_CONTROL, rest, text, "tc=[MOVES/]TIME[+INCREMENT], like tc=40/60+0.5 or tc=5:00+3");
        int moves = m.group(1) == null ? 0 : count(text, m.group(1), "the moves");
        Duration time = positive(text, cutechessTime(text, m.group(2), "the time"), "the time");
        Duration increment = m.group(3) == null ? Duration.ZERO : cutechessTime(text, m.group(3), "the increment");
        return Clock.Increment.start(moves, time, increment);
    }

    /** A time as cutechess-cli writes it: seconds ({@code 60}, {@code 0.5}), minutes and seconds ({@code 1:30}), or a span. */
    private static Duration cutechessTime(String text, String part, String what) {
        Matcher m = SECONDS.matcher(part.strip());
        if (!m.matches()) {
            return span(text, part, what);
        }
        try {
            Duration seconds = Duration.ofMillis(new java.math.BigDecimal(m.group(2)).movePointRight(3).longValueExact());
            return m.group(1) == null ? seconds : seconds.plusMinutes(Long.parseLong(m.group(1)));
        } catch (ArithmeticException | NumberFormatException e) {
            throw bad(text, what + " '" + part + "' is too long");
        }
    }

    /** {@code span} in seconds as cutechess-cli writes them: {@code 60}, {@code 0.5}. */
    static String seconds(Duration span) {
        return java.math.BigDecimal.valueOf(span.toMillis(), 3).stripTrailingZeros().toPlainString();
    }

    /**
     * The span {@code text} writes: {@code 90s}, {@code 1m30s}, {@code 500ms}.
     *
     * @throws TabulaException if it is not one
     */
    public static Duration span(String text) {
        return span(text, text, "the span");
    }

    /** {@code span} in the units {@link #parse} reads, largest first: {@code 1m30s}. */
    public static String format(Duration span) {
        if (span.isZero()) {
            return "0s";
        }
        StringBuilder out = new StringBuilder();
        long hours = span.toHours();
        long minutes = span.toMinutesPart();
        long seconds = span.toSecondsPart();
        long millis = span.toMillisPart();
        if (hours > 0) {
            out.append(hours).append('h');
        }
        if (minutes > 0) {
            out.append(minutes).append('m');
        }
        if (seconds > 0) {
            out.append(seconds).append('s');
        }
        if (millis > 0) {
            out.append(millis).append("ms");
        }
        return out.toString();
    }

    static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    static void requireWithin(Clock clock, Duration used) {
        if (used.isNegative() || used.compareTo(clock.budget()) >= 0) {
            throw new IllegalArgumentException("a move of " + format(used) + " on a clock with " + format(clock.budget())
                    + " to go: the flag has fallen");
        }
    }

    private static Matcher match(Pattern pattern, String rest, String text, String form) {
        Matcher m = pattern.matcher(rest);
        if (!m.matches()) {
            throw bad(text, "write it " + form);
        }
        return m;
    }

    private static Duration span(String text, String part, String what) {
        Matcher m = SPAN.matcher(part.strip());
        if (part.isBlank() || !m.matches()) {
            throw bad(text, what + " '" + part + "' is not a span like 90s, 1m30s, 500ms or 2h");
        }
        try {
            Duration d = Duration.ZERO;
            d = d.plusHours(number(m.group(1)));
            d = d.plusMinutes(number(m.group(2)));
            d = d.plusSeconds(number(m.group(3)));
            return d.plusMillis(number(m.group(4)));
        } catch (ArithmeticException | NumberFormatException e) {
            throw bad(text, what + " '" + part + "' is too long");
        }
    }

    private static Duration positive(String text, String part, String what) {
        return positive(text, span(text, part, what), what);
    }

    private static Duration positive(String text, Duration d, String what) {
        if (d.isZero()) {
            throw bad(text, what + " must be longer than 0");
        }
        return d;
    }

    private static int whole(String text, String part, String what) {
        try {
            return Integer.parseInt(part);
        } catch (NumberFormatException e) {
            throw bad(text, what + " '" + part + "' is not a whole number up to " + Integer.MAX_VALUE);
        }
    }

    private static int count(String text, String part, String what) {
        int n = whole(text, part, what);
        if (n < 1) {
            throw bad(text, what + " must be at least 1");
        }
        return n;
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }

    private static TabulaException bad(String text, String problem) {
        return new TabulaException("clock '" + text.strip() + "': " + problem);
    }
}
