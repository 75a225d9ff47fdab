package io.tabula.stones.rows;

import io.tabula.core.IllegalReason;

/**
 * A rule on where a side may place a stone, beyond "the point is empty": Pente's tournament
 * opening (the first stone on the centre), renju's forbidden points for black. What a
 * refused stone does is the rule's {@link Policy}: it is illegal, it loses, or it stands
 * and the next side may claim it.
 *
 * <p>A rule reads the board through {@link RowBoard}'s accessors and may place and lift
 * stones on {@link RowBoard#cells()} while it thinks, provided it leaves every cell as it
 * found it; it changes nothing else. Implementations are immutable and thread-safe.
 */
public interface PlacementRule {

    /** What a stone this rule refuses does. */
    enum Policy {
        /** The stone may not be placed: it is no legal move ({@code forbiddenMoves=illegal}, Pente's opening). */
        ILLEGAL,
        /** The stone is placed and its side loses at once ({@code forbiddenMoves=loses}; two sides only). */
        LOSES,
        /**
         * The stone is placed and stands; the next side may claim it and win, at once, or
         * for as long as the foul stays on the board when {@link #persists} says so
         * ({@code forbiddenMoves=claim}; two sides only).
         */
        CLAIMED
    }

    /** What a refused stone does. */
    Policy policy();

    /**
     * Whether this rule may refuse a stone of {@code side} now. When it says no, every empty
     * point is allowed and {@link #refuse} is not asked, so a rule that binds only some sides
     * or plies should say so here: this is asked once a move, {@code refuse} once a point.
     */
    boolean restricts(RowBoard board, int side);

    /**
     * Why a stone of {@code side} on empty {@code point} is refused, or null when it is
     * allowed. Asked only when {@link #restricts} says yes.
     */
    IllegalReason refuse(RowBoard board, int side, int point);

    /**
     * Under {@link Policy#CLAIMED}, whether a foul of this reason stays claimable after the
     * next side has moved, until the game ends (renju's overline, which stays on the board
     * for all to see); by default a foul can only be claimed at once.
     */
    default boolean persists(IllegalReason reason) {
        return false;
    }
}
