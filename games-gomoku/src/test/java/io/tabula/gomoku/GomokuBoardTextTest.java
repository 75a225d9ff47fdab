package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.gomoku.notation.GomokuStateCodec;
import io.tabula.gomoku.notation.GomokuSnapshot;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.Foul;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Gomoku board for people marks the last move, and a win by black's foul says which
 * foul and where, for every user of {@link GameState#describeOutcome()}.
 */
class GomokuBoardTextTest {
    private static final GomokuModule GOMOKU = new GomokuModule();
    /** Black's i8 joins g8-h8 and i6-i7: two open threes, a double three. */
    private static final String[] DOUBLE_THREE = {"h8", "a1", "g8", "a2", "i7", "a3", "i6", "a4", "i8"};

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(GOMOKU.notation().parse(state, move));
        }
        return state;
    }

    private static GameState renju(Map<String, String> options, String... moves) {
        return play(GOMOKU.define("renju", options), moves);
    }

    @Test
    void theLastStone_isMarked_andNamedUnderTheBoard() {
        GameState state = play(GOMOKU.define("standard", Map.of("size", "9")), "e5", "f6");
        List<String> lines = GOMOKU.render(state).lines().toList();
        assertEquals("  6 . . . . . O*. . . 6", lines.get(4));
        assertEquals("  5 . . . . X . . . . 5", lines.get(5), "black's earlier e5 is not marked");
        assertEquals("last move: white f6 (marked *)", lines.get(lines.size() - 1));
        assertFalse(GOMOKU.render(play(GOMOKU.define("standard", Map.of("size", "9")))).contains("last move"));
    }

    @Test
    void aPass_marksNoStone() {
        String text = GOMOKU.render(renju(Map.of(), "h8", "pass"));
        assertFalse(text.contains("*"), text);
        assertTrue(text.endsWith("\nlast move: white pass"), text);
    }

    @Test
    void theDiagramOfCaseFiles_staysPlain() {
        GameState state = play(GOMOKU.define("standard", Map.of("size", "9")), "e5", "f6");
        List<String> rows = GOMOKU.diagrams().toDiagram(state);
        assertEquals(".....O...", rows.get(3));
        assertTrue(rows.stream().allMatch(r -> r.matches("[XO.]{9}")), rows.toString());
    }

    @Test
    void aForbiddenMoveThatLoses_isNamedWithItsPoint() {
        GameState end = renju(Map.of(), DOUBLE_THREE);
        assertEquals("white wins (forbidden)", end.outcome().toString(), "the outcome keeps its reason keyword");
        assertEquals("white wins: black's i8 is a double three", end.describeOutcome());
    }

    @Test
    void aClaimedFoul_isNamedWithItsPoint() {
        GameState fouled = renju(Map.of("forbiddenMoves", "claim"), DOUBLE_THREE);
        assertFalse(fouled.isOver(), "under claim the foul stands until white claims it");
        GameState end = fouled.apply(GOMOKU.notation().parse(fouled, "claim"));
        assertEquals("white wins by claim: black's i8 is a double three", end.describeOutcome());
    }

    @Test
    void anOverline_isNamed() {
        GameState end = renju(Map.of(), "c8", "a1", "d8", "a3", "e8", "a5", "f8", "a7", "h8", "a9", "g8");
        assertEquals("white wins: black's g8 is an overline", end.describeOutcome());
    }

    @Test
    void otherOutcomes_keepTheirText_andARestoredStateFallsBackToIt() {
        GameState five = play(GOMOKU.define("standard", Map.of()), "a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1");
        assertEquals("black wins (five)", five.describeOutcome());
        GameState fouled = renju(Map.of(), DOUBLE_THREE);
        GomokuStateCodec codec = new GomokuStateCodec();
        GomokuSnapshot snapshot = codec.snapshot(fouled);
        GameState restored = codec.restore(fouled.definition(), snapshot);
        assertEquals(fouled, restored, "the notes are not part of the position");
        assertEquals("white wins (forbidden)", restored.describeOutcome(), "a snapshot keeps no foul to name");
    }

    @Test
    void foul_describesEachKind_andIsAlwaysAForbiddenMove() {
        assertEquals("black's h8 is a double four", new Foul(7 * 15 + 7, Forbidden.FORBIDDEN_DOUBLE_FOUR).describe(15));
        assertEquals("black's a1 is an overline", new Foul(0, Forbidden.FORBIDDEN_OVERLINE).describe(15));
        assertThrows(IllegalArgumentException.class, () -> new Foul(0, Forbidden.NONE));
    }

    @Test
    void legend_explainsBothStars() {
        assertEquals("key: X black, O white, * after a stone: the last move, * on an empty point: an offered fifth "
                + "move", GOMOKU.legend());
    }
}
