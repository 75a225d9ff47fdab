package io.tabula.go.protocol;

import java.math.BigDecimal;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The arguments of one command, split on spaces, with checks that fail as GTP syntax
 * errors.
 *
 * @param command the command name, for messages
 * @param values  the arguments, none empty
 */
public record GtpArgs(String command, List<String> values) {
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern NEGATIVE_INTEGER = Pattern.compile("-[0-9]*[1-9][0-9]*");
    private static final String INT_RANGE = "a GTP integer is 0 to " + Integer.MAX_VALUE;
    /** A float in decimal or exponent notation, as C's strtod reads it (without hexadecimal and words). */
    private static final Pattern FLOAT = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");
    private static final Pattern NOT_FINITE = Pattern.compile("[+-]?(nan|inf|infinity)", Pattern.CASE_INSENSITIVE);

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
     * Argument {@code index} as a GTP int: "an unsigned integer in the interval
     * 0 <= x <= 2^31 - 1" (GTP 2, section 3.2.1), written as digits.
     *
     * @throws ProtocolError a syntax error saying what is wrong: not an integer, negative, or
     *                       out of that range
     */
    public int integer(int index) {
        String text = values.get(index);
        if (NEGATIVE_INTEGER.matcher(text).matches()) {
            throw syntaxError(text, "is negative; " + INT_RANGE);
        }
        if (!DIGITS.matcher(text).matches()) {
            throw syntaxError(text, "is not an integer");
        }
        String digits = text.replaceFirst("^0+(?=.)", "");
        if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
            throw syntaxError(text, "is out of range; " + INT_RANGE);
        }
        return Integer.parseInt(digits);
    }

    /**
     * Argument {@code index} as a GTP float: "a floating point number representable by a
     * 32 bit IEEE 754 float" (GTP 2, section 3.2.1), in decimal or exponent notation
     * ({@code 6.5}, {@code -0.5}, {@code 1e2}); its value is that float's, so that a text
     * of any length gives a number of a few digits.
     *
     * @throws ProtocolError a syntax error saying what is wrong: not a number, not a finite
     *                       number, or beyond the range of a 32-bit float
     */
    public BigDecimal decimal(int index) {
        String text = values.get(index);
        if (NOT_FINITE.matcher(text).matches()) {
            throw syntaxError(text, "is not a finite number");
        }
        if (!FLOAT.matcher(text).matches()) {
            throw syntaxError(text, "is not a number");
        }
        float value = Float.parseFloat(text);
        if (Float.isInfinite(value)) {
            throw syntaxError(text, "is out of range; a GTP float is a 32-bit IEEE 754 number, from -"
                    + Float.MAX_VALUE + " to " + Float.MAX_VALUE);
        }
        BigDecimal exact = new BigDecimal(Float.toString(value)).stripTrailingZeros();
        return exact.scale() < 0 ? exact.setScale(0) : exact;
    }

    private static ProtocolError syntaxError(String text, String problem) {
        return new ProtocolError(ProtocolError.Kind.SYNTAX_ERROR, "syntax error: '" + printable(text) + "' " + problem);
    }

    /** {@code text} cut short and reduced to printable ASCII, safe to put in a one-line answer. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(40).forEach(c -> out.append(c >= 32 && c < 127 ? (char) c : '?'));
        return text.codePointCount(0, text.length()) > 40 ? out + "..." : out.toString();
    }
}
