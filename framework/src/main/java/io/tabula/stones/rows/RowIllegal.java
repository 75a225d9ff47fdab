package io.tabula.stones.rows;

import io.tabula.core.IllegalReason;

/** Why a stone is illegal on the row blocks, besides the framework's common reasons and those of a game's {@link PlacementRule}. */
public enum RowIllegal implements IllegalReason {
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
