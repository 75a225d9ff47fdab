package io.tabula.go.rules;

import io.tabula.options.Choice;

/** Where handicap stones go (option {@code handicapPlacement}). */
public enum HandicapPlacement implements Choice {
    /** On the standard star points, as GTP's fixed_handicap places them. */
    FIXED("fixed"),
    /** Black places them anywhere, one move each, before white's first move. */
    FREE("free");

    private final String id;

    HandicapPlacement(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
