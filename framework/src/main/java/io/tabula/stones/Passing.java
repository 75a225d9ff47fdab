package io.tabula.stones;

/** When a side of a game of stones may pass. */
public enum Passing {
    /** Never (Hex, Gomoku): every turn places a stone. */
    NEVER,
    /** At any turn (Go). */
    ALWAYS,
    /** Only when no stone may be placed, and then it must (Othello). */
    WHEN_BLOCKED
}
