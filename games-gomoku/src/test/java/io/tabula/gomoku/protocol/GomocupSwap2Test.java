package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * SWAP2BOARD, the Swap2 opening of the Gomocup 2020 experimental tournament, as its manager
 * sends it. Sessions run on a frozen ticker, so every estimate plays all its playouts and the
 * choices depend on the position and seed alone.
 */
class GomocupSwap2Test {
    static final GomokuModule MODULE = GomocupSessionTest.MODULE;
    static final String MOVE = "\\d+,\\d+";

    static GomocupSession started(long seed, int rule, int timeoutTurn) {
        return started(seed, rule, timeoutTurn, new FakeTicker());
    }

    static GomocupSession started(long seed, int rule, int timeoutTurn, FakeTicker ticker) {
        GomocupSession s = new GomocupSession(MODULE.define("freestyle", Map.of()), seed, ticker);
        assertEquals("OK", s.execute("START 15"));
        assertNull(s.execute("INFO rule " + rule));
        assertNull(s.execute("INFO timeout_turn " + timeoutTurn));
        return s;
    }

    /** Sends SWAP2BOARD, the stones and DONE; every line before DONE is silent. */
    static String swap2(GomocupSession s, String... stones) {
        assertNull(s.execute("SWAP2BOARD"));
        for (String stone : stones) {
            assertNull(s.execute(stone), stone);
        }
        return s.execute("DONE");
    }

    static int point(String xy) {
        int[] p = GomocupSessionTest.xy(xy);
        return GomocupSessionTest.point(p[0], p[1]);
    }

    static List<Integer> rules() {
        List<Integer> bits = new ArrayList<>(List.of(0, 1, 4));
        if (MODULE.options().variants().stream().anyMatch(v -> v.id().startsWith("caro"))) {
            bits.add(8);
        }
        return bits;
    }

    /** Plays {@code moves} from {@code start} (colours alternating from {@code first}), each checked empty and legal. */
    static byte[] checkedPlay(GomokuRules rules, byte[] start, byte first, List<String> moves) {
        byte[] cells = start.clone();
        byte colour = first;
        for (String move : moves) {
            int p = point(move);
            assertEquals(Stone.EMPTY, cells[p], move + " is occupied");
            if (colour == Stone.BLACK) {
                assertFalse(rules.forbidden(cells, p).isForbidden(), move + " is forbidden for black");
            }
            assertFalse(rules.makesFive(withStone(cells, p, colour), p, colour), move + " ends the opening with five");
            cells[p] = colour;
            colour = colour == Stone.BLACK ? Stone.WHITE : Stone.BLACK;
        }
        return cells;
    }

    private static byte[] withStone(byte[] cells, int p, byte colour) {
        byte[] copy = cells.clone();
        copy[p] = colour;
        return copy;
    }

    @Test
    void case1_answersThreeDistinctLegalStonesOnOneLine() {
        for (int rule : rules()) {
            for (long seed = 1; seed <= 3; seed++) {
                GomocupSession s = started(seed, rule, 1000);
                String answer = swap2(s);
                assertTrue(answer.matches(MOVE + " " + MOVE + " " + MOVE), answer);
                List<String> moves = List.of(answer.split(" "));
                assertEquals(3, new HashSet<>(moves).size(), answer);
                byte[] cells = checkedPlay(s.rules(), new byte[225], Stone.BLACK, moves);
                assertArrayEquals(cells, s.cells(), "the board is the position the answer leads to");
                assertEquals(Stone.EMPTY, s.own(), "the opener's colour is not settled yet");
                assertEquals(GomocupBrain.Swap2Option.OPEN, s.lastSwap2().option());
                for (String m : moves) {
                    int[] xy = GomocupSessionTest.xy(m);
                    assertTrue(Math.abs(xy[0] - 7) <= 2 && Math.abs(xy[1] - 7) <= 2, "near the centre: " + answer);
                }
            }
        }
    }

    @Test
    void case1_onTheSmallestBoard_staysOnTheBoard() {
        GomocupSession s = GomocupSessionTest.frozen(MODULE.define("freestyle", Map.of()), 4);
        assertEquals("OK", s.execute("START 5"));
        String answer = swap2(s);
        assertTrue(answer.matches(MOVE + " " + MOVE + " " + MOVE), answer);
        for (String m : answer.split(" ")) {
            int[] xy = GomocupSessionTest.xy(m);
            assertTrue(xy[0] < 5 && xy[1] < 5, answer);
        }
    }

    @Test
    void case2_answersSwapOrOneMoveOrTwoMoves_legalEachTime() {
        List<String[]> openings = List.of(
                new String[] {"7,7", "8,7", "9,9"}, // the announcement's example
                new String[] {"0,0", "7,7", "14,14"}, // white's centre, black's corners
                new String[] {"7,7", "0,0", "8,8"}, // black's connected two, white's corner
                new String[] {"6,6", "7,7", "8,6"});
        Set<GomocupBrain.Swap2Option> seen = new HashSet<>();
        for (int rule : rules()) {
            for (String[] stones : openings) {
                for (long seed = 1; seed <= 2; seed++) {
                    GomocupSession s = started(seed, rule, 1000);
                    String answer = swap2(s, stones);
                    assertTrue(answer.matches("SWAP|" + MOVE + "|" + MOVE + " " + MOVE), answer);
                    byte[] given = checkedPlay(s.rules(), new byte[225], Stone.BLACK, List.of(stones));
                    GomocupBrain.Swap2Option option = s.lastSwap2().option();
                    seen.add(option);
                    if (answer.equals("SWAP")) {
                        assertEquals(GomocupBrain.Swap2Option.SWAP, option);
                        assertArrayEquals(given, s.cells());
                        assertEquals(Stone.BLACK, s.own(), "a swap takes black");
                    } else {
                        List<String> moves = List.of(answer.split(" "));
                        assertArrayEquals(checkedPlay(s.rules(), given, Stone.WHITE, moves), s.cells());
                        assertEquals(moves.size() == 1 ? GomocupBrain.Swap2Option.STAY
                                : GomocupBrain.Swap2Option.PLACE_TWO, option);
                        assertEquals(moves.size() == 1 ? Stone.WHITE : Stone.EMPTY, s.own());
                    }
                }
            }
        }
        assertTrue(seen.contains(GomocupBrain.Swap2Option.SWAP), "black's strong two is swapped: " + seen);
        assertTrue(seen.contains(GomocupBrain.Swap2Option.STAY), "white's centre is kept: " + seen);
    }

    @Test
    void case2_clearCases_followTheEstimate() {
        GomocupSession strongBlack = started(1, 0, 1000);
        assertEquals("SWAP", swap2(strongBlack, "7,7", "0,0", "8,8"));
        assertTrue(strongBlack.lastSwap2().blackEstimate() > 0.5 + GomocupBrain.SWAP2_MARGIN);
        GomocupSession strongWhite = started(1, 0, 1000);
        assertTrue(swap2(strongWhite, "0,0", "7,7", "14,14").matches(MOVE), "stays white with the 4th stone");
        assertTrue(strongWhite.lastSwap2().blackEstimate() < 0.5 - GomocupBrain.SWAP2_MARGIN);
    }

    @Test
    void case3_answersSwapOrWhitesSixthStone() {
        List<String[]> positions = List.of(
                new String[] {"7,7", "8,7", "9,9", "8,8", "8,6"}, // the announcement's example
                new String[] {"7,7", "0,0", "8,8", "14,0", "9,9"}, // black's open three: black looks better
                new String[] {"0,0", "7,7", "14,14", "8,8", "0,14"});
        for (int rule : rules()) {
            for (String[] stones : positions) {
                GomocupSession s = started(3, rule, 1000);
                String answer = swap2(s, stones);
                assertTrue(answer.matches("SWAP|" + MOVE), answer);
                byte[] given = checkedPlay(s.rules(), new byte[225], Stone.BLACK, List.of(stones));
                if (answer.equals("SWAP")) {
                    assertArrayEquals(given, s.cells());
                    assertEquals(Stone.BLACK, s.own());
                } else {
                    assertArrayEquals(checkedPlay(s.rules(), given, Stone.WHITE, List.of(answer)), s.cells());
                    assertEquals(Stone.WHITE, s.own());
                }
            }
        }
        GomocupSession s = started(3, 1, 1000);
        assertEquals("SWAP", swap2(s, "7,7", "0,0", "8,8", "14,0", "9,9"), "black's open three (a VCF) is taken");
        GomocupSession t = started(3, 1, 1000);
        assertTrue(swap2(t, "0,0", "7,7", "14,14", "8,8", "0,14").matches(MOVE), "white's connected two is kept");
    }

    @Test
    void sameSeed_sameAnswers() {
        for (int rule : List.of(0, 4)) {
            List<String> first = null;
            for (int run = 0; run < 2; run++) {
                GomocupSession s = started(11, rule, 300);
                List<String> answers = new ArrayList<>();
                answers.add(swap2(s));
                answers.add(swap2(s, "7,7", "8,7", "9,9"));
                answers.add(swap2(s, "6,6", "7,7", "8,6"));
                answers.add(swap2(s, "7,7", "8,7", "9,9", "8,8", "8,6"));
                s.execute("BOARD");
                for (String line : List.of("7,7,2", "8,7,1", "9,9,2")) {
                    s.execute(line);
                }
                answers.add(s.execute("DONE"));
                if (first == null) {
                    first = answers;
                } else {
                    assertEquals(first, answers);
                }
            }
        }
    }

    @Test
    void answersWithinTheTurnTimeout_onItsOwnClock() {
        for (int timeout : List.of(0, 100, 300)) {
            FakeTicker ticker = GomocupSessionTest.ticking(5);
            GomocupSession s = started(5, 4, timeout, ticker);
            long thinking = s.thinkingMillis();
            for (String[] stones : List.of(new String[0], new String[] {"7,7", "8,7", "9,9"},
                    new String[] {"6,6", "7,7", "8,6"}, new String[] {"7,7", "8,7", "9,9", "8,8", "8,6"})) {
                long start = ticker.read();
                String answer = swap2(s, stones);
                long millis = (ticker.read() - start) / 1_000_000;
                assertFalse(answer.startsWith("ERROR"), answer);
                assertTrue(millis <= thinking, "thought " + millis + " ms of the ticker's time with timeout_turn "
                        + timeout + " (" + thinking + " ms to think)");
            }
        }
    }

    @Test
    void malformedSwap2Board_isAnsweredErrorAndTheBrainGoesOn() {
        GomocupSession fresh = GomocupSessionTest.frozen(MODULE.define("freestyle", Map.of()), 1);
        assertEquals("ERROR no board: send START first", fresh.execute("SWAP2BOARD"));
        GomocupSession s = started(2, 0, 300);
        assertTrue(s.execute("SWAP2BOARD 7,7").startsWith("ERROR SWAP2BOARD takes no arguments"));
        byte[] before = s.cells();

        // Wrong counts: 1, 2, 4 and 6 stones.
        for (int count : List.of(1, 2, 4, 6)) {
            List<String> stones = List.of("7,7", "8,7", "9,9", "8,8", "8,6", "6,8").subList(0, count);
            assertEquals("ERROR SWAP2BOARD takes 0, 3 or 5 stones, not " + count,
                    swap2(s, stones.toArray(new String[0])));
            assertArrayEquals(before, s.cells(), "a refused block changes nothing");
            assertFalse(s.engine().inBlock());
        }

        // Refused lines: silent like every block line, and the one answer at DONE is ERROR, not a choice.
        for (String bad : List.of("a,b", "7", "7,7,1", "15,3", "-1,3", "7,7")) {
            assertNull(s.execute("SWAP2BOARD"));
            assertNull(s.execute("7,7"));
            assertNull(s.execute("8,7"));
            assertNull(s.execute(bad), bad);
            assertNull(s.execute("9,9"));
            String done = s.execute("DONE");
            assertTrue(done.startsWith("ERROR SWAP2BOARD line 3: "), bad + " -> " + done);
            assertTrue(done.endsWith("; the whole SWAP2BOARD is refused"), done);
            if (bad.equals("7,7")) {
                assertEquals("ERROR SWAP2BOARD line 3: 7,7 is occupied; the whole SWAP2BOARD is refused", done);
            }
            if (bad.equals("15,3")) {
                assertEquals("ERROR SWAP2BOARD line 3: 15,3 is off the 15x15 board; the whole SWAP2BOARD is refused",
                        done);
            }
            assertArrayEquals(before, s.cells());
            assertFalse(s.engine().inBlock());
        }

        // A missing DONE: the block goes on and the next command is a refused line.
        assertNull(s.execute("SWAP2BOARD"));
        assertNull(s.execute("7,7"));
        assertNull(s.execute("BEGIN"));
        assertTrue(s.engine().inBlock());
        assertEquals("ERROR SWAP2BOARD line 2: expected x,y, not 'BEGIN'; the whole SWAP2BOARD is refused",
                s.execute("DONE"));
        assertNull(s.execute("BOARD"));
        assertNull(s.execute("BEGIN"));
        assertEquals("ERROR BOARD line 1: expected x,y,field, not 'BEGIN'; the whole BOARD is refused",
                s.execute("DONE"), "BOARD does the same");
        assertArrayEquals(before, s.cells());

        // Still working: every case answers, and DONE alone is refused again.
        assertTrue(s.execute("DONE").startsWith("ERROR DONE without BOARD"));
        assertTrue(swap2(s).matches(MOVE + " " + MOVE + " " + MOVE));
        assertTrue(swap2(s, "7,7", "8,7", "9,9").matches("SWAP|" + MOVE + "|" + MOVE + " " + MOVE));
        assertTrue(swap2(s, "7,7", "8,7", "9,9", "8,8", "8,6").matches("SWAP|" + MOVE));
    }

    @Test
    void endInsideSwap2Board_stops() throws java.io.IOException {
        StringWriter out = new StringWriter();
        GomocupSession s = GomocupSessionTest.frozen(MODULE.define("freestyle", Map.of()), 1);
        s.run(new StringReader("START 15\r\nSWAP2BOARD\r\n7,7\r\nEND\r\nBEGIN\r\n"), out);
        assertEquals("OK\n", out.toString());
        assertTrue(s.engine().stopped());
    }

    @Test
    void boardAfterSwap2Board_replacesTheSwap2Position() {
        GomocupSession s = started(6, 0, 300);
        swap2(s, "7,7", "8,7", "9,9");
        assertNull(s.execute("BOARD"));
        for (String line : List.of("3,3,1", "4,4,2", "5,5,1", "3,4,2")) {
            assertNull(s.execute(line));
        }
        String move = s.execute("DONE");
        assertTrue(move.matches(MOVE), move);
        byte[] expected = new byte[225];
        expected[GomocupSessionTest.point(3, 3)] = Stone.BLACK;
        expected[GomocupSessionTest.point(5, 5)] = Stone.BLACK;
        expected[GomocupSessionTest.point(4, 4)] = Stone.WHITE;
        expected[GomocupSessionTest.point(3, 4)] = Stone.WHITE;
        expected[point(move)] = Stone.BLACK;
        assertArrayEquals(expected, s.cells(), "nothing left of the SWAP2BOARD stones");
        assertEquals(Stone.BLACK, s.own(), "two stones each: the brain is black");
        // A second SWAP2BOARD starts from its own stones, not from the board before.
        swap2(s, "7,7", "8,7", "9,9", "8,8", "8,6");
        for (String p : List.of("3,3", "4,4", "5,5", "3,4")) {
            assertEquals(Stone.EMPTY, s.cells()[point(p)], p);
        }
    }

    /**
     * A manager runs Swap2 between two brains under standard rules (exact five, as the
     * tournament has it), then BOARD to the side to move and TURN to the end; every stone the
     * brains answer is checked against the rules, and each brain's board against the game.
     */
    @Test
    void fullFlow_startSwap2BoardBoardTurn_toTheEnd() {
        for (long seed = 1; seed <= 3; seed++) {
            GomocupSession opener = started(seed, 1, 300);
            GomocupSession responder = started(seed + 50, 1, 300);
            GomokuState state = (GomokuState) MODULE.define("standard", Map.of()).newGame();
            GomokuRules rules = state.rules();
            List<String> moves = new ArrayList<>(List.of(swap2(opener).split(" ")));
            assertEquals(3, moves.size());
            String choice = swap2(responder, moves.toArray(new String[0]));
            GomocupSession black;
            if (choice.equals("SWAP")) {
                black = responder;
            } else {
                List<String> added = List.of(choice.split(" "));
                moves.addAll(added);
                if (added.size() == 1) {
                    black = opener;
                } else {
                    String second = swap2(opener, moves.toArray(new String[0]));
                    assertTrue(second.matches("SWAP|" + MOVE), second);
                    if (second.equals("SWAP")) {
                        black = opener;
                    } else {
                        moves.add(second);
                        black = responder;
                    }
                }
            }
            GomocupSession white = black == opener ? responder : opener;
            for (String m : moves) {
                int p = point(m);
                assertTrue(state.check(rules.place(p)).isLegal(), m);
                state = state.apply(rules.place(p));
            }
            assertFalse(state.isOver());
            // BOARD to the side to move: 1 its own stones, 2 the other's.
            GomocupSession mover = state.toMove().equals(Stone.BLACK_SIDE) ? black : white;
            byte moverColour = mover == black ? Stone.BLACK : Stone.WHITE;
            assertNull(mover.execute("BOARD"));
            byte[] cells = state.cells();
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] != Stone.EMPTY) {
                    assertNull(mover.execute((p % 15) + "," + (14 - p / 15) + "," + (cells[p] == moverColour ? 1 : 2)));
                }
            }
            String answer = mover.execute("DONE");
            assertEquals(moverColour, mover.own());
            GomocupSession next = mover == black ? white : black;
            int plies = 0;
            while (true) {
                int p = point(answer);
                assertTrue(state.check(rules.place(p)).isLegal(), "illegal " + answer);
                state = state.apply(rules.place(p));
                GomocupSession previous = next == black ? white : black;
                assertArrayEquals(state.cells(), previous.cells(), "the brain's board is the game's");
                if (state.isOver() || ++plies > 150) {
                    break; // a long draw proves nothing more
                }
                answer = next.execute("TURN " + answer);
                assertEquals(next == black ? Stone.BLACK : Stone.WHITE, next.own());
                next = next == black ? white : black;
            }
        }
    }
}
