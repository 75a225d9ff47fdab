package io.tabula.fuzzing;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One change to a document, as a fuzzer makes it. Places are fractions of the document
 * ({@code 0} its start, {@code 1} its end), so that one edit applies to any document and
 * jqwik can shrink it like any other value.
 *
 * @param kind  what the edit does
 * @param at    where, as a fraction of the document (or of its tokens)
 * @param span  how much, or a second place, as a fraction
 * @param text  what an insertion or replacement puts in
 * @param other a second document of the corpus (for a splice), or a length (for a long token)
 */
public record Edit(Kind kind, double at, double span, String text, int other) {

    /** What an edit does. */
    public enum Kind {
        /** Removes up to 64 characters. */
        DELETE_CHARACTERS,
        /** Inserts {@code text}. */
        INSERT,
        /** Repeats up to 64 characters in place. */
        DUPLICATE_CHARACTERS,
        /** Exchanges two characters. */
        SWAP_CHARACTERS,
        /** Turns the letters of up to 64 characters to the other case. */
        FLIP_CASE,
        /** Removes a token (a word, a number, or one punctuation character). */
        DELETE_TOKEN,
        /** Repeats a token. */
        DUPLICATE_TOKEN,
        /** Exchanges two tokens. */
        SWAP_TOKENS,
        /** Puts {@code text} in the place of a token. */
        REPLACE_TOKEN,
        /** Puts an extreme number in the place of a number of the document. */
        EXTREME_NUMBER,
        /**
         * Puts {@code text}, escaped as JSON escapes it, in the place of what a pair of double
         * quotes holds: the value changes, the syntax around it stays (case files are JSON).
         */
        REPLACE_QUOTED,
        /** The start of this document followed by the end of another. */
        SPLICE,
        /** Inserts {@code text} repeated to a length of 1,000 to 70,000 characters. */
        LONG_TOKEN
    }

    /** Numbers that break careless parsing: signs, zero, the edges of int and long, beyond them, fractions, exponents. */
    public static final List<String> EXTREME_NUMBERS = List.of("0", "-0", "-1", "1", "00", "+1", "-2147483648",
            "2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808",
            "-9223372036854775809", "99999999999999999999", "1" + "0".repeat(400), "0.5", "9.5", "-7.5", "1e5",
            "1E+400", "1e-400", "1e2147483648", "NaN", "Infinity", "-Infinity", "0x1F", "1_000", "١٢", "１２");

    /** A token: a run of letters, digits and number signs, or any other single character. */
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}._+-]+|[^\\p{L}\\p{N}._+-]");
    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9]+(\\.[0-9]+)?");
    private static final int MAX_RUN = 64;

    /** This edit applied to {@code document}; {@code corpus} gives the second document of a splice. */
    public String apply(String document, List<String> corpus) {
        return switch (kind) {
            case DELETE_CHARACTERS -> {
                int from = place(at, document.length());
                yield document.substring(0, from) + document.substring(Math.min(document.length(), from + run()));
            }
            case INSERT -> insert(document, text);
            case DUPLICATE_CHARACTERS -> {
                int from = place(at, document.length());
                int to = Math.min(document.length(), from + run());
                yield document.substring(0, to) + document.substring(from, to) + document.substring(to);
            }
            case SWAP_CHARACTERS -> swapCharacters(document);
            case FLIP_CASE -> flipCase(document);
            case DELETE_TOKEN, DUPLICATE_TOKEN, SWAP_TOKENS, REPLACE_TOKEN -> tokenEdit(document);
            case EXTREME_NUMBER -> extremeNumber(document);
            case REPLACE_QUOTED -> replaceQuoted(document);
            case SPLICE -> {
                String second = corpus.isEmpty() ? document : corpus.get(Math.floorMod(other, corpus.size()));
                yield document.substring(0, place(at, document.length()))
                        + second.substring(place(span, second.length()));
            }
            case LONG_TOKEN -> {
                String unit = text.isEmpty() ? "9" : text;
                int length = 1_000 + Math.floorMod(other, 69_001);
                yield insert(document, unit.repeat(length / unit.length() + 1).substring(0, length));
            }
        };
    }

    private String insert(String document, String inserted) {
        int where = place(at, document.length());
        return document.substring(0, where) + inserted + document.substring(where);
    }

    private int run() {
        return 1 + (int) (span * (MAX_RUN - 1));
    }

    private String swapCharacters(String document) {
        if (document.length() < 2) {
            return document;
        }
        char[] chars = document.toCharArray();
        int i = place(at, chars.length - 1);
        int j = place(span, chars.length - 1);
        char c = chars[i];
        chars[i] = chars[j];
        chars[j] = c;
        return new String(chars);
    }

    private String flipCase(String document) {
        int from = place(at, document.length());
        int to = Math.min(document.length(), from + run());
        StringBuilder out = new StringBuilder(document.substring(0, from));
        for (int i = from; i < to; i++) {
            char c = document.charAt(i);
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.append(document.substring(to)).toString();
    }

    private String tokenEdit(String document) {
        List<String> tokens = tokens(document);
        if (tokens.isEmpty()) {
            return kind == Kind.REPLACE_TOKEN ? text : document;
        }
        int i = place(at, tokens.size() - 1);
        switch (kind) {
            case DELETE_TOKEN -> tokens.remove(i);
            case DUPLICATE_TOKEN -> tokens.add(i, tokens.get(i));
            case SWAP_TOKENS -> {
                int j = place(span, tokens.size() - 1);
                String t = tokens.get(i);
                tokens.set(i, tokens.get(j));
                tokens.set(j, t);
            }
            default -> tokens.set(i, text);
        }
        return String.join("", tokens);
    }

    private String extremeNumber(String document) {
        List<int[]> numbers = new ArrayList<>();
        Matcher m = NUMBER.matcher(document);
        while (m.find()) {
            numbers.add(new int[] {m.start(), m.end()});
        }
        String number = EXTREME_NUMBERS.get(Math.floorMod(other, EXTREME_NUMBERS.size()));
        if (numbers.isEmpty()) {
            return insert(document, number);
        }
        int[] chosen = numbers.get(place(at, numbers.size() - 1));
        return document.substring(0, chosen[0]) + number + document.substring(chosen[1]);
    }

    private String replaceQuoted(String document) {
        List<int[]> quoted = quotedRanges(document);
        if (quoted.isEmpty()) {
            return insert(document, "\"" + jsonEscaped(text) + "\"");
        }
        int[] chosen = quoted.get(place(at, quoted.size() - 1));
        return document.substring(0, chosen[0]) + jsonEscaped(text) + document.substring(chosen[1]);
    }

    /** Where the text between each pair of double quotes begins and ends, a backslash escaping the next character. */
    private static List<int[]> quotedRanges(String document) {
        List<int[]> ranges = new ArrayList<>();
        int open = -1;
        for (int i = 0; i < document.length(); i++) {
            char c = document.charAt(i);
            if (c == '\\' && open >= 0) {
                i++;
            } else if (c == '"') {
                if (open < 0) {
                    open = i + 1;
                } else {
                    ranges.add(new int[] {open, i});
                    open = -1;
                }
            }
        }
        return ranges;
    }

    private static String jsonEscaped(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static List<String> tokens(String document) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(document);
        while (m.find()) {
            tokens.add(m.group());
        }
        return tokens;
    }

    /** The place {@code fraction} of the way through {@code 0..last}. */
    private static int place(double fraction, int last) {
        if (last <= 0) {
            return 0;
        }
        double clamped = Math.max(0, Math.min(1, fraction));
        return (int) Math.round(clamped * last);
    }
}
