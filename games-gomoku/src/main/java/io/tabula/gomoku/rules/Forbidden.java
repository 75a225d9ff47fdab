package io.tabula.gomoku.rules;

import io.tabula.core.IllegalReason;

/** Why a black move is forbidden under renju rules (RIF), or that it is not. */
public enum Forbidden implements IllegalReason {
    NONE("the move is not forbidden"),
    FORBIDDEN_OVERLINE("black would make an overline (six or more in a row)"),
    FORBIDDEN_DOUBLE_FOUR("black would make two or more fours at once"),
    FORBIDDEN_DOUBLE_THREE("black would make two or more threes at once");

    private final String description;

    Forbidden(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }

    public boolean isForbidden() {
        return this != NONE;
    }
}
