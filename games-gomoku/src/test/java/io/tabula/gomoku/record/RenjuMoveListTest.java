package io.tabula.gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.RandomAgent;
import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuIllegal;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.json.TabulaJson;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class RenjuMoveListTest {
    static final GomokuModule MODULE = new GomokuModule();
    static final TabulaJson JSON = new TabulaJson(GameRegistry.of(MODULE));

    /** The definitions the round trips play: renju (with each forbidden-move treatment) and freestyle, and more. */
    static List<GameDefinition> definitions() {
        return List.of(
                MODULE.define("renju", Map.of()),
                MODULE.define("renju", Map.of("forbiddenMoves", "claim")),
                MODULE.define("renju", Map.of("forbiddenMoves", "illegal", "size", "9")),
                MODULE.define("freestyle", Map.of()),
                MODULE.define("freestyle", Map.of("size", "7", "pass", "true")),
                MODULE.define("standard", Map.of("size", "9")),
                MODULE.define("caro", Map.of("size", "11")));
    }

    /** A seeded random game, played to its end or {@code maxPlies}. */
    static GameRecord randomGame(GameDefinition definition, long seed, int maxPlies) {
        RandomAgent agent = new RandomAgent(seed);
        GameState state = definition.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.outcome().isOver() && moves.size() < maxPlies) {
            Move move = agent.choose(state);
            moves.add(move);
            state = state.apply(move);
        }
        return new GameRecord(definition, definition.newGame(), moves);
    }

    static int pt(GameDefinition definition, String text) {
        return RenjuNotation.point(((GomokuState) definition.newGame()).size(), text);
    }

    @Test
    void write_usesRenjuNotationWithPassAndClaim() {
        GameDefinition renju = MODULE.define("renju", Map.of());
        GameRecord record = new GameRecord(renju, renju.newGame(), List.of(new GomokuMove.Place(pt(renju, "h8")),
                new GomokuMove.Place(pt(renju, "i9")), GomokuMove.PASS, GomokuMove.PASS));
        assertEquals("h8 i9 pass pass", RenjuMoveList.write(record));
        assertEquals("", RenjuMoveList.write(GameRecord.of(renju)));
    }

    @Test
    void parse_readsPointsFromTheBottomLeft_ignoringCaseAndBlanks() {
        GameDefinition renju = MODULE.define("renju", Map.of());
        GameRecord record = RenjuMoveList.parse(renju, "  H8\ti9\n\n j10  ");
        assertEquals(List.of(new GomokuMove.Place(7 * 15 + 7), new GomokuMove.Place(8 * 15 + 8),
                new GomokuMove.Place(9 * 15 + 9)), record.moves());
        GomokuState last = (GomokuState) record.last();
        assertEquals(Stone.BLACK, last.stone(9 * 15 + 9));
        assertEquals(Stone.WHITE_SIDE, last.toMove());
        assertEquals("h8 i9 j10", RenjuMoveList.write(record));
    }

    @Test
    void parse_claim_underForbiddenMovesClaim() {
        GameDefinition claim = MODULE.define("renju", Map.of("forbiddenMoves", "claim"));
        // black f8 h8 and g7 g9 around g8: g8 makes a double three, white claims it
        GameRecord record = RenjuMoveList.parse(claim, "f8 a1 h8 a2 g7 a3 g9 a4 g8 claim");
        assertEquals(GomokuMove.CLAIM, record.moves().get(record.moves().size() - 1));
        assertTrue(record.last().outcome().isOver());
        assertEquals(Stone.WHITE_SIDE, record.last().outcome().winner().orElseThrow());
        assertEquals("f8 a1 h8 a2 g7 a3 g9 a4 g8 claim", RenjuMoveList.write(record));
    }

    @Property(tries = 40)
    void roundTrip_seededRandomGames_throughTheMoveListAndJson(@ForAll long seed) {
        for (GameDefinition definition : definitions()) {
            GameRecord record = randomGame(definition, seed, 400);
            String text = RenjuMoveList.write(record);
            GameRecord back = RenjuMoveList.parse(definition, text);
            assertEquals(record, back, definition + " seed " + seed);
            assertEquals(record.last(), back.last());
            GameRecord viaJson = JSON.recordFromJson(JSON.recordToJson(back));
            assertEquals(record, viaJson, "JSON: " + definition + " seed " + seed);
            assertEquals(text, RenjuMoveList.write(viaJson));
        }
    }

    @Test
    void read_occupiedPoint_reportsItsIndexAndReason_andKeepsTheMovesBefore() {
        GameDefinition renju = MODULE.define("renju", Map.of());
        GomokuReplay replay = RenjuMoveList.read(renju, "h8 i9 j10 i9 k11");
        assertFalse(replay.clean());
        IllegalRecordMove illegal = replay.illegal().orElseThrow();
        assertEquals(4, illegal.moveNumber());
        assertEquals("i9", illegal.text());
        assertEquals(CommonReason.OCCUPIED, illegal.reason());
        assertEquals(1, illegal.line());
        assertEquals(11, illegal.column());
        assertEquals(3, replay.moves().size());
        assertEquals(4, replay.states().size());
        GomokuRecordException e = assertThrows(GomokuRecordException.class, () -> RenjuMoveList.parse(renju,
                "h8 i9 j10 i9 k11"));
        assertEquals("move 4 (i9) at 1:11: the point is occupied (OCCUPIED)", e.getMessage());
        assertEquals(illegal, e.illegal().orElseThrow());
    }

    @Test
    void read_unreadableAndOffBoardMoves_areUnreadable() {
        GameDefinition freestyle = MODULE.define("freestyle", Map.of());
        IllegalRecordMove word = RenjuMoveList.read(freestyle, "h8\nfoo").illegal().orElseThrow();
        assertEquals(2, word.moveNumber());
        assertEquals(CommonReason.UNREADABLE, word.reason());
        assertEquals(2, word.line());
        assertEquals(1, word.column());
        assertTrue(word.detail().contains("'foo' is not a point"), word.detail());
        IllegalRecordMove off = RenjuMoveList.read(freestyle, "h8 p16").illegal().orElseThrow();
        assertEquals(CommonReason.UNREADABLE, off.reason());
        assertTrue(off.detail().contains("not on the 15x15 board"), off.detail());
    }

    @Test
    void read_passAndClaimWhereTheRulesForbidThem() {
        GameDefinition freestyle = MODULE.define("freestyle", Map.of());
        assertEquals(GomokuIllegal.PASS_NOT_ALLOWED, RenjuMoveList.read(freestyle, "h8 pass").illegal().orElseThrow()
                .reason());
        GameDefinition renju = MODULE.define("renju", Map.of());
        IllegalRecordMove claim = RenjuMoveList.read(renju, "h8 claim").illegal().orElseThrow();
        assertEquals(GomokuIllegal.CLAIM_NOT_ALLOWED, claim.reason());
        assertEquals(2, claim.moveNumber());
    }

    @Test
    void read_forbiddenMoveUnderIllegal_reportsTheRenjuReason() {
        GameDefinition illegal = MODULE.define("renju", Map.of("forbiddenMoves", "illegal"));
        IllegalRecordMove m = RenjuMoveList.read(illegal, "f8 a1 h8 a2 g7 a3 g9 a4 g8").illegal().orElseThrow();
        assertEquals(9, m.moveNumber());
        assertEquals(Forbidden.FORBIDDEN_DOUBLE_THREE, m.reason());
    }

    @Test
    void read_moveAfterTheEnd_isGameOver() {
        GameDefinition freestyle = MODULE.define("freestyle", Map.of());
        IllegalRecordMove m = RenjuMoveList.read(freestyle, "a1 b1 a2 b2 a3 b3 a4 b4 a5 o15").illegal().orElseThrow();
        assertEquals(10, m.moveNumber());
        assertEquals(CommonReason.GAME_OVER, m.reason());
    }

    @Test
    void write_setUpStartOrOtherGame_isRefused() {
        GameDefinition freestyle = MODULE.define("freestyle", Map.of());
        byte[] cells = new byte[225];
        cells[0] = Stone.BLACK;
        GameRecord setUp = new GameRecord(freestyle, GomokuState.of(freestyle, cells, Stone.WHITE_SIDE, 1), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RenjuMoveList.write(setUp));
        assertTrue(e.getMessage().contains("SGF or JSON"), e.getMessage());
    }
}
