package io.tabula.go.notation;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import io.tabula.draw.TopologyDrawing;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.Score;
import io.tabula.go.rules.Stones;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Go board for a page: on the built-in boards lines between the points named as GTP names
 * them ({@code D4}) and star points ({@link StarPoints}); on a board of the user's the
 * topology's drawing ({@link TopologyDrawing}: its points where it places them, a line between
 * neighbours, its own names); then stones, the last move, the captures, and once two passes have
 * ended the game the count. Dead stones are those the players agreed or marked
 * ({@link GoState#dead()}), each marked {@code dead}; the painter guesses none of its own: a
 * page settles them with the players first (the dead-stone phase) and paints the count of the
 * stones marked.
 */
public final class GoPainter implements BoardPainter {

    @Override
    public BoardDrawing board(GameDefinition definition) {
        GoTopology board = GoRules.of(definition).board();
        if (!board.builtIn()) {
            return TopologyDrawing.of(board.topology(), BoardDrawing.Style.INTERSECTIONS);
        }
        int size = board.size();
        List<String> stars = StarPoints.of(size).stream().map(p -> GtpNotation.point(size, p)).toList();
        return SquareGrid.of(size, size, x -> Character.toString(GtpNotation.column(x)),
                (x, y) -> GtpNotation.point(size, y * size + x), BoardDrawing.Style.INTERSECTIONS, stars);
    }

    @Override
    public Scene scene(GameState view) {
        GoState state = GoState.TYPE.state(view);
        GoTopology board = state.rules().board();
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int p = 0; p < board.points(); p++) {
            byte stone = state.stone(p);
            if (stone != Stones.EMPTY) {
                pieces.add(new Scene.Piece(board.name(p), Stones.side(stone - 1).id(), "",
                        Scene.Glyph.STONE));
            }
        }
        List<Scene.Mark> marks = new ArrayList<>();
        state.lastMove().ifPresent(last -> {
            if (last.move() instanceof GoMove.Place place) {
                marks.add(Scene.Mark.of(board.name(place.point()), "last-move"));
            }
        });
        Optional<Scene.Score> score = Optional.empty();
        if (state.outcome().endedBy(GoOutcome.SCORE)) {
            state.dead().forEach(p -> marks.add(Scene.Mark.of(board.name(p), "dead")));
            Score count = state.score();
            score = Optional.of(new Scene.Score(Map.of(Stones.BLACK_SIDE.id(), count.black().doubleValue(),
                    Stones.WHITE_SIDE.id(), count.white().doubleValue()), count.result()));
        }
        Map<String, Integer> captures = Map.of(Stones.BLACK_SIDE.id(), state.captures(Stones.BLACK_SIDE),
                Stones.WHITE_SIDE.id(), state.captures(Stones.WHITE_SIDE));
        return new Scene(pieces, marks, captures, score);
    }

    /** A stone's point; pass and resign are buttons. */
    @Override
    public List<String> path(GameState state, Move move) {
        if (move instanceof GoMove.Place place) {
            return List.of(GoState.TYPE.state(state).pointName(place.point()));
        }
        return List.of();
    }

}
