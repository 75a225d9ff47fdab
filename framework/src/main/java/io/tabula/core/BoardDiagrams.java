package io.tabula.core;

import java.util.List;

/**
 * Positions as text diagrams, one string per row, top row first, as docs/CASE-FILES.md
 * defines them. Case files set up positions and compare boards through this.
 */
public interface BoardDiagrams {

    /**
     * The state with the position of {@code rows} and {@code toMove} to move, under
     * {@code definition}, as if play had reached it (ply counts the stones or pieces
     * placed where the game has no better measure).
     *
     * @throws NotationException naming the row and cell that cannot be read, or saying
     *                           why the position cannot arise under these rules
     */
    GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove);

    /** The diagram of {@code state}'s position, in canonical form. */
    List<String> toDiagram(GameState state);

    /**
     * {@code rows} validated and in the canonical form of {@link #toDiagram}, so that two
     * diagrams of one position compare equal.
     *
     * @throws NotationException as {@link #fromDiagram}
     */
    List<String> normalize(GameDefinition definition, List<String> rows);

    /**
     * Like {@link #normalize}, for the diagram of a view ({@link GameState#viewFor}): what case
     * files give under {@code expect.view}. A game whose views show marks of their own (Junqi
     * writes an enemy piece a side does not know as {@code b?}) overrides it to read them; by
     * default a view's diagram reads as a board's, which fits games whose views are boards.
     * Invariant: for every state {@code s} and side, {@code normalizeView(d, toDiagram(v))}
     * equals {@code toDiagram(v)} where {@code v = s.viewFor(side)}.
     *
     * @throws NotationException as {@link #fromDiagram}
     */
    default List<String> normalizeView(GameDefinition definition, List<String> rows) {
        return normalize(definition, rows);
    }
}
