package io.tabula.protocol;

/**
 * The whole numbers an argument may take, from {@code min} to {@code max}, and what they
 * count ({@code milliseconds}), for the message that refuses a negative one; null if
 * nothing needs saying.
 */
public record WholeRange(long min, long max, String unit) {
    /** Every whole number: a word that is one is taken, at worst saturated at the ends of {@code long}. */
    public static final WholeRange ANY = new WholeRange(Long.MIN_VALUE, Long.MAX_VALUE, null);

    public WholeRange {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + " to " + max);
        }
    }

    public static WholeRange of(long min, long max) {
        return new WholeRange(min, max, null);
    }

    /** This range, saying that its numbers count {@code unit}. */
    public WholeRange counting(String unit) {
        return new WholeRange(min, max, unit);
    }

    public boolean contains(long value) {
        return value >= min && value <= max;
    }
}
