package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.DiagramPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
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

/** The boards our modules draw, and the painters' invariants on real positions. */
class PaintersTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    @Test
    void junqiDrawsItsBoardGraph() {
        BoardDrawing board = GAMES.module("junqi").painter().board(GAMES.definition("junqi"));
        assertEquals(60, board.points().size());
        Map<BoardDrawing.LineKind, Long> lines = board.lines().stream()
                .collect(Collectors.groupingBy(BoardDrawing.Line::kind, Collectors.counting()));
        assertEquals(Map.of(BoardDrawing.LineKind.RAILWAY, 35L, BoardDrawing.LineKind.ROAD, 98L), lines);
        assertEquals(10, region(board, "camp").size());
        assertEquals(Set.of("b1", "d1", "b12", "d12"), Set.copyOf(region(board, "headquarters")));
    }

    @Test
    void goAndGomokuDrawTheirStarPoints() {
        BoardDrawing go = GAMES.module("go").painter().board(GAMES.definition("go(size=19)"));
        assertEquals(Set.of("D4", "K4", "Q4", "D10", "K10", "Q10", "D16", "K16", "Q16"), Set.copyOf(region(go, "star")));
        assertEquals(2 * 19 * 18, go.lines().size());
        BoardDrawing renju = GAMES.module("gomoku").painter().board(GAMES.definition("gomoku(variant=renju)"));
        assertEquals(Set.of("d4", "l4", "h8", "d12", "l12"), Set.copyOf(region(renju, "star")));
    }

    /**
     * In positions of seeded random games of every game, the scene names only points of the
     * board, and the paths of different legal moves differ (or are empty: buttons).
     */
    @Test
    void scenesAndPathsNameOnlyPointsOfTheBoard() {
        for (String name : List.of("go(size=9)", "gomoku(variant=renju)", "gomoku(variant=renju,opening=rif)", "junqi",
                "connect6", "pente", "wuzi-tihuan(size=9)")) {
            GameDefinition definition = GAMES.definition(name);
            GameModule module = definition.module();
            Set<String> points = module.painter().board(definition).points().stream().map(BoardDrawing.Point::id)
                    .collect(Collectors.toSet());
            java.util.SplittableRandom random = new java.util.SplittableRandom(7);
            GameState state = definition.newGame();
            for (int ply = 0; ply < 40 && !state.isOver(); ply++) {
                for (var side : definition.type().sides()) {
                    Scene scene = module.painter().scene(state.viewFor(side));
                    scene.pieces().forEach(p -> assertTrue(points.contains(p.point()), name + ": " + p));
                    scene.marks().forEach(m -> assertTrue(points.contains(m.point()), name + ": " + m));
                }
                List<Move> legal = state.legalMoves();
                if (!(legal instanceof io.tabula.core.LargeMoveList)) {
                    Set<List<String>> paths = new HashSet<>();
                    for (Move move : legal) {
                        List<String> path = module.painter().path(state, move);
                        path.forEach(p -> assertTrue(points.contains(p), name + ": " + path));
                        assertTrue(path.isEmpty() || paths.add(path), name + ": two moves with the path " + path);
                    }
                }
                state = state.apply(io.tabula.core.LargeMoveList.random(legal, random));
            }
        }
    }

    @Test
    void theDiagramPainterDrawsAModuleWithoutAPainter() {
        GameModule go = GAMES.module("go");
        DiagramPainter painter = new DiagramPainter(go);
        GameDefinition definition = GAMES.definition("go(size=5)");
        BoardDrawing board = painter.board(definition);
        assertEquals(25, board.points().size());
        assertEquals(BoardDrawing.Style.CELLS, board.style());
        GameState state = definition.newGame().apply(go.notation().parse(definition.newGame(), "C3"));
        Scene scene = painter.scene(state);
        assertEquals(1, scene.pieces().size());
        assertEquals("c3", scene.pieces().get(0).point());
        assertEquals("X", scene.pieces().get(0).label());
    }

    private static List<String> region(BoardDrawing board, String kind) {
        return board.regions().stream().filter(r -> r.kind().equals(kind)).findFirst().orElseThrow().points();
    }
}
