package io.tabula.gomoku.rules;

import io.tabula.options.Choice;

/** What happens when black plays a forbidden move under renju (option {@code forbiddenMoves}). */
public enum ForbiddenMoves implements Choice {
    /** The move is played and black loses at once: white wins, reason {@code forbidden} (RIF). */
    LOSES("loses"),
    /** The move is rejected; black's legal moves leave forbidden points out. */
    ILLEGAL("illegal"),
    /**
     * The move is played and stands unless white's very next move is {@link GomokuMove.Claim}
     * (white wins, reason {@code forbidden}); an overline can be claimed at any white turn
     * until the game ends.
     */
    CLAIM("claim");

    private final String id;

    ForbiddenMoves(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
