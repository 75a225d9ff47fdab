package io.tabula.gomoku.rules;

import io.tabula.options.Choice;

/**
 * Which rows of stones win (option {@code rule}); see {@code docs/rules/gomoku.md}.
 */
public enum GomokuRule implements Choice {
    /** Five or more in a row wins, for either colour. */
    FREESTYLE("freestyle"),
    /** Exactly five wins; six or more (an overline) does not, and play goes on. */
    STANDARD("standard"),
    /**
     * Renju (RIF): black wins with exactly five and has forbidden moves (overline,
     * double-four, double-three); white wins with five or more and has none.
     */
    RENJU("renju"),
    /**
     * Caro: a winning row counts only if it is not blocked at both ends by opponent
     * stones. Options {@code caroEdgeBlocks} (the board edge blocks an end) and
     * {@code caroOverline} (six or more wins) refine it; no forbidden moves.
     */
    CARO("caro");

    private final String id;

    GomokuRule(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** Whether black has forbidden moves under this rule. */
    public boolean hasForbiddenMoves() {
        return this == RENJU;
    }
}
