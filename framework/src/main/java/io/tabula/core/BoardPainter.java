package io.tabula.core;

import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import java.util.List;

/**
 * What to draw of a game, for a page or a picture that knows no game ({@code tabula serve}):
 * the board of a definition, the scene of a position, and the points to click for a move.
 * A module offers its own through {@link GameModule#painter()}; without one, the board is
 * drawn from the text diagram ({@link DiagramPainter}).
 *
 * <p>Invariants: every point id a scene or a path names is a point of
 * {@link #board}{@code (definition)}; a scene shows only what the state it is given shows
 * (callers pass a side's view, {@link GameState#viewFor}, so nothing hidden from that side
 * can reach it); two different legal moves of one state never have the same non-empty path.
 */
public interface BoardPainter {

    /** The board of games under {@code definition}: the same for every position. */
    BoardDrawing board(GameDefinition definition);

    /** The pieces and marks of {@code view}, a side's view or a state of perfect information. */
    Scene scene(GameState view);

    /**
     * The points to click, in order, to make {@code move} in {@code state} (a stone's point; a
     * piece's post and then its destination); empty for a move made by a button (a pass, a
     * swap). Empty by default.
     */
    default List<String> path(GameState state, Move move) {
        return List.of();
    }

}
