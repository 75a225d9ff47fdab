package io.tabula.core;

/**
 * A count with its noun, for text that people read: {@code 1 ply}, {@code 2 plies},
 * {@code 0 moves}. English takes the singular for exactly one and the plural otherwise.
 */
public final class Plural {
    private Plural() {
    }

    /** {@code count} and the noun, e.g. {@code of(1, "ply", "plies")} is {@code "1 ply"}. */
    public static String of(long count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }

    /** {@code count} and a noun whose plural adds an s, e.g. {@code of(3, "move")} is {@code "3 moves"}. */
    public static String of(long count, String singular) {
        return of(count, singular, singular + "s");
    }
}
