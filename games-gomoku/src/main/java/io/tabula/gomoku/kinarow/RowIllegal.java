package io.tabula.gomoku.kinarow;

import io.tabula.core.IllegalReason;

/** Why a stone is illegal in a k-in-a-row game, besides the framework's common reasons. */
public enum RowIllegal implements IllegalReason {
    /** Pente's tournament rule: the first stone of the game goes on the centre. */
    FIRST_STONE_OFF_CENTRE("under the tournament rule the first stone goes on the centre"),
    /** Pente's tournament rule: the first player's second stone keeps away from the centre. */
    TOO_CLOSE_TO_CENTRE("under the tournament rule the first player's second stone must be at least three "
            + "lines from the centre"),
    /** 玩法二: the replacement takes an enemy stone, and this point is empty. */
    REPLACE_EMPTY_POINT("a replacement takes an enemy stone; this point is empty"),
    /** 玩法二: the replacement takes an enemy stone, and this one is the mover's own. */
    REPLACE_OWN_STONE("a replacement takes an enemy stone, not one of your own");

    private final String description;

    RowIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
