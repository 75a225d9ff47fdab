package io.tabula.gomoku.kinarow;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.StoneDiagram;
import io.tabula.core.TypedDiagrams;
import java.util.List;
import java.util.function.Function;

/**
 * Diagrams as for Gomoku ({@link StoneDiagram}: {@code X} black, {@code O} white, {@code .}
 * empty, top row first). A set-up position counts its stones as plies, has captured no
 * pairs, and starts a turn of the side to move (see {@link RowState#setUp}).
 */
final class RowDiagrams extends TypedDiagrams<RowState> {
    private final Function<GameDefinition, RowVariant> rules;

    RowDiagrams(StateType<RowState, RowMove> type, Function<GameDefinition, RowVariant> rules) {
        super(type);
        this.rules = rules;
    }

    @Override
    public RowState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        RowVariant game = rules.apply(definition);
        try {
            return RowState.setUp(game, cells(game.size(), rows), toMove, 0, 0);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    protected List<String> diagramOf(RowState state) {
        return StoneDiagram.rows(state.size(), state.cells());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        int size = rules.apply(definition).size();
        return StoneDiagram.rows(size, cells(size, rows));
    }

    static byte[] cells(int size, List<String> rows) {
        return StoneDiagram.cells(size, rows, x -> String.valueOf((char) ('a' + x)));
    }
}
