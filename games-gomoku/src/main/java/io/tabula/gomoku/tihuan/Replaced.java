package io.tabula.gomoku.tihuan;

import io.tabula.options.Choice;

/** What becomes of the enemy stone a replacement takes off (option {@code replaced}). */
public enum Replaced implements Choice {
    /** It goes back to its owner's stock, to be placed again: the two stones are exchanged. */
    RETURN("return"),
    /** It leaves the game; its owner's stock stays as it was. */
    REMOVED("removed");

    private final String id;

    Replaced(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
