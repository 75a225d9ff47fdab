package io.tabula.go.notation;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;
import io.tabula.core.TypedDiagrams;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.LibertyCheck;
import io.tabula.topology.Topology;
import java.util.List;

/**
 * Diagrams as docs/CASE-FILES.md defines them: rows top first, {@code X} black, {@code O}
 * white, {@code .} empty, spaces ignored. A set-up position has no past: no prisoners, no
 * ko, and only itself in its superko history. A chain without liberties cannot stand on
 * a Go board, so such a diagram is rejected.
 */
public final class GoDiagrams extends TypedDiagrams<GoState> {

    public GoDiagrams() {
        super(GoState.TYPE);
    }

    @Override
    public GoState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        int size = definition.get(GoOptions.SIZE);
        byte[] cells = cells(size, rows);
        requireLiberties(definition.get(GoOptions.TOPOLOGY).of(size), size, cells);
        return GoState.setUp(definition, cells, toMove);
    }

    @Override
    protected List<String> diagramOf(GoState go) {
        return rows(go.size(), go.cells());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = definition.get(GoOptions.SIZE);
        return rows(size, cells(size, rows));
    }

    static List<String> rows(int size, byte[] cells) {
        return StoneDiagram.rows(size, cells);
    }

    static byte[] cells(int size, List<String> rows) {
        return StoneDiagram.cells(size, rows, x -> String.valueOf(GtpNotation.column(x)));
    }

    private static void requireLiberties(Topology board, int size, byte[] cells) {
        for (int start : LibertyCheck.chainsWithoutLiberties(board, cells)) {
            throw new NotationException("diagram: the chain at " + GtpNotation.point(size, start)
                    + " has no liberties; such a position cannot arise");
        }
    }
}
