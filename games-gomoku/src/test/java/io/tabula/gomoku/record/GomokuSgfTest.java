package io.tabula.gomoku.record;

import io.tabula.sgf.SgfPoints;
import static io.tabula.gomoku.record.RenjuMoveListTest.JSON;
import static io.tabula.gomoku.record.RenjuMoveListTest.MODULE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfException;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfWarning;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GomokuSgfTest {
    private static final GameDefinition RENJU = MODULE.define("renju", Map.of());
    private static final GameDefinition FREESTYLE = MODULE.define("freestyle", Map.of());

    private static List<String> warnings(GomokuReplay replay) {
        return replay.warnings().stream().map(SgfWarning::toString).toList();
    }

    @Test
    void points_aaIsTopLeft_rowsCountDownFromTheTop() {
        assertEquals(RenjuNotation.point(15, "a15"), SgfPoints.point("aa", 15));
        assertEquals(RenjuNotation.point(15, "a1"), SgfPoints.point("ao", 15));
        assertEquals(RenjuNotation.point(15, "o1"), SgfPoints.point("oo", 15));
        assertEquals(RenjuNotation.point(15, "h8"), SgfPoints.point("hh", 15));
        assertEquals(RenjuNotation.point(15, "i9"), SgfPoints.point("ig", 15));
        assertEquals(RenjuNotation.point(9, "c7"), SgfPoints.point("cc", 9));
        for (int size : new int[] {5, 15, 19, 20, 26}) {
            for (int p = 0; p < size * size; p++) {
                assertEquals(p, SgfPoints.point(SgfPoints.value(p, size), size), "point " + p + " of " + size);
            }
        }
        assertEquals("az", SgfPoints.value(0, 26), "a1 of 26x26 is the bottom-left corner");
        assertEquals("za", SgfPoints.value(26 * 26 - 1, 26), "z26 is the top-right corner");
        assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("pp", 15));
        assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("h8", 15));
        assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("h", 15));
    }

    @Test
    void pass_isEmptyOrTtUpTo19() {
        assertTrue(SgfPoints.isPass("", 15));
        assertTrue(SgfPoints.isPass("tt", 19));
        assertFalse(SgfPoints.isPass("tt", 20), "t is a column of a 20x20 board");
        GomokuReplay replay = GomokuSgf.read("(;GM[4]SZ[15]RU[Renju];B[hh];W[tt];B[])");
        assertTrue(replay.clean(), warnings(replay).toString());
        assertEquals(List.of(new GomokuMove.Place(RenjuNotation.point(15, "h8")), GomokuMove.PASS, GomokuMove.PASS),
                replay.moves());
        GomokuReplay big = GomokuSgf.read("(;GM[4]SZ[20];B[tt])");
        assertEquals(List.of(new GomokuMove.Place(0 * 20 + 19)), big.moves());
    }

    @Test
    void write_knownGame_exactText() {
        GameRecord record = RenjuMoveList.parse(RENJU, "h8 i9 j10 pass");
        assertEquals("(;FF[4]GM[4]CA[UTF-8]AP[Tabula:0.1.0]SZ[15]RU[Renju]\n;B[hh]\n;W[ig]\n;B[jf]\n;W[])\n",
                GomokuSgf.write(record));
    }

    @Test
    void rules_ruNamesTheVariant_andPrivatePropertyTheRest() {
        for (String variant : List.of("renju", "freestyle", "standard", "caro")) {
            GameDefinition d = MODULE.define(variant, Map.of("size", "13"));
            SgfNode root = GomokuSgf.toTree(GameRecord.of(d), Map.of());
            assertEquals(List.of(GomokuSgf.ruleName(variant)), root.values("RU"));
            assertFalse(root.has(GomokuSgf.DEFINITION_PROPERTY), variant);
            assertEquals(d, GomokuSgf.definition(root));
        }
        assertEquals("renju", GomokuSgf.variantOf("RIF").orElseThrow());
        assertEquals("freestyle", GomokuSgf.variantOf("free-style").orElseThrow());
        assertEquals("standard", GomokuSgf.variantOf("Exact5").orElseThrow());
        GameDefinition claim = MODULE.define("renju", Map.of("forbiddenMoves", "claim"));
        SgfNode root = GomokuSgf.toTree(GameRecord.of(claim), Map.of());
        assertEquals(List.of(claim.text()), root.values(GomokuSgf.DEFINITION_PROPERTY));
        assertEquals(claim, GomokuSgf.definition(root));
        assertEquals(FREESTYLE, GomokuSgf.definition(SgfParser.parse("(;GM[4])").first()), "15x15 freestyle by default");
        GomokuReplay unknown = GomokuSgf.read("(;GM[4]SZ[15]RU[Martian])");
        assertEquals(FREESTYLE, unknown.definition());
        assertTrue(warnings(unknown).get(0).contains("RU[Martian]"), warnings(unknown).toString());
    }

    @Property(tries = 30)
    void roundTrip_seededRandomGames_throughSgfJsonAndTheMoveList(@ForAll long seed) {
        for (GameDefinition definition : RenjuMoveListTest.definitions()) {
            GameRecord record = RenjuMoveListTest.randomGame(definition, seed, 400);
            String sgf = GomokuSgf.write(record);
            SgfParse parse = SgfParser.parse(sgf);
            assertEquals(List.of(), parse.warnings());
            assertEquals(GomokuSgf.toTree(record, Map.of()), parse.first(), "the tree written is the tree read");
            GomokuReplay replay = GomokuSgf.replay(parse);
            assertTrue(replay.clean(), definition + " seed " + seed + ": " + warnings(replay));
            assertEquals(List.of(), replay.warnings());
            assertEquals(record, replay.recordOrThrow(), definition + " seed " + seed);
            assertEquals(record.last(), replay.last());
            GomokuSgf.result(record.last()).ifPresent(re -> assertEquals(re, replay.info().get("RE")));
            // SGF -> JSON -> move list -> SGF
            GameRecord viaJson = JSON.recordFromJson(JSON.recordToJson(replay.record()));
            GameRecord viaList = RenjuMoveList.parse(definition, RenjuMoveList.write(viaJson));
            assertEquals(sgf, GomokuSgf.write(viaList));
        }
    }

    @Test
    void info_pbPwReDtC_areKeptBothWays() {
        String text = "(;GM[4]FF[4]SZ[15]RU[Renju]PB[Black \\] Player]PW[White]DT[2026-11-29]C[a comment]"
                + "RE[B+R];B[hh];W[ii])";
        GomokuReplay replay = GomokuSgf.read(text);
        assertTrue(replay.clean());
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("PB", "Black ] Player");
        expected.put("PW", "White");
        expected.put("DT", "2026-11-29");
        expected.put("C", "a comment");
        expected.put("RE", "B+R");
        assertEquals(expected, replay.info());
        String written = GomokuSgf.write(replay);
        GomokuReplay again = GomokuSgf.read(written);
        assertEquals(replay.info(), again.info());
        assertEquals(replay.record(), again.record());
        assertTrue(written.contains("RE[B+R]"), written);
        assertThrows(IllegalArgumentException.class, () -> GomokuSgf.write(replay.record(), Map.of("SZ", "9")));
    }

    @Test
    void result_fromTheOutcome_andAWarningWhenReDisagrees() {
        GameRecord five = RenjuMoveList.parse(FREESTYLE, "a1 b1 a2 b2 a3 b3 a4 b4 a5");
        assertEquals("B+", GomokuSgf.toTree(five, Map.of("RE", "W+R")).value("RE").orElseThrow(),
                "a finished game's RE comes from the outcome");
        GameRecord foul = RenjuMoveList.parse(RENJU, "f8 a1 h8 a2 g7 a3 g9 a4 g8");
        assertEquals("W+F", GomokuSgf.result(foul.last()).orElseThrow());
        GomokuReplay wrong = GomokuSgf.read("(;GM[4]RE[W+];B[ao];W[bo];B[an];W[bn];B[am];W[bm];B[al];W[bl];B[ak])");
        assertTrue(wrong.clean());
        assertTrue(warnings(wrong).stream().anyMatch(w -> w.contains("RE[W+] but the moves give B+")),
                warnings(wrong).toString());
    }

    @Test
    void claim_isThePrivateClaimProperty() {
        GameDefinition claim = MODULE.define("renju", Map.of("forbiddenMoves", "claim"));
        GameRecord record = RenjuMoveList.parse(claim, "f8 a1 h8 a2 g7 a3 g9 a4 g8 claim");
        String sgf = GomokuSgf.write(record);
        assertTrue(sgf.contains(";CLAIM[W])"), sgf);
        assertTrue(sgf.contains("RE[W+F]"), sgf);
        assertEquals(record, GomokuSgf.read(sgf).recordOrThrow());
    }

    @Test
    void setUp_abAwInTheRoot_isTheStart_bothWays() {
        GomokuReplay replay = GomokuSgf.read("(;GM[4]SZ[15]RU[Gomoku]AB[hh][ii]AW[gg:gh];W[aa];B[oo])");
        assertTrue(replay.clean(), warnings(replay).toString());
        GomokuState start = replay.start();
        assertEquals(Stone.BLACK, start.stone(RenjuNotation.point(15, "h8")));
        assertEquals(Stone.BLACK, start.stone(RenjuNotation.point(15, "i7")));
        assertEquals(Stone.WHITE, start.stone(RenjuNotation.point(15, "g9")));
        assertEquals(Stone.WHITE, start.stone(RenjuNotation.point(15, "g8")));
        assertEquals(Stone.WHITE_SIDE, start.toMove(), "the first move is white's");
        assertEquals(4, start.ply());
        GameRecord record = replay.recordOrThrow();
        String sgf = GomokuSgf.write(record);
        assertTrue(sgf.contains("PL[W]"), sgf);
        assertEquals(record, GomokuSgf.read(sgf).recordOrThrow());
        assertEquals(record, JSON.recordFromJson(JSON.recordToJson(record)));
        assertThrows(IllegalArgumentException.class, () -> RenjuMoveList.write(record));
        GomokuReplay pl = GomokuSgf.read("(;GM[4]AB[hh]PL[B])");
        assertEquals(Stone.BLACK_SIDE, pl.start().toMove());
        assertEquals(Stone.WHITE_SIDE, GomokuSgf.read("(;GM[4]AB[hh])").start().toMove(), "black has one more");
    }

    /** Every SZ that is not a Gomoku board here is an error naming the value and the range, as for Go. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "15.5 | not a whole number", "fifteen | not a whole number", "'' | not a whole number",
            "99999999999999999999 | out of range", "2147483647 | out of range", "0 | out of range",
            "4 | out of range", "27 | out of range", "-15 | negative",
            "15:13 | the board is not square (15 columns, 13 rows)"})
    void sizeThatIsNoGomokuBoard_isAnErrorNamingValueAndRange(String value, String problem) {
        SgfException e = assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4]SZ[" + value + "];B[hh])"));
        assertEquals("1:10: SZ[" + value + "]: " + problem
                + "; Tabula plays Gomoku on square boards from 5x5 to 26x26 (SZ[5] to SZ[26])", e.getMessage());
    }

    @Test
    void malformed_notGomoku_orNoBoardTabulaPlays_isAnError() {
        SgfException go = assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[1]SZ[19];B[dd])"));
        assertTrue(go.getMessage().contains("GM[1]: not a game of Gomoku"), go.getMessage());
        assertTrue(go.getMessage().startsWith("1:5: "), go.getMessage());
        assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4]SZ[15:13])"));
        SgfException big = assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4]SZ[30])"));
        assertTrue(big.getMessage().contains("5x5 to 26x26"), big.getMessage());
        assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4]SZ[fifteen])"));
        assertThrows(SgfException.class, () -> GomokuSgf.read("no game tree here"));
        SgfException later = assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4];B[hh];AB[aa])"));
        assertTrue(later.getMessage().contains("set-up (AB) after move 1"), later.getMessage());
        SgfException badSetUp = assertThrows(SgfException.class, () -> GomokuSgf.read("(;GM[4]AB[zz])"));
        assertTrue(badSetUp.getMessage().contains("off the 15x15 board"), badSetUp.getMessage());
        SgfException twoFives = assertThrows(SgfException.class,
                () -> GomokuSgf.read("(;GM[4]AB[aa:ea]AW[ac:ec])"));
        assertTrue(twoFives.getMessage().contains("not a Gomoku position"), twoFives.getMessage());
    }

    @Test
    void malformed_movesStopTheReplayWithNumberPlaceAndReason() {
        GomokuReplay bad = GomokuSgf.read("(;GM[4]SZ[15]\n;B[hh]\n;W[zz]\n;B[ii])");
        IllegalRecordMove m = bad.illegal().orElseThrow();
        assertEquals(2, m.moveNumber());
        assertEquals("W[zz]", m.text());
        assertEquals(CommonReason.UNREADABLE, m.reason());
        assertEquals(3, m.line());
        assertEquals(3, m.column());
        assertEquals(1, bad.moves().size());
        GomokuRecordException e = assertThrows(GomokuRecordException.class, bad::recordOrThrow);
        assertTrue(e.getMessage().startsWith("move 2 (W[zz]) at 3:3: "), e.getMessage());

        IllegalRecordMove turn = GomokuSgf.read("(;GM[4];B[hh];B[ii])").illegal().orElseThrow();
        assertEquals(CommonReason.NOT_YOUR_TURN, turn.reason());
        assertEquals(2, turn.moveNumber());
        IllegalRecordMove occupied = GomokuSgf.read("(;GM[4];B[hh];W[hh])").illegal().orElseThrow();
        assertEquals(CommonReason.OCCUPIED, occupied.reason());
        GameDefinition illegal = MODULE.define("renju", Map.of("forbiddenMoves", "illegal"));
        String sgf = GomokuSgf.write(RenjuMoveList.parse(illegal, "f8 a1 h8 a2 g7 a3 g9 a4"))
                .replace(")\n", "\n;B[gh])\n");
        IllegalRecordMove forbidden = GomokuSgf.read(sgf).illegal().orElseThrow();
        assertEquals(Forbidden.FORBIDDEN_DOUBLE_THREE, forbidden.reason());
        assertEquals(9, forbidden.moveNumber());
    }

    @Test
    void renjuOpeningRuleNames_readAsRenjuInFreePlay() {
        for (String ru : new String[] {"Yamaguchi", "Soosorv-8", "Soosõrv", "Taraguchi-10", "Tarannikov", "RIF"}) {
            GameDefinition definition = GomokuSgf.definition(SgfParser.parse(
                    "(;GM[4]FF[4]SZ[15]RU[" + ru + "];B[hh];W[hg])").first());
            assertEquals("renju", definition.variant(), ru);
        }
    }
}
