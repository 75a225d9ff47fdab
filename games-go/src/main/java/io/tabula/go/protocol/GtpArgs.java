package io.tabula.go.protocol;

import java.math.BigDecimal;
import java.util.List;

/**
 * The arguments of one command, split on spaces, with checks that fail as GTP syntax
 * errors.
 *
 * @param command the command name, for messages
 * @param values  the arguments, none empty
 */
public record GtpArgs(String command, List<String> values) {

    public GtpArgs {
        values = List.copyOf(values);
    }

    public int size() {
        return values.size();
    }

    public String get(int index) {
        return values.get(index);
    }

    /**
     * Requires exactly {@code count} arguments.
     *
     * @throws ProtocolError a syntax error otherwise
     */
    public GtpArgs exactly(int count) {
        return between(count, count);
    }

    /** Requires from {@code min} to {@code max} arguments. */
    public GtpArgs between(int min, int max) {
        if (values.size() < min || values.size() > max) {
            String wanted = min == max ? Integer.toString(min) : min + " to " + max;
            throw new ProtocolError(ProtocolError.Kind.SYNTAX_ERROR, "syntax error: " + command + " takes " + wanted
                    + " argument" + (min == 1 && max == 1 ? "" : "s") + ", not " + values.size());
        }
        return this;
    }

    /** Requires at least {@code min} arguments. */
    public GtpArgs atLeast(int min) {
        return between(min, Integer.MAX_VALUE);
    }

    /**
     * Argument {@code index} as a GTP int: digits only, no sign. A number too large for an
     * {@code int} is {@link Integer#MAX_VALUE}, so that range checks refuse it as too large.
     */
    public int integer(int index) {
        String text = values.get(index);
        if (text.isEmpty() || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new ProtocolError(ProtocolError.Kind.SYNTAX_ERROR, "syntax error: '" + printable(text)
                    + "' is not an integer");
        }
        String digits = text.replaceFirst("^0+(?=.)", "");
        return digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    }

    /** Argument {@code index} as a GTP float (decimal notation, optional sign). */
    public BigDecimal decimal(int index) {
        String text = values.get(index);
        if (!text.matches("[+-]?(\\d{1,9}(\\.\\d{0,9})?|\\.\\d{1,9})")) {
            throw new ProtocolError(ProtocolError.Kind.SYNTAX_ERROR, "syntax error: '" + printable(text)
                    + "' is not a number");
        }
        return new BigDecimal(text.endsWith(".") ? text + "0" : text);
    }

    /** {@code text} cut short and reduced to printable ASCII, safe to put in a one-line answer. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(40).forEach(c -> out.append(c >= 32 && c < 127 ? (char) c : '?'));
        return text.codePointCount(0, text.length()) > 40 ? out + "..." : out.toString();
    }
}
