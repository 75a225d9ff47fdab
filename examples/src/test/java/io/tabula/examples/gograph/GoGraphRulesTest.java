package io.tabula.examples.gograph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.draw.BoardDrawing;
import io.tabula.go.rules.DeadStones;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoSampler;
import io.tabula.go.rules.GoState;
import io.tabula.options.OptionException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What the graph example gets from the Go module beyond the case files: the dead-stone
 * judgement by playouts and its agreement, seki found by the judgement, the board drawn as
 * its graph, the options a graph refuses, and the built-in sampler.
 */
class GoGraphRulesTest {
    private static final GoGraphModule MODULE = new GoGraphModule();
    private static final GameDefinition JAPANESE = MODULE.define("japanese", Map.of());

    /** Black lives with the eyes hub and b2 around the a ring; white c6 stands alone outside. */
    private static final String BLACK_ALIVE = "a1 a2 a3 a4 a5 a6 a7 a8 b1 b3 c1 c2";

    @Test
    void theJudgementFindsTheLoneWhiteStoneDeadAndTheLivingGroupAlive() {
        GoState end = counted(position(JAPANESE, BLACK_ALIVE, "c6"));
        DeadStones.Judgement judgement = new DeadStones().judge(end);
        assertEquals(Set.of(point(end, "c6")), judgement.dead());
        assertTrue(judgement.seki().isEmpty(), judgement.toString());

        DeadStoneAgreement agreement = MODULE.deadStoneAgreement().orElseThrow();
        assertEquals(new TreeSet<>(List.of("c6")), agreement.estimate(end));
        GoState settled = GoState.TYPE.state(agreement.settle(end, agreement.estimate(end)));
        // the 11 points outside and the eyes are black's, c6 its prisoner; white has komi
        assertEquals(0, new BigDecimal("14").compareTo(settled.score().black()), settled.score().toString());
        assertEquals(0, new BigDecimal("6.5").compareTo(settled.score().white()), settled.score().toString());
    }

    @Test
    void theJudgementKillsNothingInASekiAndSaysWhoIsInIt() {
        // the a ring (eye: the hub) and white's c ring (eye: c5) share b1: whoever plays it is taken
        GoState end = counted(position(JAPANESE, "a1 a2 a3 a4 a5 a6 a7 a8 b2 b3 b6 b7 b8",
                "c1 c2 c3 c4 c6 c7 c8 b4 b5"));
        DeadStones.Judgement judgement = new DeadStones().judge(end);
        assertTrue(judgement.dead().isEmpty(), judgement.toString());
        assertTrue(judgement.seki().containsAll(Set.of(point(end, "a1"), point(end, "b8"), point(end, "c1"),
                point(end, "b5"))), judgement.toString());
        assertEquals(0, BigDecimal.ZERO.compareTo(end.score().black()), "the hub is an eye in seki: no territory");
    }

    @Test
    void thePageDrawsTheGraphWithItsPointsAndLinks() {
        BoardDrawing drawing = MODULE.painter().board(MODULE.defaultDefinition());
        assertEquals(25, drawing.points().size());
        assertEquals(3 * 8 + 3 * 8, drawing.lines().size()); // each ring point: one link along its ring, one inwards
        Set<String> links = new TreeSet<>();
        drawing.lines().forEach(line -> links.add(line.from() + "-" + line.to()));
        assertTrue(links.containsAll(Set.of("hub-a1", "a1-a8", "a1-b1", "b1-c1", "c7-c8")), links.toString());
        assertFalse(links.contains("a1-b2") || links.contains("b2-a1"), links.toString());
        BoardDrawing.Point hub = drawing.points().get(0);
        BoardDrawing.Point a1 = drawing.points().get(1);
        assertEquals("hub", hub.id());
        assertEquals(hub.x(), a1.x(), 1e-9, "spoke 1 runs straight up from the hub");
        assertTrue(a1.y() < hub.y(), "a page's y grows downwards");
    }

    @Test
    void aFixedHandicapIsAnOptionErrorNamingTheBoard() {
        OptionException e = assertThrows(OptionException.class,
                () -> MODULE.define("chinese", Map.of("handicap", "2", "handicapPlacement", "fixed")));
        assertTrue(e.getMessage().contains("no fixed handicap points") && e.getMessage().contains("free"),
                e.getMessage());
        OptionException size = assertThrows(OptionException.class, () -> MODULE.define("chinese", Map.of("size", "9")));
        assertTrue(size.getMessage().contains("unknown option 'size'"), size.getMessage());
    }

    @Test
    void optionsChooseTheWeb() {
        GameState small = MODULE.newGame(MODULE.define("chinese", Map.of("rings", "1", "spokes", "3")));
        assertEquals(5, small.legalMoves().size()); // the hub, a1 to a3, pass
        assertEquals("Moves: a point's name as the board names it, like hub or c8; pass; resign.",
                MODULE.notationHelp());
    }

    @Test
    void noSgfNoGtpButTheBuiltInSampler() {
        assertTrue(MODULE.recordFormats().isEmpty());
        assertTrue(MODULE.protocols().isEmpty());
        assertTrue(MODULE.engineDialects().isEmpty());
        assertInstanceOf(GoSampler.class, MODULE.fastSampler(MODULE.defaultDefinition()).orElseThrow());
    }

    @Test
    void theTextBoardListsThePointsAndSaysWhatTheBoardIs() {
        GameState state = MODULE.newGame(MODULE.defaultDefinition());
        state = state.apply(MODULE.notation().parse(state, "hub"));
        String text = MODULE.render(state);
        assertTrue(text.startsWith("hub X\na1 .\n"), text);
        assertTrue(text.contains("a board of 25 points") && text.contains("last move: black hub"), text);
    }

    private static GoState position(GameDefinition definition, String black, String white) {
        Set<String> blacks = Set.of(black.split(" "));
        Set<String> whites = Set.of(white.split(" "));
        List<String> rows = new ArrayList<>();
        GoState empty = GoState.TYPE.state(MODULE.newGame(definition));
        for (int p = 0; p < empty.rules().points(); p++) {
            String name = empty.pointName(p);
            rows.add(name + " " + (blacks.contains(name) ? "X" : whites.contains(name) ? "O" : "."));
        }
        return GoState.TYPE.state(MODULE.diagrams().fromDiagram(definition, rows, definition.type().side(0)));
    }

    private static GoState counted(GoState state) {
        return GoState.TYPE.state(state.apply(GoMove.PASS).apply(GoMove.PASS));
    }

    private static int point(GoState state, String name) {
        return state.rules().board().point(name);
    }
}
