package io.tabula.gomoku.protocol;

import java.util.List;

/**
 * The arguments of one command line: the words after the command name, split at blanks.
 * Helpers read the protocol's {@code x,y} coordinates and whole numbers, failing with a
 * {@link GomocupError} of kind {@link GomocupError.Kind#SYNTAX} when a word is not one. A
 * number too long for a {@code long} is read as {@link Long#MAX_VALUE} (or
 * {@link Long#MIN_VALUE}), so that the command's range check calls it out of range rather
 * than not a number.
 */
public record GomocupArgs(String command, List<String> words) {

    public GomocupArgs {
        words = List.copyOf(words);
    }

    public int size() {
        return words.size();
    }

    public String get(int i) {
        return words.get(i);
    }

    /** The words joined with single spaces. */
    public String rest() {
        return String.join(" ", words);
    }

    /** Fails unless there are exactly {@code n} words. */
    public void exactly(int n) {
        if (words.size() != n) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, command + " takes " + (n == 0 ? "no arguments"
                    : n == 1 ? "one argument" : n + " arguments") + ", not '" + printable(rest()) + "'");
        }
    }

    /** The word {@code i} as a whole number. */
    public long whole(int i) {
        return wholeNumber(words.get(i), command);
    }

    /** The one argument as {@code count} comma-separated whole numbers ({@code x,y} or {@code x,y,field}). */
    public long[] numbers(int count) {
        exactly(1);
        return numbers(words.get(0), count, command);
    }

    /** {@code text} as {@code count} comma-separated whole numbers. */
    static long[] numbers(String text, int count, String what) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, what + ": expected " + (count == 2 ? "x,y" : "x,y,field")
                    + ", not '" + printable(text) + "'");
        }
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = wholeNumber(parts[i].strip(), what);
        }
        return out;
    }

    /** {@code text} as a whole number: digits after an optional minus sign, saturated at the ends of the long range. */
    static long wholeNumber(String text, String what) {
        boolean negative = text.startsWith("-");
        String digits = negative ? text.substring(1) : text;
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, what + ": '" + printable(text) + "' is not a whole number");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException tooLong) {
            return negative ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    /** The text cut to 40 characters with unprintable characters replaced, for error messages. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && out.length() < 40; i++) {
            char c = text.charAt(i);
            out.append(c >= 32 && c < 127 ? c : '?');
        }
        return text.length() > 40 ? out + "..." : out.toString();
    }
}
