package io.tabula.examples.jiatiao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What the browser draws of Jiatiao: the board's points, the stones, a move as two clicks. */
class JiaTiaoPainterTest {
    private static final JiaTiaoModule MODULE = new JiaTiaoModule();

    @Test
    void theStartIsEachSidesBackRowOnA9x9Board() {
        GameState start = MODULE.defaultDefinition().newGame();
        BoardDrawing board = MODULE.painter().board(start.definition());
        assertEquals(81, board.points().size());
        Map<String, String> owners = MODULE.painter().scene(start).pieces().stream()
                .collect(Collectors.toMap(Scene.Piece::point, Scene.Piece::owner));
        assertEquals(18, owners.size());
        assertEquals("black", owners.get("a1"));
        assertEquals("white", owners.get("i9"));
    }

    @Test
    void everyLegalMoveIsTheStoneThenItsDestination() {
        GameState start = MODULE.defaultDefinition().newGame();
        Set<String> points = MODULE.painter().board(start.definition()).points().stream()
                .map(BoardDrawing.Point::id).collect(Collectors.toSet());
        Set<List<String>> paths = new HashSet<>();
        for (Move move : start.legalMoves()) {
            List<String> path = MODULE.painter().path(start, move);
            assertEquals(MODULE.format(start, move), String.join("-", path));
            assertTrue(points.containsAll(path), path.toString());
            assertTrue(paths.add(path), "two moves with the path " + path);
        }
    }
}
