package io.tabula.protocol;

import java.util.List;

/**
 * How a protocol reads the words of a command and says what is wrong with them. Every
 * protocol reads a whole number the same way (an optional minus sign and ASCII digits; a
 * number too long for a {@code long} is taken as its end of the range, so that it is
 * refused as out of range rather than as not a number); the words of the refusals are the
 * protocol's. {@link #PLAIN} has the plain words ({@code START: 'x' is not a whole number},
 * {@code -5 is negative}, {@code 99 is out of range; at most 26}); GTP has its own
 * ({@link Gtp}).
 *
 * <p>Every text returned is the message of a {@link ProtocolError.Basic#SYNTAX} error
 * (or {@link ProtocolError.Basic#UNKNOWN_COMMAND} for {@link #unknown}), one line.
 */
public interface Syntax {

    /** The plain words. */
    Syntax PLAIN = new Plain();

    /** {@code command} was given {@code words}, not {@code min} to {@code max} of them. */
    String wrongCount(String command, List<String> words, int min, int max);

    /** {@code text}, read for {@code where} (a command, a line of a block), is not a whole number. */
    String notWhole(String where, String text);

    /** {@code text}, read for {@code where} as {@code value}, is outside {@code range}. */
    String outOfRange(String where, String text, long value, WholeRange range);

    /** {@code command} is not a command of the engine; empty when the line has none (a GTP id alone). */
    String unknown(String command);

    /** A line is longer than {@code limit} characters. */
    String tooLong(int limit);

    /**
     * {@code text} as a whole number within {@code range}.
     *
     * @param where what the text was read for, as {@link #notWhole} and {@link #outOfRange} name it
     * @throws ProtocolError a syntax error in this protocol's words
     */
    default long whole(String where, String text, WholeRange range) {
        boolean negative = text.startsWith("-");
        String digits = negative ? text.substring(1) : text;
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, notWhole(where, text));
        }
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException tooLong) {
            value = negative ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        if (!range.contains(value)) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, outOfRange(where, text, value, range));
        }
        return value;
    }

    /** {@code text} cut to 40 characters, unprintable ones as {@code ?}: safe to quote in a one-line answer. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(40).forEach(c -> out.append(c >= 32 && c < 127 ? (char) c : '?'));
        return text.codePointCount(0, text.length()) > 40 ? out + "..." : out.toString();
    }

    /** The plain words, those of the Gomocup brain's answers. */
    final class Plain implements Syntax {
        private Plain() {
        }

        @Override
        public String wrongCount(String command, List<String> words, int min, int max) {
            String wanted;
            if (min == max) {
                wanted = min == 0 ? "no arguments" : min == 1 ? "one argument" : min + " arguments";
            } else if (max == Integer.MAX_VALUE) {
                wanted = "at least " + min + (min == 1 ? " argument" : " arguments");
            } else {
                wanted = min + " to " + max + " arguments";
            }
            return command + " takes " + wanted + ", not '" + printable(String.join(" ", words)) + "'";
        }

        @Override
        public String notWhole(String where, String text) {
            return where + ": '" + printable(text) + "' is not a whole number";
        }

        @Override
        public String outOfRange(String where, String text, long value, WholeRange range) {
            String problem;
            if (value < 0 && range.min() == 0) {
                problem = "is negative" + (range.unit() == null ? "" : "; it takes " + range.unit() + ", 0 or more");
            } else if (value > range.max()) {
                problem = "is out of range; at most " + range.max();
            } else {
                problem = "is out of range; at least " + range.min();
            }
            return where + ": " + printable(text) + " " + problem;
        }

        @Override
        public String unknown(String command) {
            return "unknown command '" + printable(command) + "'";
        }

        @Override
        public String tooLong(int limit) {
            return "line longer than " + limit + " characters";
        }
    }
}
