package io.tabula.junqi.rules;

import io.tabula.core.OutcomeReason;

/** Why a Junqi game ends ({@code docs/rules/junqi.md} ("End of the game")); the ids are the keywords case files and records write. */
public enum JunqiOutcome implements OutcomeReason {
    /** A side's flag was captured: the capturer wins. */
    FLAG_CAPTURED,
    /**
     * The side to move has no legal move: it loses if the other side would have one, else
     * the game is drawn.
     */
    NO_MOVABLE_PIECES,
    /** {@code noCombatDrawPlies} consecutive plies without an attack: a draw. */
    NO_COMBAT,
    /** {@code maxPlies} plies played from the setup position: a draw. */
    MOVE_LIMIT
}
