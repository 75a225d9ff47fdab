package io.tabula.gomoku.protocol;

import java.util.List;

/**
 * The arguments of one command line: the words after the command name, split at blanks.
 * Helpers read the protocol's {@code x,y} coordinates and integers, failing with a
 * {@link GomocupError} of kind {@link GomocupError.Kind#SYNTAX}.
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

    /** The word {@code i} as an integer. */
    public int integer(int i) {
        return parseInt(words.get(i), command);
    }

    /** The one argument as {@code count} comma-separated integers ({@code x,y} or {@code x,y,field}). */
    public int[] numbers(int count) {
        exactly(1);
        return numbers(words.get(0), count, command);
    }

    /** {@code text} as {@code count} comma-separated integers. */
    static int[] numbers(String text, int count, String what) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, what + ": expected " + (count == 2 ? "x,y" : "x,y,field")
                    + ", not '" + printable(text) + "'");
        }
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = parseInt(parts[i].strip(), what);
        }
        return out;
    }

    static int parseInt(String text, String what) {
        if (text.isEmpty() || text.length() > 9 || !text.chars().allMatch(c -> c >= '0' && c <= '9' || c == '-')
                || text.lastIndexOf('-') > 0) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, what + ": '" + printable(text) + "' is not a number");
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, what + ": '" + printable(text) + "' is not a number");
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
