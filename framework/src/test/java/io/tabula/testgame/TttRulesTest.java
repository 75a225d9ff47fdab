package io.tabula.testgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The test game must itself be right, or the framework tests built on it prove nothing. */
class TttRulesTest {
    private static final TttModule MODULE = new TttModule();

    static GameState play(GameState from, String... moves) {
        GameState state = from;
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    @Test
    void apply_lineOfThree_winsForTheMaker() {
        GameState state = play(MODULE.defaultDefinition().newGame(), "a1", "b1", "b2", "c1", "c3");
        assertEquals(Outcome.win(TttModule.CROSS, io.tabula.testgame.TttOutcome.THREE), state.outcome());
        assertTrue(state.legalMoves().isEmpty());
    }

    @Test
    void apply_lineOfThreeUnderMisere_losesForTheMaker() {
        GameState state = play(MODULE.define("misere", Map.of()).newGame(), "a1", "b1", "b2", "c1", "c3");
        assertEquals(Outcome.win(TttModule.NOUGHT, io.tabula.testgame.TttOutcome.THREE), state.outcome());
    }

    @Test
    void apply_occupiedPoint_throwsOccupiedAndLeavesStateAlone() {
        GameState state = play(MODULE.defaultDefinition().newGame(), "b2");
        long hash = state.hash();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(state, "b2"));
        assertEquals(CommonReason.OCCUPIED, e.reason());
        assertEquals(hash, state.hash());
        assertEquals(8, state.legalMoves().size());
    }

    @Test
    void check_foreignMoveAndOffBoardPoint_areIllegalWithTypedReasons() {
        GameState state = MODULE.defaultDefinition().newGame();
        Move foreign = new Move() { };
        assertEquals(CommonReason.NOT_A_MOVE_OF_THIS_GAME, ((MoveCheck.Illegal) state.check(foreign)).reason());
        assertEquals(CommonReason.OFF_BOARD, ((MoveCheck.Illegal) state.check(new TttMove.Place(9))).reason());
    }

    @Test
    void parse_offBoardOrMalformed_throwsNotationException() {
        GameState state = MODULE.defaultDefinition().newGame();
        assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "d1"));
        assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "a0"));
        assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "11"));
        assertEquals(new TttMove.Place(4), MODULE.notation().parse(state, " B2 "));
    }

    @Test
    void fromDiagram_bothSidesWithLines_isRejected() {
        assertThrows(NotationException.class, () -> MODULE.diagrams().fromDiagram(MODULE.defaultDefinition(),
                List.of("XXX", "OOO", "..."), TttModule.CROSS));
    }

    @Test
    void fromDiagram_fullBoardWithoutLine_isDraw() {
        GameState state = MODULE.diagrams().fromDiagram(MODULE.defaultDefinition(),
                List.of("XOX", "XOO", "OXX"), TttModule.NOUGHT);
        assertEquals(Outcome.draw(io.tabula.testgame.TttOutcome.BOARD_FULL), state.outcome());
        assertEquals(9, state.ply());
        assertFalse(state.outcome().winner().isPresent());
    }
}
