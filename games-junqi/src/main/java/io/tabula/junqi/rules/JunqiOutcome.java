package io.tabula.junqi.rules;

import io.tabula.core.OutcomeReason;

/** Why a Junqi game ends ({@code docs/rules/junqi.md} ("End of the game")); the ids are the keywords case files and records write. */
public enum JunqiOutcome implements OutcomeReason {
    /** A side's flag was captured: the capturer wins. */
    FLAG_CAPTURED("flag-captured", "the flag was captured"),
    /**
     * The side to move has no legal move: it loses if the other side would have one, else
     * the game is drawn.
     */
    NO_MOVABLE_PIECES("no-movable-pieces", "no piece can move"),
    /** {@code noCombatDrawPlies} consecutive plies without an attack: a draw. */
    NO_COMBAT("no-combat", "too long without combat"),
    /** {@code maxPlies} plies played from the setup position: a draw. */
    MOVE_LIMIT("move-limit", "the move limit"),
    /** A side resigned; outside the rules engine, documented for records and case files. */
    RESIGN("resign", "resignation");

    private final String id;
    private final String description;

    JunqiOutcome(String id, String description) {
        this.id = id;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String describe() {
        return description;
    }
}
