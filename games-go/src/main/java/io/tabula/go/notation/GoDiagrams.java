package io.tabula.go.notation;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;
import io.tabula.core.TypedDiagrams;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.LibertyCheck;
import io.tabula.stones.StoneText;
import java.util.List;

/**
 * Diagrams as docs/CASE-FILES.md defines them: {@code X} black, {@code O} white, {@code .}
 * empty, spaces ignored. On the built-in boards (square, torus, hex) one row per string, top
 * row first; on a board of the user's, as the placement kit writes any topology
 * ({@link StoneText}: rows on a grid or a hex board, one line per point with its name and its
 * symbol, {@code c X}, on a graph). A set-up position has no past: no prisoners, no ko, and
 * only itself in its superko history. A chain without liberties cannot stand on a Go board,
 * so such a diagram is rejected.
 */
public final class GoDiagrams extends TypedDiagrams<GoState> {
    private static final String SYMBOLS = "XO";

    public GoDiagrams() {
        super(GoState.TYPE);
    }

    @Override
    public GoState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        GoRules rules = GoRules.of(definition);
        byte[] cells = cells(rules.board(), rows);
        requireLiberties(rules, cells);
        return GoState.setUp(definition, cells, toMove);
    }

    @Override
    protected List<String> diagramOf(GoState go) {
        return rows(go.rules().board(), go.cells());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        GoTopology board = GoRules.of(definition).board();
        return rows(board, cells(board, rows));
    }

    /** The canonical diagram of {@code cells} on {@code board}. */
    static List<String> rows(GoTopology board, byte[] cells) {
        return board.builtIn() ? StoneDiagram.rows(board.size(), cells)
                : StoneText.rows(board.topology(), cells, SYMBOLS);
    }

    /**
     * The stones of diagram {@code rows} on {@code board}.
     *
     * @throws NotationException naming the row or point that cannot be read
     */
    static byte[] cells(GoTopology board, List<String> rows) {
        return board.builtIn()
                ? StoneDiagram.cells(board.size(), rows, x -> String.valueOf(GtpNotation.column(x)))
                : StoneText.cells(board.topology(), rows, SYMBOLS);
    }

    private static void requireLiberties(GoRules rules, byte[] cells) {
        for (int start : LibertyCheck.chainsWithoutLiberties(rules, cells)) {
            throw new NotationException("diagram: the chain at " + rules.board().name(start)
                    + " has no liberties; such a position cannot arise");
        }
    }
}
