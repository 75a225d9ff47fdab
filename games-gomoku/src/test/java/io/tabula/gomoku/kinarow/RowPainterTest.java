package io.tabula.gomoku.kinarow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.gomoku.connect6.Connect6Module;
import io.tabula.gomoku.pente.PenteModule;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What the page draws of Connect6 and Pente: Gomoku's board, the stones, Pente's pairs. */
class RowPainterTest {
    private static final Connect6Module CONNECT6 = new Connect6Module();
    private static final PenteModule PENTE = new PenteModule();

    @Test
    void connect6IsDrawnOnA19x19BoardWithGomokusStarPoints() {
        BoardDrawing board = CONNECT6.painter().board(CONNECT6.defaultDefinition());
        assertEquals(361, board.points().size());
        assertEquals(BoardDrawing.Style.INTERSECTIONS, board.style());
        Set<String> stars = board.regions().stream().filter(r -> r.kind().equals("star"))
                .flatMap(r -> r.points().stream()).collect(Collectors.toSet());
        assertEquals(Set.of("d4", "p4", "j10", "d16", "p16"), stars);
    }

    @Test
    void stonesAreDrawnWithTheirOwnersAndAMoveIsItsPoint() {
        GameState state = play(CONNECT6.defaultDefinition(), "j10", "k10", "k11");
        Scene scene = CONNECT6.painter().scene(state);
        assertEquals(Map.of("j10", "black", "k10", "white", "k11", "white"), scene.pieces().stream()
                .collect(Collectors.toMap(Scene.Piece::point, Scene.Piece::owner)));
        assertEquals(Map.of(), scene.captures(), "Connect6 captures nothing, so shows no count");
        assertEquals(List.of("a1"), CONNECT6.painter().path(state, CONNECT6.notation().parse(state, "a1")));
    }

    @Test
    void penteShowsThePairsEachSideHasCaptured() {
        GameDefinition free = PENTE.define("standard", Map.of("size", "9", "tournamentRule", "false"));
        GameState state = play(free, "a1", "b1", "e5", "c1", "i9", "a9", "d1");
        Scene scene = PENTE.painter().scene(state);
        assertEquals(Map.of("black", 1, "white", 0), scene.captures());
        assertEquals(5, scene.pieces().size(), "b1 and c1 were taken off");
    }

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(definition.module().notation().parse(state, move));
        }
        return state;
    }
}
