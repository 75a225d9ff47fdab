package io.tabula.core;

/**
 * A move of some game. Each game declares its own sealed hierarchy of records
 * (Go: place, pass; Gomoku: place, swap, offer; Junqi: deploy, step) implementing
 * this marker, so that rules can switch over them exhaustively. Moves are
 * immutable values: equal moves are interchangeable.
 */
public interface Move {

    /**
     * Whether this move is a pass: its player gives up the turn and changes nothing on the
     * board (Go's pass, renju's pass). An opening protocol's swap is no pass. Tools that count
     * passes ({@code tabula evaluate}'s report) ask this, never the notation's text, so a
     * game that writes its pass otherwise is counted alike. False by default: a game with
     * passes says so on its pass move.
     */
    default boolean isPass() {
        return false;
    }
}
