package io.tabula.options;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * Ids (of games, variants, options, option values and sides) are exact: {@code go}, never
 * {@code GO}. So that an error about an unknown id still helps, this finds the id the
 * writer most likely meant: one that differs only in case, or else the only one within
 * two typing mistakes (a letter added, dropped or changed).
 */
public final class Spelling {
    private static final int MAX_MISTAKES = 2;

    private Spelling() {
    }

    /** The known id that {@code written} most likely means, if there is one. */
    public static Optional<String> closest(String written, Collection<String> known) {
        for (String id : known) {
            if (id.toLowerCase(Locale.ROOT).equals(written.toLowerCase(Locale.ROOT))) {
                return Optional.of(id);
            }
        }
        String found = null;
        for (String id : known) {
            if (mistakes(written, id) <= MAX_MISTAKES) {
                if (found != null) {
                    return Optional.empty(); // two candidates: guessing would mislead
                }
                found = id;
            }
        }
        return Optional.ofNullable(found);
    }

    /**
     * A hint to put between an error's clauses, {@code "did you mean 'go'? "} (with its
     * trailing blank), or the empty text when no id is close.
     */
    public static String hint(String written, Collection<String> known) {
        return closest(written, known).map(id -> "did you mean '" + id + "'? ").orElse("");
    }

    /**
     * The edit distance of two texts, or a number above {@link #MAX_MISTAKES} as soon as it
     * is clearly larger (texts of very different lengths are not compared letter by letter).
     */
    private static int mistakes(String a, String b) {
        if (Math.abs(a.length() - b.length()) > MAX_MISTAKES) {
            return MAX_MISTAKES + 1;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
