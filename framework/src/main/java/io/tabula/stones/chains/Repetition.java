package io.tabula.stones.chains;

/**
 * Which repetitions of earlier positions a {@link ChainBoard} forbids, beyond the simple ko
 * point that it keeps under every rule.
 */
public enum Repetition {
    /** None: only the simple ko point (a single stone may not at once retake a single stone). */
    NONE,
    /** Positional superko: no stone may make the board of any earlier position. */
    POSITIONAL,
    /** Situational superko: no stone may make an earlier board with the same side then to move. */
    SITUATIONAL
}
