package io.tabula.junqi.rules;

/** The reason keywords of finished Junqi games ({@code docs/rules/junqi.md} ("End of the game")). */
public final class JunqiOutcomes {
    /** A side's flag was captured: the capturer wins. */
    public static final String FLAG_CAPTURED = "flag-captured";
    /**
     * The side to move has no legal move: it loses if the other side would have one, else
     * the game is drawn.
     */
    public static final String NO_MOVABLE_PIECES = "no-movable-pieces";
    /** {@code noCombatDrawPlies} consecutive plies without an attack: a draw. */
    public static final String NO_COMBAT = "no-combat";
    /** {@code maxPlies} plies played from the setup position: a draw. */
    public static final String MOVE_LIMIT = "move-limit";
    /** A side resigned; outside the rules engine, documented for records and case files. */
    public static final String RESIGN = "resign";

    private JunqiOutcomes() {
    }
}
