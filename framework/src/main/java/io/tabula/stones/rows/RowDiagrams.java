package io.tabula.stones.rows;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.TypedDiagrams;
import io.tabula.stones.StoneMove;
import io.tabula.stones.StoneText;
import java.util.List;
import java.util.function.Function;

/**
 * Diagrams of row games on any topology ({@link StoneText}: {@code X}, {@code O}, then
 * {@code A}, {@code B} ... for the sides, {@code .} empty). A set-up position counts its
 * stones as plies, has captured nothing, and starts a turn of the side to move
 * ({@link RowState#setUp}).
 */
public final class RowDiagrams extends TypedDiagrams<RowState> {
    private final Function<GameDefinition, RowGame> games;

    public RowDiagrams(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games) {
        super(type);
        this.games = games;
    }

    @Override
    public RowState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        RowGame game = games.apply(definition);
        try {
            return RowState.setUp(game, cells(game, rows), toMove.index(), new int[definition.type().sides().size()]);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    protected List<String> diagramOf(RowState state) {
        return StoneText.rows(state.game().blocks().topology(), state.cells(), state.game().symbols());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        RowGame game = games.apply(definition);
        return StoneText.rows(game.blocks().topology(), cells(game, rows), game.symbols());
    }

    /** The stones of diagram {@code rows} of {@code game}'s board. */
    public static byte[] cells(RowGame game, List<String> rows) {
        return StoneText.cells(game.blocks().topology(), rows, game.symbols());
    }
}
