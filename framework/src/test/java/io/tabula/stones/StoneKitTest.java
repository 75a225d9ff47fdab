package io.tabula.stones;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.draw.BoardDrawing;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StoneKitTest {
    private static final SurroundModule MODULE = new SurroundModule();

    private static GameDefinition variant(String id) {
        return MODULE.define(id, Map.of());
    }

    @Test
    void emptySet_holdsExactlyTheEmptyPoints_throughMovesAndUndos() {
        for (String board : List.of("square", "torus", "hex", "graph")) {
            StonePosition position = (StonePosition) MODULE.kernels(variant(board)).orElseThrow()
                    .kernel(variant(board).newGame());
            SplittableRandom random = new SplittableRandom(7);
            int[] codes = new int[position.maxMoves()];
            for (int step = 0; step < 2_000; step++) {
                if (position.isOver() || position.depth() > 0 && random.nextInt(3) == 0) {
                    position.undo();
                } else if (random.nextBoolean()) {
                    position.apply(position.randomMove(random));
                } else {
                    int count = position.legalMoves(codes);
                    position.apply(codes[random.nextInt(count)]);
                }
                Set<Integer> listed = new HashSet<>();
                for (int i = 0; i < position.emptyCount(); i++) {
                    listed.add(position.empty(i));
                }
                Set<Integer> empty = new HashSet<>();
                for (int p = 0; p < position.points(); p++) {
                    if (position.isEmpty(p)) {
                        empty.add(p);
                    }
                }
                assertEquals(empty, listed, board + ", step " + step);
                assertEquals(position.emptyCount(), listed.size(), board + ", step " + step + ": a point listed twice");
            }
        }
    }

    @Test
    void diagrams_followTheTopology() {
        GameState square = MODULE.notation().parse(variant("square").newGame(), "b2") instanceof StoneMove m
                ? variant("square").newGame().apply(m) : null;
        assertEquals(List.of("...", ".X.", "..."), MODULE.diagrams().toDiagram(square));
        GameState hex = variant("hex").newGame().apply(MODULE.notation().parse(variant("hex").newGame(), "c3"));
        assertEquals(List.of("  . . X", " . . .", ". . ."), MODULE.diagrams().toDiagram(hex));
        GameState graph = variant("graph").newGame().apply(MODULE.notation().parse(variant("graph").newGame(), "r2"));
        assertEquals(List.of("centre .", "r1 .", "r2 X", "r3 .", "r4 .", "r5 .", "r6 ."), MODULE.diagrams().toDiagram(graph));
    }

    @Test
    void diagrams_readWhatTheyWrite_andNameWhatIsWrong() {
        GameDefinition hex = variant("hex");
        GameState set = MODULE.diagrams().fromDiagram(hex, List.of("..A", "XO.", "..."), hex.type().side(1));
        assertEquals(List.of("  . . A", " X O .", ". . ."), MODULE.diagrams().toDiagram(set));
        assertEquals(3, set.ply(), "a set-up position counts its stones as plies");
        assertEquals("green", set.toMove().id());
        GameDefinition graph = variant("graph");
        assertEquals(MODULE.diagrams().toDiagram(graph.newGame()), MODULE.diagrams().normalize(graph,
                List.of("r6 .", "r5 .", "r4 .", "r3 .", "r2 .", "r1 .", "centre .")));
        NotationException twice = assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(graph,
                List.of("r1 .", "r1 X")));
        assertTrue(twice.getMessage().contains("r1 is given twice"), twice.getMessage());
        NotationException missing = assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(graph,
                List.of("r1 .")));
        assertTrue(missing.getMessage().contains("no line for point centre"), missing.getMessage());
        NotationException symbol = assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(hex,
                List.of("..Z", "...", "...")));
        assertTrue(symbol.getMessage().contains("point c3: 'Z' is not X, O, A or ."), symbol.getMessage());
    }

    @Test
    void notation_namesPointsAsTheTopology_andRefusesOthers() {
        GameState graph = variant("graph").newGame();
        assertEquals(new StoneMove.Place(0), MODULE.notation().parse(graph, "centre"));
        assertEquals(new StoneMove.Place(3), MODULE.notation().parse(graph, "R3"));
        assertEquals(StoneMove.PASS, MODULE.notation().parse(graph, "Pass"));
        assertEquals(StoneMove.SWAP, MODULE.notation().parse(graph, "swap"));
        assertEquals("r3", MODULE.notation().format(graph, new StoneMove.Place(3)));
        NotationException off = assertThrows(NotationException.class, () -> MODULE.notation().parse(graph, "r7"));
        assertTrue(off.getMessage().contains("'r7' is not a point of this board"), off.getMessage());
    }

    @Test
    void check_namesWhyAMoveIsIllegal_andApplyLeavesTheStateAlone() {
        GameDefinition square = variant("square");
        GameState state = square.newGame().apply(new StoneMove.Place(4));
        assertEquals(CommonReason.OCCUPIED, ((MoveCheck.Illegal) state.check(new StoneMove.Place(4))).reason());
        assertTrue(state.check(StoneMove.SWAP).isLegal(), "the second side may swap at ply 1");
        GameState swapped = state.apply(StoneMove.SWAP);
        assertEquals(List.of("...", ".O.", "..."), MODULE.diagrams().toDiagram(swapped));
        assertEquals(StoneIllegal.NO_SWAP, ((MoveCheck.Illegal) swapped.check(StoneMove.SWAP)).reason());
        GameState corner = MODULE.diagrams().fromDiagram(square, List.of(".O.", "O..", "..."), square.type().side(0));
        MoveCheck.Illegal refused = (MoveCheck.Illegal) corner.check(new StoneMove.Place(6));
        assertEquals(SurroundModule.Refused.SURROUNDED, refused.reason());
        assertEquals("a3: every neighbour is an enemy stone", refused.detail());
        assertFalse(corner.legalMoves().contains(new StoneMove.Place(6)));
    }

    @Test
    void painter_drawsEachTopologyAsItIs_withTheGamesNames() {
        BoardDrawing hex = MODULE.painter().board(variant("hex"));
        assertEquals(BoardDrawing.Style.HEXES, hex.style());
        assertEquals(List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"),
                hex.points().stream().map(BoardDrawing.Point::id).toList());
        BoardDrawing.Point a2 = hex.points().get(3);
        assertEquals(0.5, a2.x(), 1e-9, "each row half a cell right of the one below");
        BoardDrawing graph = MODULE.painter().board(variant("graph"));
        assertEquals(12, graph.lines().size(), "six spokes and six ring links");
        assertTrue(graph.points().stream().anyMatch(p -> p.id().equals("centre")));
        GameState state = variant("graph").newGame();
        assertEquals(List.of("r4"), MODULE.painter().path(state, new StoneMove.Place(4)));
        assertEquals(List.of(), MODULE.painter().path(state, StoneMove.PASS));
    }

    @Test
    void diagramPainter_toldTheTopology_readsTheDiagramAsItsPoints() {
        io.tabula.core.DiagramPainter painter = new io.tabula.core.DiagramPainter(MODULE,
                definition -> definition.get(SurroundModule.BOARD).topology());
        for (String board : List.of("square", "hex", "graph")) {
            GameDefinition definition = variant(board);
            GameState state = definition.newGame().apply(new StoneMove.Place(1)).apply(new StoneMove.Place(5));
            String b = MODULE.rules(definition).topology().name(1);
            String f = MODULE.rules(definition).topology().name(5);
            assertEquals(Map.of(b, "X", f, "O"), painter.scene(state).pieces().stream().collect(
                    java.util.stream.Collectors.toMap(io.tabula.draw.Scene.Piece::point, io.tabula.draw.Scene.Piece::label)),
                    board);
            assertEquals(List.of(MODULE.rules(definition).topology().name(2)), painter.path(state, new StoneMove.Place(2)));
            assertEquals(List.of(), painter.path(state, StoneMove.PASS));
            assertEquals(MODULE.painter().board(definition).points(), painter.board(definition).points(),
                    board + ": the topology's points, where the kit's painter has them");
        }
    }

    @Test
    void diagramPainter_withoutATopology_clicksTheCellsItNames() {
        io.tabula.core.DiagramPainter painter = new io.tabula.core.DiagramPainter(MODULE);
        GameState state = variant("square").newGame();
        assertEquals(List.of("b2"), painter.path(state, new StoneMove.Place(4)));
        assertEquals(BoardDrawing.Style.CELLS, painter.board(variant("square")).style());
    }
}
