package io.tabula.examples.jiatiao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.*;
import io.tabula.examples.jiatiao.JiaTiaoState.Reason;
import io.tabula.examples.jiatiao.JiaTiaoState.Shift;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the case files cannot say: typed reasons, rejected diagrams and snapshots, hashes, symmetry, the registry. */
class JiaTiaoRulesTest {
    private static final JiaTiaoModule MODULE = new JiaTiaoModule();
    private static final GameDefinition STANDARD = MODULE.defaultDefinition();
    private static final GameDefinition SEVEN = MODULE.define("standard", Map.of("size", "7"));
    private static final Side BLACK = JiaTiaoModule.TYPE.side(0);

    private static GameState play(GameState state, String... moves) {
        for (String move : moves) {
            state = state.apply(MODULE.parse(state, move));
        }
        return state;
    }

    private static GameState diagram(GameDefinition definition, String... rows) {
        return MODULE.fromDiagram(definition, List.of(rows), BLACK);
    }

    private static IllegalReason reason(GameState state, String move) {
        return ((MoveCheck.Illegal) state.check(MODULE.parse(state, move))).reason();
    }

    @Test
    void registry_findsTheModuleThroughServiceLoader() {
        assertInstanceOf(JiaTiaoModule.class, GameRegistry.installed().module("jiatiao"));
        assertEquals("jiatiao(variant=standard,size=9,rows=1,move=rook,diagonals=false,clear=line,captured=remove,"
                + "plays=all,min-stones=1,max-moves=200)", STANDARD.text());
    }

    @Test
    void options_outOfRange_areRejectedListingWhatIsAllowed() {
        OptionException size = assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("size", "10")));
        assertTrue(size.getMessage().contains("from 5 to 9"), size.getMessage());
        OptionException move = assertThrows(OptionException.class, () -> MODULE.define("standard", Map.of("move", "knight")));
        assertTrue(move.getMessage().contains("rook"), move.getMessage());
    }

    @Test
    void check_namesEachRuleAMoveBreaks() {
        GameState start = STANDARD.newGame();
        assertEquals(Reason.NO_STONE, reason(start, "a2-a3"));
        assertEquals(Reason.NOT_YOUR_STONE, reason(start, "a9-a8"));
        assertEquals(Reason.NOT_A_LINE, reason(start, "a1-b2"));
        assertEquals(Reason.NOT_A_LINE, reason(start, "a1-a1"));
        assertEquals(CommonReason.OCCUPIED, reason(start, "a1-a9"));
        assertEquals(Reason.PATH_BLOCKED, reason(play(start, "a1-a5", "a9-a6"), "a5-a9"));
        assertEquals(Reason.TOO_FAR, reason(MODULE.define("standard", Map.of("move", "step")).newGame(), "a1-a3"));
        assertEquals(CommonReason.OFF_BOARD, ((MoveCheck.Illegal) start.check(new Shift(0, 81))).reason());
        assertEquals(CommonReason.NOT_A_MOVE_OF_THIS_GAME, ((MoveCheck.Illegal) start.check(new Move() {})).reason());
    }

    @Test
    void apply_illegalMove_throwsWithTheReasonAndLeavesTheStateAlone() {
        GameState start = STANDARD.newGame();
        long hash = start.hash();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.apply(MODULE.parse(start, "a9-a8")));
        assertEquals(Reason.NOT_YOUR_STONE, e.reason());
        assertTrue(e.getMessage().contains("white"), e.getMessage());
        assertEquals(hash, start.hash());
        assertEquals(List.of("OOOOOOOOO"), MODULE.toDiagram(start).subList(0, 1));
    }

    /** Each pattern of the case files, turned a quarter: down a column it captures the same stones. */
    @Test
    void patterns_captureAlongColumnsAsAlongRows() {
        String[][] rowCases = {
                {"XO.....", "..X....", "c2-c4", "X.X...."},
                {"O.O....", ".X.....", "b2-b4", ".X....."},
                {"XXOX...", "....X..", "e2-e4", "XX.XX.."},
                {"OO.OO..", "..X....", "c2-c4", "..X...."},
                {"OOOO...", "....X..", "e2-e4", "....X.."}};
        for (String[] c : rowCases) {
            // row 4 becomes column d (a4 -> d1, g4 -> d7); the mover's stone on row 2 becomes column f.
            List<String> rows = new ArrayList<>();
            for (int y = 6; y >= 0; y--) {
                char onD = c[0].charAt(y);
                char onF = c[1].charAt(y);
                rows.add((y == 6 ? "O" : ".") + ".." + onD + "." + onF + ".");
            }
            GameState before = MODULE.fromDiagram(SEVEN, rows, BLACK);
            char column = c[2].charAt(0);
            int from = column - 'a' + 1;
            GameState after = play(before, "f" + from + "-d" + from);
            for (int y = 0; y < 7; y++) {
                assertEquals(c[3].charAt(y), MODULE.toDiagram(after).get(6 - y).charAt(3), c[2] + " turned: d" + (y + 1));
            }
        }
    }

    @Test
    void fromDiagram_bothSidesShortOfStones_isRejected() {
        GameDefinition jiaqi = MODULE.define("jiaqi", Map.of("size", "5"));
        NotationException e = assertThrows(NotationException.class,
                () -> diagram(jiaqi, "X....", ".....", ".....", ".....", "....O"));
        assertTrue(e.getMessage().contains("min-stones"), e.getMessage());
    }

    @Test
    void fromDiagram_badShapeOrSymbol_isRejectedNamingTheRow() {
        GameDefinition five = MODULE.define("standard", Map.of("size", "5"));
        NotationException symbol = assertThrows(NotationException.class,
                () -> diagram(five, "X....", ".....", "..R..", ".....", "....O"));
        assertTrue(symbol.getMessage().contains("row 3, column c"), symbol.getMessage());
        assertThrows(NotationException.class, () -> diagram(five, "X....", "....O"));
    }

    @Test
    void notation_formatThenParse_givesTheMoveBack_andBadTextSaysWhy() {
        GameState state = STANDARD.newGame();
        for (Move move : state.legalMoves()) {
            assertEquals(move, MODULE.parse(state, MODULE.format(state, move)));
        }
        assertEquals("e1-e5", MODULE.format(state, new Shift(4, 40)));
        NotationException off = assertThrows(NotationException.class, () -> MODULE.parse(state, "a1-j1"));
        assertTrue(off.getMessage().contains("'j1'"), off.getMessage());
        NotationException shape = assertThrows(NotationException.class, () -> MODULE.parse(state, "a1a2"));
        assertTrue(shape.getMessage().contains("from-to"), shape.getMessage());
    }

    @Test
    void hash_samePositionInAnyOrder_hashesEqually_butTheMovesPlayedCount() {
        GameState start = STANDARD.newGame();
        GameState one = play(start, "a1-a4", "a9-a6", "b1-b4", "b9-b6");
        GameState other = play(start, "b1-b4", "b9-b6", "a1-a4", "a9-a6");
        assertEquals(one.hash(), other.hash());
        GameState sameBoardLater = play(one, "c1-c2", "c9-c8", "c2-c1", "c8-c9");
        assertEquals(MODULE.toDiagram(one), MODULE.toDiagram(sameBoardLater));
        assertNotEquals(one.hash(), sameBoardLater.hash(), "four moves nearer the limit");
    }

    @Test
    void json_keepsTheMovesPlayed_soTheLimitStillDraws() {
        GameDefinition short5 = MODULE.define("standard", Map.of("size", "5", "max-moves", "3"));
        TabulaJson json = new TabulaJson(GameRegistry.of(MODULE));
        GameState two = play(short5.newGame(), "a1-a2", "a5-a4");
        GameState copy = json.stateFromJson(json.stateToJson(two));
        assertEquals(2, copy.ply());
        assertEquals(two.hash(), copy.hash());
        assertTrue(play(copy, "b1-b2").outcome().endedBy(JiaTiaoOutcome.MOVE_LIMIT));
    }

    @Test
    void json_badSnapshot_isRejectedNamingTheField() {
        TabulaJson json = new TabulaJson(GameRegistry.of(MODULE));
        String text = json.stateToJson(STANDARD.newGame());
        TabulaException side = assertThrows(TabulaException.class,
                () -> json.stateFromJson(text.replace("\"black\"", "\"red\"")));
        assertTrue(side.getMessage().contains("toMove"), side.getMessage());
        TabulaException ply = assertThrows(TabulaException.class,
                () -> json.stateFromJson(text.replaceFirst("\"ply\"\\s*:\\s*0", "\"ply\":201")));
        assertTrue(ply.getMessage().contains("'ply'"), ply.getMessage());
    }

    @Test
    void render_labelsRowsAndColumns() {
        String board = MODULE.render(MODULE.define("standard", Map.of("size", "5")).newGame());
        assertEquals(String.join("\n", "5 O O O O O", "4 . . . . .", "3 . . . . .", "2 . . . . .", "1 X X X X X",
                "  a b c d e"), board);
    }
}
