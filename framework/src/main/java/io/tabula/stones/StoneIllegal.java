package io.tabula.stones;

import io.tabula.core.IllegalReason;

/** Why a pass or a swap is not legal in a game of stones. */
public enum StoneIllegal implements IllegalReason {
    NO_PASS("this game has no pass"),
    MAY_NOT_PASS("a side passes only when it has no stone to place"),
    NO_SWAP("no swap is allowed now");

    private final String description;

    StoneIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
