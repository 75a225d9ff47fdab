package io.tabula.examples.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the case-file format cannot say: rejected diagrams, hashes, the registry and the error types. */
class ConnectFourRulesTest {
    private static final ConnectFourModule MODULE = new ConnectFourModule();
    private static final GameDefinition STANDARD = MODULE.defaultDefinition();

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    private static GameState diagram(String... rows) {
        return MODULE.diagrams().fromDiagram(STANDARD, List.of(rows), MODULE.type().side(0));
    }

    @Test
    void registry_findsTheModuleThroughServiceLoader() {
        GameRegistry registry = GameRegistry.installed();
        assertInstanceOf(ConnectFourModule.class, registry.module("connect-four"));
        assertEquals("connect-four(variant=standard,columns=7,rows=6)", STANDARD.text());
        assertEquals(STANDARD, registry.parseDefinition("connect-four"));
    }

    @Test
    void options_outOfRange_areRejectedListingWhatIsAllowed() {
        OptionException e = assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("rows", "11")));
        assertTrue(e.getMessage().contains("from 4 to 10"), e.getMessage());
        assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("columns", "3")));
    }

    @Test
    void fromDiagram_pieceAboveAnEmptyCell_isRejectedNamingRowAndColumn() {
        NotationException e = assertThrows(NotationException.class, () -> diagram(
                ".......", ".......", ".......", "...R...", ".......", "...Y..."));
        assertTrue(e.getMessage().contains("row 3, column d"), e.getMessage());
    }

    @Test
    void fromDiagram_unknownSymbolOrWrongShape_isRejected() {
        NotationException symbol = assertThrows(NotationException.class, () -> diagram(
                ".......", ".......", ".......", ".......", ".......", "..X...."));
        assertTrue(symbol.getMessage().contains("row 1, column c"), symbol.getMessage());
        assertThrows(NotationException.class, () -> diagram(".......", "......."));
        assertThrows(NotationException.class, () -> diagram(
                ".......", ".......", ".......", ".......", "........", "......"));
    }

    @Test
    void fromDiagram_fourForBothSides_isRejected() {
        NotationException e = assertThrows(NotationException.class, () -> diagram(
                ".......", ".......", "YR.....", "YR.....", "YR.....", "YR....."));
        assertTrue(e.getMessage().contains("both"), e.getMessage());
    }

    @Test
    void apply_fullColumn_isRejectedWithColumnFullAndStateUnchanged() {
        GameState state = play(STANDARD, "a", "a", "a", "a", "a", "a");
        long hash = state.hash();
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> state.apply(MODULE.notation().parse(state, "a")));
        assertEquals(ConnectFourState.Reason.COLUMN_FULL, e.reason());
        assertEquals(hash, state.hash());
        assertEquals(6, state.ply());
    }

    @Test
    void check_afterTheGameEnded_saysGameOver() {
        GameState won = play(STANDARD, "a", "a", "b", "b", "c", "c", "d");
        assertEquals(Outcome.win(MODULE.type().side(0), ConnectFourOutcome.FOUR), won.outcome());
        MoveCheck verdict = won.check(new ConnectFourState.Drop(6));
        assertEquals(CommonReason.GAME_OVER, ((MoveCheck.Illegal) verdict).reason());
    }

    @Test
    void check_columnOffTheBoard_saysOffBoardWithoutThrowing() {
        MoveCheck verdict = STANDARD.newGame().check(new ConnectFourState.Drop(7));
        assertEquals(CommonReason.OFF_BOARD, ((MoveCheck.Illegal) verdict).reason());
        assertThrows(NotationException.class, () -> MODULE.notation().parse(STANDARD.newGame(), "h"));
    }

    @Test
    void hash_equalPositionsReachedInAnyOrder_hashEqually() {
        GameState one = play(STANDARD, "a", "b", "c", "d");
        GameState other = play(STANDARD, "c", "d", "a", "b");
        assertEquals(one.hash(), other.hash());
        assertEquals(MODULE.diagrams().toDiagram(one), MODULE.diagrams().toDiagram(other));
        assertNotEquals(one.hash(), play(STANDARD, "b", "a", "c", "d").hash(), "red and yellow swapped in a and b");
    }

    @Test
    void hash_sameBoardOtherSideToMove_differs() {
        List<String> rows = List.of(".......", ".......", ".......", ".......", ".......", "...R...");
        GameState red = MODULE.diagrams().fromDiagram(STANDARD, rows, MODULE.type().side(0));
        GameState yellow = MODULE.diagrams().fromDiagram(STANDARD, rows, MODULE.type().side(1));
        assertNotEquals(red.hash(), yellow.hash());
    }

    @Test
    void json_restoresOutcomeAndPlyFromTheBoard() {
        TabulaJson json = new TabulaJson(GameRegistry.of(MODULE));
        GameState won = play(STANDARD, "a", "g", "b", "g", "a", "g", "c", "g");
        GameState copy = json.stateFromJson(json.stateToJson(won));
        assertEquals(won.outcome(), copy.outcome());
        assertEquals(8, copy.ply());
        assertEquals(won.hash(), copy.hash());
    }

    @Test
    void json_badSnapshot_isRejectedNamingTheField() {
        TabulaJson json = new TabulaJson(GameRegistry.of(MODULE));
        String text = json.stateToJson(STANDARD.newGame()).replace("\"red\"", "\"blue\"");
        TabulaException e = assertThrows(TabulaException.class, () -> json.stateFromJson(text));
        assertTrue(e.getMessage().contains("toMove"), e.getMessage());
    }

    @Test
    void notation_formatThenParse_givesTheMoveBack() {
        GameState state = STANDARD.newGame();
        for (var move : state.legalMoves()) {
            assertEquals(move, MODULE.notation().parse(state, MODULE.notation().format(state, move)));
        }
        assertEquals("g", MODULE.notation().format(state, new ConnectFourState.Drop(6)));
    }
}
