package io.tabula.go.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.go.GoModule;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Go board for people: star points, the last move marked, and the diagrams left plain. */
class GoBoardTextTest {
    private static final GoModule GO = new GoModule();
    private static final GameDefinition NINE = GO.define("chinese", Map.of("size", "9"));

    private static GameState after(String... moves) {
        GameState state = NINE.newGame();
        for (String move : moves) {
            state = state.apply(GO.notation().parse(state, move));
        }
        return state;
    }

    private static List<String> lines(GameState state) {
        return GO.render(state).lines().toList();
    }

    @Test
    void emptyBoard_drawsTheFiveStarPointsOf9x9_andNoLastMove() {
        List<String> lines = lines(after());
        assertEquals("  7 . . + . . . + . . 7", lines.get(3));
        assertEquals("  5 . . . . + . . . . 5", lines.get(5));
        assertEquals("  3 . . + . . . + . . 3", lines.get(7));
        assertEquals(5, GO.render(after()).chars().filter(c -> c == '+').count());
        assertFalse(GO.render(after()).contains("last move"));
    }

    @Test
    void theLastStone_isMarked_andNamedUnderTheBoard() {
        List<String> lines = lines(after("D4", "E5"));
        assertEquals("  5 . . . . O*. . . . 5", lines.get(5), "white's E5 covers the centre star point");
        assertEquals("  4 . . . X . . . . . 4", lines.get(6), "black's earlier D4 is not marked");
        assertEquals("last move: white E5 (marked *)", lines.get(lines.size() - 1));
        assertEquals(1, lines.subList(0, 11).stream().mapToLong(l -> l.chars().filter(c -> c == '*').count()).sum(),
                "one mark on the board");
    }

    @Test
    void aPass_marksNoStone_andIsNamed() {
        String text = GO.render(after("D4", "pass"));
        assertFalse(text.contains("*"), text);
        assertTrue(text.endsWith("\nlast move: white pass"), text);
    }

    @Test
    void theDiagramOfCaseFiles_staysPlain_andReadsBack() {
        GameState state = after("C3", "E5");
        List<String> rows = GO.diagrams().toDiagram(state);
        assertEquals("..X......", rows.get(6), "no star point, no mark");
        assertTrue(rows.stream().allMatch(r -> r.matches("[XO.]{9}")), rows.toString());
        assertEquals(rows, GO.diagrams().toDiagram(GO.diagrams().fromDiagram(NINE, rows, state.toMove())));
    }

    @Test
    void hexBoard_shiftsEachRowHalfACellRightOfTheOneBelow_withoutStarPoints() {
        GameDefinition hex = GO.define("chinese", Map.of("size", "5", "topology", "hex"));
        GameState state = hex.newGame().apply(GO.notation().parse(hex.newGame(), "C3"));
        List<String> lines = GO.render(state).lines().toList();
        assertEquals("        A B C D E", lines.get(0), "letters over the top row, which is shifted most");
        assertEquals("  5     . . . . . 5", lines.get(1));
        assertEquals("  3   . . X*. . 3", lines.get(3));
        assertEquals("  1 . . . . . 1", lines.get(5));
        assertEquals("    A B C D E", lines.get(6));
        assertTrue(lines.get(7).startsWith("hex board:"), lines.get(7));
        assertFalse(GO.render(state).contains("+"));
    }

    @Test
    void torus_isDrawnAsItsSquareAndSaysWhichEdgesMeet() {
        GameDefinition torus = GO.define("chinese", Map.of("size", "9", "topology", "torus"));
        List<String> lines = GO.render(torus.newGame()).lines().toList();
        assertEquals("  7 . . . . . . . . . 7", lines.get(3), "no star points on a torus");
        assertEquals("torus: column A touches column J, row 1 touches row 9", lines.get(11));
    }

    @Test
    void legend_explainsTheMarks() {
        assertEquals("key: X black, O white, + star point, * after a stone: the last move", GO.legend());
    }
}
