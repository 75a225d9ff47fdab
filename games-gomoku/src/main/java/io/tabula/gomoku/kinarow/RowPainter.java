package io.tabula.gomoku.kinarow;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import io.tabula.gomoku.geometry.Points;
import io.tabula.gomoku.notation.GomokuPainter;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The board of a k-in-a-row game for a page: Gomoku's lines, names ({@code j10}) and star
 * points, the stones, and for a game that captures pairs the pairs each side has taken.
 */
final class RowPainter implements BoardPainter {
    private final boolean captures;

    /** @param captures whether the game captures pairs, so that the page shows their count */
    RowPainter(boolean captures) {
        this.captures = captures;
    }

    @Override
    public BoardDrawing board(GameDefinition definition) {
        int size = ((RowGameModule) definition.module()).rules(definition).size();
        return SquareGrid.of(size, size, x -> Character.toString('a' + x), (x, y) -> Points.name(size, y * size + x),
                BoardDrawing.Style.INTERSECTIONS,
                GomokuPainter.stars(size).stream().map(p -> Points.name(size, p)).toList());
    }

    @Override
    public Scene scene(GameState view) {
        RowState state = (RowState) view;
        int size = state.size();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < size * size; p++) {
            byte stone = state.stone(p);
            if (stone != Stone.EMPTY) {
                pieces.add(new Scene.Piece(Points.name(size, p), Stone.side(stone).id(), "", Scene.Glyph.STONE));
            }
        }
        Map<String, Integer> taken = new LinkedHashMap<>();
        if (captures) {
            for (Side side : state.definition().type().sides()) {
                taken.put(side.id(), state.captures(side));
            }
        }
        return new Scene(pieces, List.of(), taken, Optional.empty());
    }

    /** A stone's point: the one click of every move. */
    @Override
    public List<String> path(GameState state, Move move) {
        return List.of(Points.name(((RowState) state).size(), ((RowMove) move).point()));
    }
}
