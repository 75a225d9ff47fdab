package io.tabula.core;

/**
 * Facts a game declares about itself, per definition ({@link GameDefinition#has}): the
 * contract properties and the command line choose their checks from them, as Guava's
 * testlib suites choose theirs from feature flags. A type lists what some of its
 * definitions have ({@link GameType#capabilities()}); a definition may have less
 * ({@link GameModule#capabilities(GameDefinition)}): {@code junqi(open=true)} hides nothing.
 */
public enum Capability {
    /** A side may pass instead of moving. */
    PASS,
    /** The game has a rule about repeated positions (ko, superko). */
    REPETITION_RULE,
    /** The game has phases besides ordinary play: an opening protocol, a deployment, a handicap placement. */
    PHASES,
    /** Some facts are hidden from some sides; {@link GameState#viewFor} matters. */
    HIDDEN_INFORMATION,
    /** A turn may hold several moves by the same player ({@link TurnPlan}). */
    SEVERAL_MOVES_PER_TURN,
    /** Every move is undone by replaying the record; games without it still keep records. */
    UNDO
}
