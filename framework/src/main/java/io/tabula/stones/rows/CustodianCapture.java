package io.tabula.stones.rows;

/**
 * The custodian capture block: a stone just placed takes off, in each direction of the
 * board, an unbroken run of {@code min} to {@code max} stones of other sides that ends on a
 * stone of the mover's. Pente's pairs are {@code (2, 2)}, Keryo-Pente's pairs and triples
 * {@code (2, 3)}. Only the stone just placed captures, so a stone placed into a flanked gap
 * is safe; a run shorter than {@code min} or longer than {@code max} is never taken.
 *
 * @param min the fewest stones a capture takes, at least 1
 * @param max the most, at least {@code min}
 */
public record CustodianCapture(int min, int max) {
    public CustodianCapture {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("a capture takes min to max stones with 1 <= min <= max, not " + min
                    + " to " + max);
        }
    }

    /** Pente's: exactly two. */
    public static final CustodianCapture PAIRS = new CustodianCapture(2, 2);
}
