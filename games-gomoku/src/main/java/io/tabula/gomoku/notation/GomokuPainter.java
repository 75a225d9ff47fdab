package io.tabula.gomoku.notation;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import io.tabula.gomoku.geometry.Points;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.GomokuTopology;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Gomoku and Renju board for a page: lines between points named as renju notation names
 * them ({@code h8}), star points, stones, the last move's stones, the fifth-move offers at an
 * opening's choose step ({@code offer}), and under rules with forbidden moves, while black is
 * to move, black's forbidden points with the reason the renju rules give
 * ({@code double-three}, {@code double-four}, {@code overline}).
 */
public final class GomokuPainter implements BoardPainter {

    @Override
    public BoardDrawing board(GameDefinition definition) {
        int size = definition.get(GomokuOptions.SIZE);
        // a torus has no centre or corners to mark: its lines wrap, drawn as the square they join
        List<Integer> marks = definition.get(GomokuOptions.TOPOLOGY) == GomokuTopology.SQUARE ? stars(size) : List.of();
        return SquareGrid.of(size, size, x -> Character.toString('a' + x), (x, y) -> Points.name(size, y * size + x),
                BoardDrawing.Style.INTERSECTIONS, marks.stream().map(p -> Points.name(size, p)).toList());
    }

    /**
     * The centre of an odd board from 7x7, and from 13x13 the four points on the fourth line
     * from the corners (the five marks of a 15x15 renju board).
     */
    public static List<Integer> stars(int size) {
        List<Integer> stars = new ArrayList<>();
        if (size >= 13) {
            int far = size - 4;
            for (int y : new int[] {3, far}) {
                for (int x : new int[] {3, far}) {
                    stars.add(y * size + x);
                }
            }
        }
        if (size >= 7 && size % 2 == 1) {
            stars.add(Points.centre(size));
        }
        return stars;
    }

    @Override
    public Scene scene(GameState view) {
        GomokuState state = GomokuState.TYPE.state(view);
        int size = state.size();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < size * size; p++) {
            byte stone = state.stone(p);
            if (stone != Stone.EMPTY) {
                pieces.add(new Scene.Piece(Points.name(size, p), Stone.side(stone).id(), "", Scene.Glyph.STONE));
            }
        }
        List<Scene.Mark> marks = new ArrayList<>();
        state.lastMove().ifPresent(last -> last.stones()
                .forEach(p -> marks.add(Scene.Mark.of(Points.name(size, p), "last-move"))));
        state.offers().forEach(p -> marks.add(Scene.Mark.of(Points.name(size, p), "offer")));
        if (state.rules().hasForbiddenMoves() && !state.isOver() && state.toMove().equals(Stone.BLACK_SIDE)) {
            state.forbiddenPoints().forEach((p, why) -> marks.add(new Scene.Mark(Points.name(size, p), "forbidden",
                    reason(why))));
        }
        return Scene.of(pieces, marks);
    }

    /** {@code double-three} for {@link Forbidden#FORBIDDEN_DOUBLE_THREE}, and so on. */
    static String reason(Forbidden why) {
        return why.name().substring("FORBIDDEN_".length()).toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** A stone's or a chosen offer's point; a balance's white then black point; an offer's points. */
    @Override
    public List<String> path(GameState state, Move move) {
        int size = GomokuState.TYPE.state(state).size();
        if (move instanceof GomokuMove.Place place) {
            return List.of(Points.name(size, place.point()));
        }
        if (move instanceof GomokuMove.Choose choose) {
            return List.of(Points.name(size, choose.point()));
        }
        if (move instanceof GomokuMove.Balance balance) {
            return List.of(Points.name(size, balance.white()), Points.name(size, balance.black()));
        }
        if (move instanceof GomokuMove.Offer offer) {
            return offer.points().stream().map(p -> Points.name(size, p)).toList();
        }
        return List.of();
    }
}
