package io.tabula.gomoku.tihuan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the case files cannot say: words, the board for people, the phase, bad input. */
class TihuanTest {
    private static final TihuanModule MODULE = new TihuanModule();
    private static final GameDefinition NINE = MODULE.define("standard", Map.of("size", "9"));
    private static final List<String> FIVE_DUE = List.of(".........", ".........", ".........", ".........",
            ".XXXX....", ".........", "....O....", "......O..", "O.......O");

    private static GameState play(GameState state, String... moves) {
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    private static GameState fiveDue() {
        return play(MODULE.diagrams().fromDiagram(NINE, FIVE_DUE, NINE.type().side(0)), "f5");
    }

    @Test
    void defaultStock_isHalfTheBoardRoundedDown() {
        assertEquals(112, MODULE.rules(MODULE.defaultDefinition()).blocks().stocks().stones());
        assertEquals(40, MODULE.rules(NINE).blocks().stocks().stones());
        assertEquals(7, MODULE.rules(MODULE.define("standard", Map.of("size", "9", "stones", "7"))).blocks().stocks().stones());
    }

    @Test
    void replacement_isAStepOfPlayWithItsOwnTurn() {
        GameState state = fiveDue();
        assertEquals("replace", state.phase().stage());
        assertTrue(state.phase().isPlay());
        assertEquals("replace one white stone with one of yours", state.phase().task());
        assertEquals(0, state.turn().move());
        assertEquals(1, state.turn().moves());
        assertEquals("xg2", MODULE.notation().format(state, state.legalMoves().get(2)));
        assertTrue(MODULE.render(state).endsWith("stones left: black 35, white 36\n"
                + "black made a row: replace one enemy stone (like xh8)"), MODULE.render(state));
        GameState after = play(state, "xg2");
        assertEquals("", after.phase().stage());
        assertEquals(state.turn().number() + 1, after.turn().number());
    }

    @Test
    void illegalReplacements_sayWhy() {
        GameState state = fiveDue();
        assertTrue(state.check(MODULE.notation().parse(state, "xh8")).toString().contains("this point is empty"));
        assertTrue(state.check(MODULE.notation().parse(state, "xb5")).toString().contains("not one of your own"));
        assertTrue(assertThrows(NotationException.class, () -> MODULE.notation().parse(state, "h8")).getMessage()
                .contains("written x and its point"));
        GameState start = NINE.newGame();
        assertTrue(assertThrows(NotationException.class, () -> MODULE.notation().parse(start, "xe5")).getMessage()
                .contains("no replacement is due"));
    }

    @Test
    void outcomeInWords() {
        GameState won = play(MODULE.diagrams().fromDiagram(MODULE.define("standard", Map.of("size", "9", "stones",
                "6")), List.of("X.X.X.X.X", ".........", ".........", ".........", ".........", ".........",
                ".........", ".........", "O.O.O.O.."), NINE.type().side(0)), "a5");
        assertEquals("black wins: all its stones are placed", won.describeOutcome());
    }

    @Test
    void snapshots_roundTripAndRefuseWhatDoesNotFit() {
        TabulaJson json = new TabulaJson(GameRegistry.of(MODULE));
        GameState state = fiveDue();
        String text = json.stateToJson(state);
        assertTrue(text.contains("\"replacing\" : true"), text);
        assertEquals(state.hash(), json.stateFromJson(text).hash());
        String tooMany = text.replaceFirst("\"blackStones\"\\s*:\\s*35", "\"blackStones\": 41");
        assertTrue(assertThrows(TabulaException.class, () -> json.stateFromJson(tooMany)).getMessage()
                .contains("from 0 to 40"));
        String lost = text.replaceFirst("\"blackStones\"\\s*:\\s*35", "\"blackStones\": 34");
        assertTrue(assertThrows(TabulaException.class, () -> json.stateFromJson(lost)).getMessage()
                .contains("black has 34 stones left and 5 on the board, which is not its set of 40"));
        String noTarget = json.stateToJson(MODULE.diagrams().fromDiagram(NINE, List.of(".........", ".........",
                ".........", ".........", "XXXXX....", ".........", ".........", ".........", "........."),
                NINE.type().side(0))).replaceFirst("\"replacing\"\\s*:\\s*false", "\"replacing\": true");
        assertTrue(assertThrows(TabulaException.class, () -> json.stateFromJson(noTarget)).getMessage()
                .contains("white has no stone on the board"));
        String notReplacing = text.replaceFirst("\"replacing\"\\s*:\\s*true", "\"replacing\": false");
        assertFalse(json.stateFromJson(notReplacing).hash() == state.hash());
    }

    @Test
    void badSetUpsAndOptions_areRefusedByName() {
        GameDefinition small = MODULE.define("standard", Map.of("size", "3", "k", "3", "stones", "2"));
        NotationException e = assertThrows(NotationException.class, () -> MODULE.diagrams().fromDiagram(small,
                List.of("XXX", "...", "..."), small.type().side(1)));
        assertTrue(e.getMessage().contains("black has more stones on the board than its stock of 2"), e.getMessage());
        assertTrue(assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("size", "5", "k", "6")))
                .getMessage().contains("option 'k'"));
        assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("size", "20")));
    }
}
