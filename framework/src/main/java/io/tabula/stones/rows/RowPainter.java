package io.tabula.stones.rows;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.TopologyDrawing;
import io.tabula.stones.StoneMove;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The board of a row game for a page: the topology as it is ({@link TopologyDrawing}: a grid
 * whose stones sit on the crossings, hexagonal cells, a graph's points and edges) with the
 * game's marked points (star points), the stones in their sides' colours, the captures of a
 * game that captures, and a stone's point as the one click of its move (a pass is a button).
 */
public final class RowPainter implements BoardPainter {
    private final StateType<RowState, StoneMove> type;
    private final Function<GameDefinition, RowGame> games;
    private final Function<GameDefinition, List<Integer>> marks;

    /** @param marks the points drawn as star points on a definition's board (none: {@code d -> List.of()}) */
    public RowPainter(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games,
            Function<GameDefinition, List<Integer>> marks) {
        this.type = type;
        this.games = games;
        this.marks = marks;
    }

    @Override
    public BoardDrawing board(GameDefinition definition) {
        Topology topology = games.apply(definition).blocks().topology();
        BoardDrawing plain = TopologyDrawing.of(topology, BoardDrawing.Style.INTERSECTIONS);
        List<Integer> stars = marks.apply(definition);
        if (stars.isEmpty()) {
            return plain;
        }
        List<BoardDrawing.Region> regions = new ArrayList<>(plain.regions());
        regions.add(new BoardDrawing.Region(stars.stream().map(topology::name).toList(), "star"));
        return new BoardDrawing(plain.width(), plain.height(), plain.points(), plain.lines(), regions, plain.labels(),
                plain.style());
    }

    @Override
    public Scene scene(GameState view) {
        RowState state = type.state(view);
        Topology topology = state.game().blocks().topology();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < topology.points(); p++) {
            int side = state.stone(p);
            if (side >= 0) {
                pieces.add(new Scene.Piece(topology.name(p), state.definition().type().side(side).id(), "",
                        Scene.Glyph.STONE));
            }
        }
        Map<String, Integer> taken = new LinkedHashMap<>();
        if (state.game().captures()) {
            for (Side side : state.definition().type().sides()) {
                taken.put(side.id(), state.captures(side));
            }
        }
        return new Scene(pieces, List.of(), taken, Optional.empty());
    }

    /** A stone's point: the one click of every stone; a pass has no click. */
    @Override
    public List<String> path(GameState state, Move move) {
        return type.move(move) instanceof StoneMove.Place place
                ? List.of(type.state(state).game().blocks().topology().name(place.point())) : List.of();
    }
}
