package io.tabula.stones.rows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A three-player Gomoku written on the row kit passes the whole contract, on a square, a torus and a hex board. */
class ThreeGomokuContractTest implements GameContract {
    private static final ThreeGomokuModule MODULE = new ThreeGomokuModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(MODULE.define("standard", Map.of()), MODULE.define("torus", Map.of("size", "6")),
                MODULE.define("hex", Map.of()), MODULE.define("keryo", Map.of()),
                MODULE.define("keryo", Map.of("board", "torus")));
    }

    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.define("standard", Map.of()), 81, 81L * 80, 81L * 80 * 79));
    }

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    @Test
    void threeSidesMoveInTurn_andRedWinsWithItsFour() {
        GameState state = play(MODULE.defaultDefinition(), "a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3",
                "e5", "e6");
        assertEquals("red", state.toMove().id());
        GameState won = state.apply(MODULE.notation().parse(state, "d3"));
        assertEquals(Outcome.win(MODULE.type().side(2), RowOutcome.ROW), won.outcome());
        assertEquals("red wins with 4 in a row", won.describeOutcome());
        assertTrue(MODULE.render(won).contains(" A A A A"), MODULE.render(won));
    }

    @Test
    void keryoCaptures_takePairsAndTriplesOfAnyOtherSide_countedInStones() {
        GameDefinition keryo = MODULE.define("keryo", Map.of());
        List<String> rows = List.of(".......", ".......", "...X...", "...O...", "...O...", "...O...", "XOA....");
        GameState state = MODULE.diagrams().fromDiagram(keryo, rows, MODULE.type().side(0));
        GameState after = state.apply(MODULE.notation().parse(state, "d1"));
        assertEquals(List.of(".......", ".......", "...X...", ".......", ".......", ".......", "X..X..."),
                MODULE.diagrams().toDiagram(after), "b1 c1 (white's and red's) and d2-d4 are taken");
        assertEquals(5, ((RowState) after).captures(MODULE.type().side(0)));
        assertTrue(MODULE.render(after).contains("captured stones: black 5, white 0, red 0 (6 win)"),
                MODULE.render(after));
        assertFalse(after.outcome().isOver(), "five captured stones are one short of six");
    }
}
