package io.tabula.core;

/**
 * Facts a game declares about itself; the contract properties and the command line
 * choose their checks from them, as Guava's testlib suites choose theirs from
 * feature flags.
 */
public enum Capability {
    /** A side may pass instead of moving. */
    PASS,
    /** The game has a rule about repeated positions (ko, superko). */
    REPETITION_RULE,
    /** The game starts with an opening protocol or a setup phase. */
    OPENING_PROTOCOL,
    /** Some facts are hidden from some sides; {@link GameState#viewFor} matters. */
    HIDDEN_INFORMATION,
    /** Every move is undone by replaying the record; games without it still keep records. */
    UNDO
}
