package io.tabula.stones;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.StateType;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.TopologyDrawing;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The board of a game of stones for a page: the topology as it is ({@link TopologyDrawing}:
 * a grid, hexagonal cells, a graph's points and edges), the stones in their sides' colours,
 * and a stone's point as the click of its move (a pass and a swap are buttons).
 */
public final class StonePainter implements BoardPainter {
    private final StateType<StoneState, StoneMove> type;
    private final Function<GameDefinition, StoneRules> rules;
    private final BoardDrawing.Style style;

    /** @param style on a grid, whether stones sit on the crossings of lines (Go) or in cells (Othello) */
    public StonePainter(StateType<StoneState, StoneMove> type, Function<GameDefinition, StoneRules> rules,
            BoardDrawing.Style style) {
        this.type = type;
        this.rules = rules;
        this.style = style;
    }

    @Override
    public BoardDrawing board(GameDefinition definition) {
        return TopologyDrawing.of(rules.apply(definition).topology(), style);
    }

    @Override
    public Scene scene(GameState view) {
        StoneState state = type.state(view);
        StonePosition position = state.frozen();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < position.points(); p++) {
            if (!position.isEmpty(p)) {
                pieces.add(new Scene.Piece(position.topology().name(p),
                        state.definition().type().side(position.stone(p)).id(), "", Scene.Glyph.STONE));
            }
        }
        return Scene.of(pieces, List.of());
    }

    @Override
    public List<String> path(GameState state, Move move) {
        return type.move(move) instanceof StoneMove.Place place
                ? List.of(type.state(state).topology().name(place.point())) : List.of();
    }
}
