package io.tabula.examples.jiatiao;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * Jiatiao in the browser: stones on the points of a square board of lines, named as the
 * notation names them ({@code a1}); a move is two clicks, the stone and where it goes.
 */
final class JiaTiaoPainter implements BoardPainter {

    @Override
    public BoardDrawing board(GameDefinition definition) {
        Grid grid = Rules.of(definition).grid();
        return SquareGrid.of(grid.width(), grid.height(), x -> Character.toString('a' + x),
                (x, y) -> JiaTiaoModule.point(grid, grid.point(x, y)), BoardDrawing.Style.INTERSECTIONS, List.of());
    }

    @Override
    public Scene scene(GameState view) {
        JiaTiaoState state = (JiaTiaoState) view;
        Grid grid = Rules.of(state.definition()).grid();
        byte[] cells = state.cells();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != JiaTiaoState.EMPTY) {
                String owner = state.definition().type().side(cells[p] - 1).id(); // a stone is its side's index + 1
                pieces.add(new Scene.Piece(JiaTiaoModule.point(grid, p), owner, "", Scene.Glyph.STONE));
            }
        }
        return Scene.of(pieces, List.of());
    }

    @Override
    public List<String> path(GameState state, Move move) {
        Grid grid = Rules.of(state.definition()).grid();
        JiaTiaoState.Shift shift = (JiaTiaoState.Shift) move;
        return List.of(JiaTiaoModule.point(grid, shift.from()), JiaTiaoModule.point(grid, shift.to()));
    }
}
