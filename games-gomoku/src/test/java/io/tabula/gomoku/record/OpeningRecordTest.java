package io.tabula.gomoku.record;

import static io.tabula.gomoku.record.RenjuMoveListTest.JSON;
import static io.tabula.gomoku.record.RenjuMoveListTest.MODULE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.rules.GomokuIllegal;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfWarning;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Records of games with opening protocols: move list, SGF and JSON, both ways, and their errors. */
class OpeningRecordTest {

    static GameDefinition define(String variant, String opening, String... more) {
        Map<String, String> options = new HashMap<>();
        options.put("opening", opening);
        for (int i = 0; i < more.length; i += 2) {
            options.put(more[i], more[i + 1]);
        }
        return MODULE.define(variant, options);
    }

    static final GameDefinition RIF = define("renju", "rif");

    /** One scripted game per protocol, with every kind of action the protocol has. */
    static Stream<Arguments> scriptedGames() {
        return Stream.of(
                Arguments.of(RIF, "h8 h9 j10 swap i9 offer g7 j7 choose j7 k5 a1"),
                Arguments.of(define("renju", "rif"), "h8 i9 j8 pass offer f6 g6 choose g6 pass"),
                Arguments.of(define("renju", "yamaguchi"), "h8 h9 j10 declare 3 swap i9 offer f6 g7 j7 choose g7 k5"),
                Arguments.of(define("renju", "soosorv"), "h8 h9 j10 i9 declare 2 swap offer g7 j7 choose j7 k5"),
                Arguments.of(define("renju", "soosorv", "openingOffers", "4"),
                        "h8 h9 j10 swap i9 declare 4 offer a1 b1 c1 d1 choose c1 k5"),
                Arguments.of(define("freestyle", "taraguchi"),
                        "h8 swap h9 j10 i9 offer a1 b1 c1 d1 e1 f1 g1 a2 b2 c2 choose e1 k5 l4"),
                Arguments.of(define("renju", "taraguchi", "openingOffers", "3"),
                        "h8 h9 swap j10 i9 swap g6 swap k5 l4"),
                Arguments.of(define("freestyle", "tarannikov"), "h8 swap h9 j10 swap i9 i7 swap k5 a1"),
                Arguments.of(define("freestyle", "swap"), "a1 b2 c3 swap d4 e5"),
                Arguments.of(define("freestyle", "swap"), "a1 b2 c3 d4 e5"),
                Arguments.of(define("freestyle", "swap2"), "a1 b2 c3 balance d4 e5 keep f6 g7"),
                Arguments.of(define("freestyle", "swap2"), "a1 b2 c3 balance d4 e5 swap f6 g7"),
                Arguments.of(define("freestyle", "swap2"), "a1 b2 c3 swap d4 e5"),
                Arguments.of(define("freestyle", "pro"), "h8 a1 a15 b2 c3"),
                Arguments.of(define("freestyle", "long-pro"), "h8 h9 a15 b2"),
                Arguments.of(define("freestyle", "centre"), "h8 a1"));
    }

    @ParameterizedTest
    @MethodSource("scriptedGames")
    void scriptedGame_roundTripsThroughMoveListSgfAndJson(GameDefinition definition, String list) {
        GomokuReplay read = RenjuMoveList.read(definition, list);
        assertTrue(read.clean(), definition + ": " + read.illegal());
        GameRecord record = read.recordOrThrow();
        assertEquals(list, RenjuMoveList.write(record));
        assertRoundTrips(record);
    }

    /** The record through move list, SGF and JSON, each read back to an equal record and final state. */
    static void assertRoundTrips(GameRecord record) {
        GameDefinition definition = record.definition();
        GameState last = record.last();
        // move list
        String list = RenjuMoveList.write(record);
        GomokuReplay fromList = RenjuMoveList.read(definition, list);
        assertTrue(fromList.clean(), definition + " " + list + ": " + fromList.illegal());
        assertEquals(record, fromList.record(), list);
        assertEquals(last, fromList.last(), list);
        GomokuReplay fromHeaded = RenjuMoveList.read(RenjuMoveList.writeWithDefinition(record));
        assertEquals(record, fromHeaded.recordOrThrow());
        // SGF
        String sgf = GomokuSgf.write(record);
        SgfParse parse = SgfParser.parse(sgf);
        assertEquals(List.of(), parse.warnings(), sgf);
        assertEquals(GomokuSgf.toTree(record, Map.of()), parse.first(), "the tree written is the tree read");
        GomokuReplay fromSgf = GomokuSgf.replay(parse);
        assertTrue(fromSgf.clean(), sgf + "\n" + fromSgf.warnings().stream().map(SgfWarning::toString).toList());
        assertEquals(List.of(), fromSgf.warnings(), sgf);
        assertEquals(definition, fromSgf.definition(), sgf);
        assertEquals(record, fromSgf.record(), sgf);
        assertEquals(last, fromSgf.last(), sgf);
        // JSON
        String json = JSON.recordToJson(record);
        GameRecord fromJson = JSON.recordFromJson(json);
        assertEquals(record, fromJson, json);
        assertEquals(last, fromJson.last(), json);
        assertEquals(list, RenjuMoveList.write(fromJson));
        assertEquals(sgf, GomokuSgf.write(fromJson));
    }

    static List<GameDefinition> protocols() {
        return List.of(define("renju", "rif"), define("renju", "yamaguchi"), define("renju", "soosorv"),
                define("renju", "taraguchi"), define("freestyle", "tarannikov"), define("freestyle", "swap"),
                define("freestyle", "swap2"), define("freestyle", "pro"), define("standard", "long-pro", "size", "9"),
                define("renju", "yamaguchi", "size", "9", "offerSymmetry", "pattern"),
                define("freestyle", "swap2", "size", "7", "pass", "true"),
                define("renju", "soosorv", "forbiddenMoves", "claim", "openingOffers", "3"),
                define("caro", "taraguchi", "size", "11", "openingOffers", "5"));
    }

    @Property(tries = 8)
    void seededRandomGames_everyProtocol_roundTrip(@ForAll long seed) {
        for (GameDefinition definition : protocols()) {
            GameRecord record = RenjuMoveListTest.randomGame(definition, seed, 120);
            assertRoundTrips(record);
        }
    }

    @Test
    void seededRandomGames_coverEveryOpeningAction() {
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            for (GameDefinition definition : protocols()) {
                GameRecord record = RenjuMoveListTest.randomGame(definition, seed, 12);
                record.moves().forEach(m -> seen.add(m.getClass()));
                if (seed % 8 == 0) {
                    assertRoundTrips(record);
                }
            }
        }
        for (Class<?> kind : List.of(GomokuMove.Swap.class, GomokuMove.Keep.class, GomokuMove.Declare.class,
                GomokuMove.Offer.class, GomokuMove.Choose.class, GomokuMove.Balance.class, GomokuMove.Place.class)) {
            assertTrue(seen.contains(kind), kind.getSimpleName() + " never played in " + seen);
        }
    }

    // ---------------------------------------------------------------- formats

    @Test
    void sgf_rifGame_exactText_andOtherToolsSeeTheStones() {
        GameRecord record = RenjuMoveList.parse(RIF, "h8 h9 j10 swap i9 offer j7 g7 choose j7 k5");
        String sgf = GomokuSgf.write(record);
        assertEquals("(;FF[4]GM[4]CA[UTF-8]AP[Tabula:0.1.0]SZ[15]RU[Renju]TABULA[" + RIF.text() + "]\n"
                + ";B[hh]\n;W[hg]\n;B[jf]\n;SWAP[]\n;W[ig]\n;OFFER[gi][ji]\n;B[ji]CHOOSE[]\n;W[kk])\n", sgf);
        // A tool that ignores the private properties sees black and white stones alternate.
        String plain = sgf.replace("SWAP[]", "").replace("OFFER[gi][ji]", "").replace("CHOOSE[]", "")
                .replaceAll("TABULA\\[[^]]*]", "").replace("\n;\n", "\n");
        GomokuReplay free = GomokuSgf.read(plain);
        assertTrue(free.clean(), free.illegal().toString());
        assertEquals(((GomokuState) record.last()).cells().length, free.last().cells().length);
        assertTrue(java.util.Arrays.equals(((GomokuState) record.last()).cells(), free.last().cells()),
                "the same stones: " + plain);
    }

    @Test
    void sgf_swap2Balance_isAWhiteThenABlackNode() {
        GameDefinition swap2 = define("freestyle", "swap2");
        GameRecord record = RenjuMoveList.parse(swap2, "a1 b2 c3 balance d4 e5 keep f6");
        String sgf = GomokuSgf.write(record);
        assertTrue(sgf.contains(";W[dl]BALANCE[]\n;B[ek]\n;KEEP[]\n;W[fj])"), sgf);
        assertEquals(record, GomokuSgf.read(sgf).recordOrThrow());
    }

    @Test
    void sgf_declare_isTheDeclareProperty() {
        GameDefinition yamaguchi = define("renju", "yamaguchi");
        GameRecord record = RenjuMoveList.parse(yamaguchi, "h8 h9 j10 declare 2 i9 offer g7 j7 choose g7");
        String sgf = GomokuSgf.write(record);
        assertTrue(sgf.contains(";DECLARE[2]\n;W[ig]\n;OFFER[gi][ji]\n;B[gi]CHOOSE[])"), sgf);
        assertTrue(sgf.contains("TABULA[" + yamaguchi.text() + "]"), sgf);
        assertEquals(record, GomokuSgf.read(sgf).recordOrThrow());
    }

    @Test
    void moveList_offersInAnyOrderAndCase_areWrittenInPointOrder() {
        GameRecord record = RenjuMoveList.parse(RIF, "H8 H9 J10\nSWAP I9\nOFFER J7 G7\nCHOOSE J7");
        assertEquals("h8 h9 j10 swap i9 offer g7 j7 choose j7", RenjuMoveList.write(record));
        assertEquals(7, record.moves().size(), "each action is one move");
        assertEquals(new GomokuMove.Offer(List.of(RenjuMoveListTest.pt(RIF, "j7"), RenjuMoveListTest.pt(RIF, "g7"))),
                record.moves().get(6 - 1));
    }

    @Test
    void moveList_withDefinition_carriesTheRules() {
        GameRecord record = RenjuMoveList.parse(RIF, "h8 h9 j10 swap i9 offer g7 j7 choose j7 k5");
        String text = RenjuMoveList.writeWithDefinition(record);
        assertEquals(RIF.text() + "\nh8 h9 j10 swap i9 offer g7 j7 choose j7 k5", text);
        GomokuReplay replay = RenjuMoveList.read(text);
        assertEquals(RIF, replay.definition());
        assertEquals(record.last(), replay.last());
        assertEquals(record, RenjuMoveList.parse(RIF, text), "the same definition is accepted");
        GomokuRecordException other = assertThrows(GomokuRecordException.class,
                () -> RenjuMoveList.read(define("renju", "yamaguchi"), text));
        assertTrue(other.getMessage().contains("names the rules " + RIF.text() + " at 1:1"), other.getMessage());
        GomokuRecordException none = assertThrows(GomokuRecordException.class, () -> RenjuMoveList.read("h8 h9"));
        assertTrue(none.getMessage().contains("does not begin with its rules"), none.getMessage());
        GomokuRecordException bad = assertThrows(GomokuRecordException.class,
                () -> RenjuMoveList.read("gomoku(opening=martian) h8"));
        assertTrue(bad.getMessage().contains("is not a Gomoku definition"), bad.getMessage());
    }

    @Test
    void json_recordWithOpeningActions_keepsThemAsNotation() {
        GameRecord record = RenjuMoveList.parse(RIF, "h8 h9 j10 swap i9 offer g7 j7 choose j7 k5");
        String json = JSON.recordToJson(record);
        assertTrue(json.contains("\"swap\", \"i9\", \"offer g7 j7\", \"choose j7\""), json);
        assertEquals(record, JSON.recordFromJson(json));
        // a record stopped inside the opening keeps its state (the offers white chooses from)
        GameRecord atChoice = record.truncated(6);
        GameRecord back = JSON.recordFromJson(JSON.recordToJson(atChoice));
        assertEquals(atChoice.last(), back.last());
        assertEquals("choose", ((GomokuState) back.last()).openingStep());
        TabulaException e = assertThrows(TabulaException.class,
                () -> JSON.recordFromJson(json.replace("choose j7", "choose k4")));
        assertTrue(e.getMessage().contains("record move 7 'choose k4'") && e.getMessage().contains("NOT_OFFERED"), e.getMessage());
    }

    // ---------------------------------------------------------------- malformed move lists

    @Test
    void moveList_offerWithNoPoints_isUnreadable() {
        IllegalRecordMove m = RenjuMoveList.read(RIF, "h8 h9 j10 i9 offer choose g7").illegal().orElseThrow();
        assertEquals(5, m.moveNumber());
        assertEquals("offer", m.text());
        assertEquals(CommonReason.UNREADABLE, m.reason());
        assertEquals(14, m.column());
        assertTrue(m.detail().contains("'offer' names no points"), m.detail());
        IllegalRecordMove end = RenjuMoveList.read(RIF, "h8 h9 j10 i9 offer").illegal().orElseThrow();
        assertEquals("offer", end.text());
        assertEquals(CommonReason.UNREADABLE, end.reason());
    }

    @Test
    void moveList_offerOffTheBoard_namesTheWord() {
        GomokuRecordException e = assertThrows(GomokuRecordException.class,
                () -> RenjuMoveList.parse(RIF, "h8 h9 j10 i9 offer g7 p7 choose g7"));
        assertEquals("move 5 (offer g7 p7) at 1:23: word 3 of offer: 'p7' is not on the 15x15 board "
                + "(columns a-o, rows 1-15) (UNREADABLE)", e.getMessage());
    }

    @Test
    void moveList_offerOfTheWrongCount_isBadOffer() {
        IllegalRecordMove three = RenjuMoveList.read(RIF, "h8 h9 j10 i9 offer g7 j7 k5").illegal().orElseThrow();
        assertEquals(GomokuIllegal.BAD_OFFER, three.reason());
        assertEquals("offer g7 j7 k5", three.text());
        IllegalRecordMove one = RenjuMoveList.read(define("renju", "yamaguchi"),
                "h8 h9 j10 declare 2 i9 offer g7 choose g7").illegal().orElseThrow();
        assertEquals(GomokuIllegal.BAD_OFFER, one.reason());
        assertEquals(6, one.moveNumber());
    }

    @Test
    void moveList_chooseOfAPointNotOffered_isNotOffered() {
        GomokuReplay replay = RenjuMoveList.read(RIF, "h8 h9 j10 i9 offer g7 j7 choose k4 k5");
        IllegalRecordMove m = replay.illegal().orElseThrow();
        assertEquals(6, m.moveNumber());
        assertEquals("choose k4", m.text());
        assertEquals(GomokuIllegal.NOT_OFFERED, m.reason());
        assertEquals(26, m.column());
        assertTrue(m.detail().contains("g7") && m.detail().contains("j7"), m.detail());
        assertEquals(5, replay.moves().size());
        assertEquals("choose", replay.last().openingStep());
    }

    @Test
    void moveList_swapWhereNotAllowed_isNotAllowedNow() {
        IllegalRecordMove early = RenjuMoveList.read(RIF, "h8 swap").illegal().orElseThrow();
        assertEquals(2, early.moveNumber());
        assertEquals("swap", early.text());
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, early.reason());
        IllegalRecordMove free = RenjuMoveList.read(MODULE.define("renju", Map.of()), "h8 swap").illegal()
                .orElseThrow();
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, free.reason());
        IllegalRecordMove twice = RenjuMoveList.read(RIF, "h8 h9 j10 swap swap").illegal().orElseThrow();
        assertEquals(5, twice.moveNumber());
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, twice.reason());
        IllegalRecordMove keep = RenjuMoveList.read(define("freestyle", "swap2"), "a1 b2 c3 keep").illegal()
                .orElseThrow();
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, keep.reason());
    }

    @Test
    void moveList_truncatedOrMalformedActions() {
        GameDefinition yamaguchi = define("renju", "yamaguchi");
        IllegalRecordMove declare = RenjuMoveList.read(yamaguchi, "h8 h9 j10 declare").illegal().orElseThrow();
        assertEquals(CommonReason.UNREADABLE, declare.reason());
        assertTrue(declare.detail().contains("the list ends inside 'declare'"), declare.detail());
        IllegalRecordMove word = RenjuMoveList.read(yamaguchi, "h8 h9 j10 declare two").illegal().orElseThrow();
        assertEquals("declare two", word.text());
        assertTrue(word.detail().contains("whole number"), word.detail());
        IllegalRecordMove range = RenjuMoveList.read(yamaguchi, "h8 h9 j10 declare 99").illegal().orElseThrow();
        assertEquals(GomokuIllegal.BAD_DECLARATION, range.reason());
        IllegalRecordMove balance = RenjuMoveList.read(define("freestyle", "swap2"), "a1 b2 c3 balance d4")
                .illegal().orElseThrow();
        assertEquals(CommonReason.UNREADABLE, balance.reason());
        assertEquals("balance d4", balance.text());
        IllegalRecordMove choose = RenjuMoveList.read(RIF, "h8 h9 j10 i9 offer g7 j7 choose pass").illegal()
                .orElseThrow();
        assertEquals("choose pass", choose.text());
        assertEquals(CommonReason.UNREADABLE, choose.reason());
        assertTrue(choose.detail().contains("'pass' is not a point"), choose.detail());
        IllegalRecordMove area = RenjuMoveList.read(RIF, "h8 a1").illegal().orElseThrow();
        assertEquals(GomokuIllegal.OUTSIDE_OPENING_AREA, area.reason());
    }

    // ---------------------------------------------------------------- malformed SGF

    private static final String RIF_ROOT = "(;GM[4]SZ[15]RU[Renju]TABULA[" + RIF.text() + "]";

    private static IllegalRecordMove sgfIllegal(String moves) {
        GomokuReplay replay = GomokuSgf.read(RIF_ROOT + moves + ")");
        assertFalse(replay.clean(), moves);
        IllegalRecordMove m = replay.illegal().orElseThrow();
        assertTrue(replay.warnings().stream().anyMatch(w -> w.toString().contains(m.describe())), m.describe());
        return m;
    }

    @Test
    void sgf_unknownPrivatePropertyValues_areUnreadable() {
        IllegalRecordMove swap = sgfIllegal(";B[hh];W[hg];B[jf];SWAP[yes]");
        assertEquals(4, swap.moveNumber());
        assertEquals(CommonReason.UNREADABLE, swap.reason());
        assertTrue(swap.detail().contains("SWAP[yes]: SWAP takes no value; write SWAP[]"), swap.detail());
        IllegalRecordMove offer = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi][zz]");
        assertEquals("OFFER[gi][zz]", offer.text());
        assertEquals(CommonReason.UNREADABLE, offer.reason());
        assertTrue(offer.detail().contains("[zz] of OFFER[gi][zz]"), offer.detail());
        IllegalRecordMove empty = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[]");
        assertTrue(empty.detail().contains("an offer names its points"), empty.detail());
        GomokuReplay yamaguchi = GomokuSgf.read("(;GM[4]TABULA[" + define("renju", "yamaguchi").text()
                + "];B[hh];W[hg];B[jf];DECLARE[two])");
        IllegalRecordMove declare = yamaguchi.illegal().orElseThrow();
        assertEquals(CommonReason.UNREADABLE, declare.reason());
        assertTrue(declare.detail().contains("DECLARE[two]: a declaration is a whole number"), declare.detail());
        IllegalRecordMove choose = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi][ji];B[gi]CHOOSE[gi]");
        assertTrue(choose.detail().contains("CHOOSE takes no value"), choose.detail());
    }

    @Test
    void sgf_chooseOfAPointNotOffered_andUnmarkedChoice() {
        IllegalRecordMove m = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi][ji];B[kl]CHOOSE[]");
        assertEquals(6, m.moveNumber());
        assertEquals("B[kl]CHOOSE[]", m.text());
        assertEquals(GomokuIllegal.NOT_OFFERED, m.reason());
        IllegalRecordMove unmarked = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi][ji];B[gi]");
        assertEquals(CommonReason.NOT_YOUR_TURN, unmarked.reason());
        IllegalRecordMove alone = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi][ji];CHOOSE[]");
        assertEquals(CommonReason.UNREADABLE, alone.reason());
        assertTrue(alone.detail().contains("goes with B[p] in the same node"), alone.detail());
    }

    @Test
    void sgf_swapOrOfferWhereNotAllowed() {
        IllegalRecordMove swap = sgfIllegal(";B[hh];SWAP[]");
        assertEquals(2, swap.moveNumber());
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, swap.reason());
        IllegalRecordMove offer = sgfIllegal(";B[hh];W[hg];OFFER[gi][ji]");
        assertEquals(GomokuIllegal.NOT_ALLOWED_NOW, offer.reason());
        IllegalRecordMove count = sgfIllegal(";B[hh];W[hg];B[jf];W[ig];OFFER[gi]");
        assertEquals(GomokuIllegal.BAD_OFFER, count.reason());
    }

    @Test
    void sgf_balanceWithoutItsBlackStone() {
        String root = "(;GM[4]TABULA[" + define("freestyle", "swap2").text() + "];B[ao];W[bn];B[cm]";
        IllegalRecordMove last = GomokuSgf.read(root + ";W[dl]BALANCE[])").illegal().orElseThrow();
        assertEquals(CommonReason.UNREADABLE, last.reason());
        assertTrue(last.detail().contains("there is no next node"), last.detail());
        IllegalRecordMove white = GomokuSgf.read(root + ";W[dl]BALANCE[];W[ek])").illegal().orElseThrow();
        assertTrue(white.detail().contains("the next node has no B"), white.detail());
        IllegalRecordMove crowded = GomokuSgf.read(root + ";W[dl]BALANCE[];B[ek]SWAP[])").illegal().orElseThrow();
        assertTrue(crowded.detail().contains("SWAP in the node of a balance's black stone"), crowded.detail());
        IllegalRecordMove same = GomokuSgf.read(root + ";W[dl]BALANCE[];B[dl])").illegal().orElseThrow();
        assertEquals(CommonReason.OCCUPIED, same.reason());
        assertEquals("W[dl]BALANCE[];B[dl]", same.text());
    }

    @Test
    void sgf_definitionIsKeptInTheRoot_forEveryProtocol() {
        for (GameDefinition definition : protocols()) {
            GameRecord empty = GameRecord.of(definition);
            GomokuReplay back = GomokuSgf.read(GomokuSgf.write(empty));
            assertEquals(definition, back.definition());
            assertEquals(empty.start(), back.start());
        }
        List<Move> none = List.of();
        assertEquals(none, GomokuSgf.read(GomokuSgf.write(GameRecord.of(RIF))).moves());
    }
}
