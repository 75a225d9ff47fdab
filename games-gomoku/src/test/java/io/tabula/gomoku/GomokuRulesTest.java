package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.options.OptionException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GomokuRulesTest {
    private static final GomokuModule MODULE = new GomokuModule();

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    @Test
    void apply_occupiedPoint_isRejectedWithReasonAndStateUnchanged() {
        GameState state = play(MODULE.defaultDefinition(), "h8");
        long hash = state.hash();
        Move again = MODULE.notation().parse(state, "h8");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(again));
        assertEquals(CommonReason.OCCUPIED, e.reason());
        assertEquals(hash, state.hash());
        assertEquals(1, state.ply());
    }

    @Test
    void apply_fiveInARow_winsForTheMover() {
        GameState state = play(MODULE.defaultDefinition(), "a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1");
        assertEquals(Outcome.win(io.tabula.gomoku.rules.Stone.BLACK_SIDE, io.tabula.gomoku.rules.GomokuOutcome.FIVE), state.outcome());
        assertTrue(state.legalMoves().isEmpty());
        MoveCheck after = state.check(MODULE.notation().parse(state, "o15"));
        assertEquals(CommonReason.GAME_OVER, ((MoveCheck.Illegal) after).reason());
    }

    @Test
    void apply_overlineUnderStandard_doesNotWin() {
        GameDefinition standard = MODULE.define("standard", Map.of());
        GameState state = play(standard, "a1", "a3", "b1", "b3", "c1", "c3", "e1", "e3", "f1", "f3", "d1");
        assertFalse(state.isOver(), "six in a row is no win under standard");
        GameState freestyle = play(MODULE.define("freestyle", Map.of()),
                "a1", "a3", "b1", "b3", "c1", "c3", "e1", "e3", "f1", "f3", "d1");
        assertTrue(freestyle.isOver());
    }

    @Test
    void notation_offBoardAndGarbage_areNotationErrorsNamingTheText() {
        GameState state = MODULE.defaultDefinition().newGame();
        NotationException off = assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "p8"));
        assertTrue(off.getMessage().contains("p8") && off.getMessage().contains("15x15"), off.getMessage());
        NotationException garbage = assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "hello"));
        assertTrue(garbage.getMessage().contains("hello"), garbage.getMessage());
        assertEquals("h8", MODULE.notation().format(state, MODULE.notation().parse(state, " H8 ")));
    }

    @Test
    void definition_textRoundTripsAndRejectsUnknownOptions() {
        GameRegistry registry = GameRegistry.of(MODULE);
        GameDefinition definition = registry.parseDefinition("gomoku(variant=standard,size=19)");
        assertEquals("gomoku(variant=standard,rule=standard,size=19,topology=square,forbiddenMoves=loses,pass=false,"
                + "caroEdgeBlocks=false,caroOverline=true,opening=free,openingOffers=0,offerSymmetry=board)", definition.text());
        assertEquals(definition, registry.parseDefinition(definition.text()));
        OptionException unknown = assertThrows(OptionException.class,
                () -> registry.parseDefinition("gomoku(sise=19)"));
        assertTrue(unknown.getMessage().contains("sise") && unknown.getMessage().contains("size"), unknown.getMessage());
        OptionException range = assertThrows(OptionException.class,
                () -> registry.parseDefinition("gomoku(size=27)"));
        assertTrue(range.getMessage().contains("5 to 26"), range.getMessage());
        OptionException variant = assertThrows(OptionException.class,
                () -> registry.parseDefinition("gomoku(variant=renjuu)"));
        assertTrue(variant.getMessage().contains("freestyle, standard, renju, caro"), variant.getMessage());
    }

    @Test
    void legalMoves_areSharedFlyweightsInPointOrder() {
        GameState state = play(MODULE.defaultDefinition(), "a1");
        assertEquals(224, state.legalMoves().size());
        assertEquals("b1", MODULE.notation().format(state, state.legalMoves().get(0)));
        assertSame(state.legalMoves().get(5), state.apply(state.legalMoves().get(0)).legalMoves().get(4));
    }

    @Test
    void hash_dependsOnPositionNotMoveOrder() {
        GameState a = play(MODULE.defaultDefinition(), "h8", "h9", "i8", "i9");
        GameState b = play(MODULE.defaultDefinition(), "i8", "i9", "h8", "h9");
        assertEquals(a.hash(), b.hash());
        assertEquals(a, b);
    }
}
