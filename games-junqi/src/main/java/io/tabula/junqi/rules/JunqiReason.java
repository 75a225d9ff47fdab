package io.tabula.junqi.rules;

import io.tabula.core.IllegalReason;

/**
 * Why a Junqi move is illegal ({@code docs/rules/junqi.md} ("Moving", "Combat")), beyond the
 * framework's {@link io.tabula.core.CommonReason}s ({@code GAME_OVER}, {@code OFF_BOARD}).
 */
public enum JunqiReason implements IllegalReason {
    EMPTY_POST("there is no piece on the post the move starts from"),
    NOT_YOUR_PIECE("the piece on the post the move starts from belongs to the other side"),
    IMMOVABLE_PIECE("landmines and the flag never move"),
    IN_HEADQUARTERS("a piece standing on a headquarters never moves again"),
    SAME_POST("a move goes to another post"),
    OWN_PIECE("the destination holds a piece of the same side"),
    CAMP_PROTECTED("a piece in a camp cannot be attacked"),
    NOT_REACHABLE("the destination is neither linked to the post nor on a railway run from it"),
    PATH_BLOCKED("a piece stands on the railway between the two posts"),
    NO_TURNING("only an engineer may turn from one railway line to another"),
    BOMB_MAY_NOT_ATTACK_FLAG("under these rules a bomb may not attack the flag"),
    VIEW_ONLY("a view is read-only: moves are played on the full state, which resolves attacks");

    private final String description;

    JunqiReason(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
