package io.tabula.gomoku.kinarow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.connect6.Connect6Module;
import io.tabula.gomoku.pente.PenteModule;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the case files cannot say: the board for people, the outcome in words, bad snapshots and options. */
class RowGamesTest {
    private static final Connect6Module CONNECT6 = new Connect6Module();
    private static final PenteModule PENTE = new PenteModule();

    private static GameState play(GameState state, String... moves) {
        for (String move : moves) {
            state = state.apply(state.definition().module().notation().parse(state, move));
        }
        return state;
    }

    @Test
    void connect6Board_saysWhereTheTurnStands() {
        GameState state = play(CONNECT6.defaultDefinition().newGame(), "j10", "k10");
        String board = CONNECT6.render(state);
        assertTrue(board.endsWith("turn 2: white, stone 2 of 2"), board);
        assertTrue(board.startsWith("   a b c d e f g h i j k l m n o p q r s"), board);
    }

    @Test
    void penteBoard_showsThePairsCaptured() {
        GameState state = play(PENTE.define("standard", Map.of("tournamentRule", "false", "size", "9")).newGame(),
                "a1", "b1", "e5", "c1", "i9", "a9", "d1");
        assertTrue(PENTE.render(state).endsWith("captured pairs: black 1, white 0 (5 win)"), PENTE.render(state));
    }

    @Test
    void outcomesInWords() {
        GameState six = play(CONNECT6.defaultDefinition().newGame(),
                "j10", "a1", "a2", "k10", "l10", "a3", "a4", "m10", "n10", "a5", "a7", "o10");
        assertEquals("black wins with 6 or more in a row", six.describeOutcome());
        GameState pairs = play(PENTE.define("standard", Map.of("tournamentRule", "false", "size", "9",
                "captures", "1")).newGame(), "a1", "b1", "e5", "c1", "i9", "a9", "d1");
        assertEquals("black wins by capturing 1 pairs", pairs.describeOutcome());
    }

    @Test
    void snapshotWhoseOutcomeDisagreesWithTheBoard_isRefusedByName() {
        GameState state = play(PENTE.defaultDefinition().newGame(), "j10", "k10");
        TabulaJson json = new TabulaJson(io.tabula.core.GameRegistry.of(PENTE));
        String text = json.stateToJson(state);
        String lying = text.replaceFirst("\"status\"\\s*:\\s*\"ongoing\"", "\"status\": \"over\"")
                .replaceFirst("\"winner\"\\s*:\\s*\"none\"", "\"winner\": \"black\"")
                .replaceFirst("\"reason\"\\s*:\\s*\"\"", "\"reason\": \"row\"");
        TabulaException e = assertThrows(TabulaException.class, () -> json.stateFromJson(lying), lying);
        assertTrue(e.getMessage().contains("'status', 'winner' and 'reason'"), e.getMessage());
        String badTurn = text.replaceFirst("\"turn\"\\s*:\\s*3", "\"turn\": 4");
        assertTrue(assertThrows(TabulaException.class, () -> json.stateFromJson(badTurn), badTurn).getMessage()
                .contains("turn 4 is not a turn of black"));
    }

    @Test
    void optionsThatDoNotFit_areRefusedByName() {
        assertTrue(assertThrows(OptionException.class, () -> CONNECT6.define("standard", Map.of("size", "6", "k", "7")))
                .getMessage().contains("option 'k'"));
        assertTrue(assertThrows(OptionException.class, () -> PENTE.define("standard", Map.of("size", "18")))
                .getMessage().contains("option 'tournamentRule'"));
    }

    @Test
    void keryoOptions_countInStones_andRefuseThePairCount() {
        GameState state = play(PENTE.define("keryo", Map.of("tournamentRule", "false", "size", "9")).newGame(),
                "a1", "b1", "i9", "c1", "i8", "d1", "e1");
        assertTrue(PENTE.render(state).endsWith("captured stones: black 3, white 0 (15 win)"), PENTE.render(state));
        assertTrue(assertThrows(OptionException.class, () -> PENTE.define("keryo", Map.of("captures", "3")))
                .getMessage().contains("set capturedStones"));
        assertTrue(assertThrows(OptionException.class, () -> PENTE.define("standard", Map.of("capturedStones", "9")))
                .getMessage().contains("set captures"));
        GameState won = play(PENTE.define("keryo", Map.of("tournamentRule", "false", "size", "9",
                "capturedStones", "3")).newGame(), "a1", "b1", "i9", "c1", "i8", "d1", "e1");
        assertEquals("black wins by capturing 3 stones", won.describeOutcome());
    }

    @Test
    void diagramWithTwoWinners_isRefused() {
        List<String> rows = List.of("XXXXX..", "OOOOO..", ".......", ".......", ".......", ".......", ".......");
        var definition = PENTE.define("standard", Map.of("size", "7"));
        assertThrows(io.tabula.core.NotationException.class,
                () -> PENTE.diagrams().fromDiagram(definition, rows, definition.type().side(0)));
    }
}
