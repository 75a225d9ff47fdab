package io.tabula.gomoku.notation;

import io.tabula.core.TypedDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuState;
import java.util.List;

/**
 * Diagrams as docs/CASE-FILES.md defines them ({@link StoneDiagram}): {@code X} black,
 * {@code O} white, {@code .} empty, top row first. A set-up position counts its stones as
 * its ply, and a colour that already has a winning row has won.
 */
public final class GomokuDiagrams extends TypedDiagrams<GomokuState> {

    public GomokuDiagrams() {
        super(GomokuState.TYPE);
    }

    @Override
    public GomokuState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        byte[] cells = cells(definition.get(GomokuOptions.SIZE), rows);
        int stones = 0;
        for (byte cell : cells) {
            stones += cell == StoneDiagram.EMPTY ? 0 : 1;
        }
        try {
            return GomokuState.of(definition, cells, toMove, stones);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    protected List<String> diagramOf(GomokuState gomoku) {
        return StoneDiagram.rows(gomoku.size(), gomoku.cells());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = definition.get(GomokuOptions.SIZE);
        return StoneDiagram.rows(size, cells(size, rows));
    }

    /** The board of {@code rows}, one byte per point, point {@code y * size + x}. */
    static byte[] cells(int size, List<String> rows) {
        return StoneDiagram.cells(size, rows, x -> String.valueOf((char) ('a' + x)));
    }
}
