package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.MoveCheck;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoReason;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GoRulesTest {
    private static final GoModule MODULE = new GoModule();

    private static GameState setUp(GameDefinition definition, String toMove, String... rows) {
        return MODULE.diagrams().fromDiagram(definition, List.of(rows), definition.type().side(toMove).orElseThrow());
    }

    private static GameState play(GameState state, String... moves) {
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    private static MoveCheck check(GameState state, String move) {
        return state.check(MODULE.notation().parse(state, move));
    }

    @Test
    void isPass_holdsForThePassAlone() {
        GameState state = MODULE.define("chinese", Map.of("size", "5")).newGame();
        for (io.tabula.core.Move move : state.legalMoves()) {
            assertEquals(move.equals(GoMove.PASS), move.isPass(), MODULE.notation().format(state, move));
        }
        assertTrue(state.legalMoves().contains(GoMove.PASS));
        assertFalse(GoMove.RESIGN.isPass(), "a resignation ends the game, it gives up no turn");
    }

    @Test
    void apply_captureBeforeOwnLiberties_makesASelfAtariLegal() {
        // Black at B1 has no liberty of its own but captures the white stone at A1.
        GameState state = setUp(MODULE.define("chinese", Map.of("size", "3")), "black",
                "...",
                "XO.",
                "O.X");
        GoState after = (GoState) play(state, "B1");
        assertEquals(Stones.EMPTY, after.stone(0), "A1 captured");
        assertEquals(1, after.captures(Stones.BLACK_SIDE));
    }

    @Test
    void singleStoneSuicide_isIllegalUnderEitherSuperkoEvenWhenSuicideIsAllowed() {
        for (String variant : List.of("tromp-taylor", "new-zealand")) {
            GameState state = setUp(MODULE.define(variant, Map.of("size", "3")), "black",
                    ".O.",
                    "O.O",
                    ".O.");
            MoveCheck verdict = check(state, "B2");
            assertEquals(GoReason.SUPERKO, ((MoveCheck.Illegal) verdict).reason(), variant);
        }
        GameState chinese = setUp(MODULE.define("chinese", Map.of("size", "3")), "black",
                ".O.",
                "O.O",
                ".O.");
        assertEquals(GoReason.SUICIDE, ((MoveCheck.Illegal) check(chinese, "B2")).reason());
    }

    @Test
    void multiStoneSuicide_whenAllowed_givesTheStonesToTheOpponent() {
        GameState state = setUp(MODULE.define("tromp-taylor", Map.of("size", "3")), "black",
                "X.O",
                "OOO",
                "...");
        GoState after = (GoState) play(state, "B3");
        assertEquals(Stones.EMPTY, after.stone(6), "A3 removed with B3");
        assertEquals(2, after.captures(Stones.WHITE_SIDE));
    }

    @Test
    void koRetake_isKoImmediatelyAndLegalAfterAnExchange() {
        // White B3 captures the black stone at C3 and stands alone in atari: a ko.
        GameState white = setUp(MODULE.define("japanese", Map.of("size", "5")), "white",
                ".....",
                ".XO..",
                "X.XO.",
                ".XO..",
                ".....");
        GameState afterTake = play(white, "B3");
        assertEquals(Stones.EMPTY, ((GoState) afterTake).stone(2 * 5 + 2), "C3 captured");
        assertEquals(GoReason.KO, ((MoveCheck.Illegal) check(afterTake, "C3")).reason());
        GameState afterThreats = play(afterTake, "E5", "E4");
        assertTrue(check(afterThreats, "C3").isLegal(), "retake after an exchange elsewhere");
    }

    @Test
    void twoPasses_endTheGameAndCountIt() {
        GameState state = play(MODULE.define("chinese", Map.of("size", "5", "komi", "0.5")).newGame(),
                "C3", "pass", "pass");
        assertTrue(state.isOver());
        assertEquals("black", state.outcome().winner().orElseThrow().id(), "25 points to 0.5");
        assertEquals(io.tabula.go.rules.GoOutcome.SCORE, state.outcome().reason().orElseThrow());
        assertThrows(IllegalMoveException.class, () -> state.apply(MODULE.notation().parse(state, "A1")));
    }

    @Test
    void definitions_rejectHandicapOneAndHandicapsThatDoNotFit() {
        OptionException one = assertThrows(OptionException.class,
                () -> MODULE.define("chinese", Map.of("handicap", "1")));
        assertTrue(one.getMessage().contains("0, or 2 to 9"), one.getMessage());
        OptionException small = assertThrows(OptionException.class,
                () -> MODULE.define("chinese", Map.of("size", "7", "handicap", "5")));
        assertTrue(small.getMessage().contains("at most 4"), small.getMessage());
        GameState free = MODULE.define("chinese", Map.of("size", "7", "handicap", "5", "handicapPlacement", "free"))
                .newGame();
        assertEquals("handicap", free.phase().id());
        assertEquals(49, free.legalMoves().size(), "every point, and no pass while placing");
    }

    @Test
    void fixedHandicap_matchesGnuGoPoints() {
        GoState state = (GoState) MODULE.define("chinese", Map.of("handicap", "3")).newGame();
        assertEquals("white", state.toMove().id());
        for (String point : List.of("D16", "Q16", "D4")) {
            assertEquals(Stones.BLACK, state.stone(io.tabula.go.notation.GtpNotation.point(19, point)), point);
        }
        assertEquals(3, java.util.stream.IntStream.range(0, 361).filter(p -> state.stone(p) == Stones.BLACK).count());
    }
}
