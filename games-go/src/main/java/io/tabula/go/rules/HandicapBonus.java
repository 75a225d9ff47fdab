package io.tabula.go.rules;

import io.tabula.options.Choice;

/** Points white receives for black's handicap stones under area scoring (option {@code whiteHandicapBonus}). */
public enum HandicapBonus implements Choice {
    NONE("0"),
    /** One point per handicap stone (Chinese rules). */
    N("N"),
    /** One point per handicap stone after the first (AGA rules). */
    N_MINUS_ONE("N-1");

    private final String id;

    HandicapBonus(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** The bonus for {@code handicap} stones. */
    public int points(int handicap) {
        return switch (this) {
            case NONE -> 0;
            case N -> handicap;
            case N_MINUS_ONE -> Math.max(0, handicap - 1);
        };
    }
}
