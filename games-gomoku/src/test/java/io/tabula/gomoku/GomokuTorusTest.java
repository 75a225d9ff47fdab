package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PositionAnalysis;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the torus case files cannot say: the options it refuses, the tools that need a square board, the board for people. */
class GomokuTorusTest {
    private static final GomokuModule MODULE = new GomokuModule();
    private static final GameDefinition TORUS = MODULE.define("standard", Map.of("size", "9", "topology", "torus"));

    @Test
    void renjuAndOpeningProtocols_needTheSquareBoard_andSaySo() {
        OptionException renju = assertThrows(OptionException.class,
                () -> MODULE.define("renju", Map.of("topology", "torus")));
        assertTrue(renju.getMessage().contains("option 'topology' torus does not go with rule renju"),
                renju.getMessage());
        OptionException opening = assertThrows(OptionException.class,
                () -> MODULE.define("freestyle", Map.of("topology", "torus", "opening", "swap2")));
        assertTrue(opening.getMessage().contains("option 'opening' swap2 needs topology=square"), opening.getMessage());
        assertTrue(MODULE.define("caro", Map.of("topology", "torus")).text().contains("topology=torus"));
    }

    @Test
    void squareBoardTools_refuseATorus_orStepAside() {
        assertTrue(MODULE.forcedWins(TORUS).isEmpty(), "the solvers walk a square board's lines");
        assertTrue(MODULE.evaluator(TORUS).isEmpty());
        assertFalse(MODULE.forcedWins(MODULE.defaultDefinition()).isEmpty());
        TabulaException analysis = assertThrows(TabulaException.class, () -> MODULE.analysis().orElseThrow()
                .analyze(TORUS, "a1 b2", new PositionAnalysis.Limits(4, Duration.ofSeconds(1))));
        assertTrue(analysis.getMessage().contains("topology=torus"), analysis.getMessage());
        TabulaException gomocup = assertThrows(TabulaException.class,
                () -> MODULE.protocols().get("gomocup").open(TORUS, 1));
        assertTrue(gomocup.getMessage().contains("square board"), gomocup.getMessage());
    }

    @Test
    void boardForPeople_saysTheEdgesJoin_andThePageMarksNoStarPoints() {
        GameState start = TORUS.newGame();
        GameState state = start.apply(MODULE.notation().parse(start, "a1"));
        assertTrue(MODULE.render(state).contains("a torus: the top row joins the bottom one"), MODULE.render(state));
        assertTrue(MODULE.painter().board(TORUS).regions().isEmpty());
        assertEquals(1, MODULE.painter().board(MODULE.define("standard", Map.of("size", "9"))).regions().size());
    }
}
