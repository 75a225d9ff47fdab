package io.tabula.go.rules;

import io.tabula.options.Choice;

/** How the final position is counted (option {@code scoring}). */
public enum Scoring implements Choice {
    /** Stones on the board plus the empty points they surround (数子法, Chinese and Tromp-Taylor). */
    AREA("area"),
    /** Surrounded empty points plus prisoners (Japanese). */
    TERRITORY("territory");

    private final String id;

    Scoring(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
