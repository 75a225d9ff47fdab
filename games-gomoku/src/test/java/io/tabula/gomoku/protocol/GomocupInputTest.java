package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Malformed input as a fuzzer or a faulty manager sends it: errors say what is wrong, a block
 * is taken whole or not at all, and every command gets at most one answer line, so a manager
 * that reads one line per command never falls out of step.
 */
class GomocupInputTest {

    static GomocupSession started() {
        GomocupSession s = GomocupSessionTest.session("freestyle");
        assertEquals("OK", s.execute("START 15"));
        return s;
    }

    @Test
    void numbers_sayWhatIsWrong() {
        GomocupSession s = GomocupSessionTest.session("freestyle");
        assertEquals("ERROR unsupported size 1000000000000: the rules take 5 to 26", s.execute("START 1000000000000"));
        assertEquals("ERROR unsupported size 99999999999999999999999: the rules take 5 to 26",
                s.execute("START 99999999999999999999999"));
        assertEquals("ERROR unsupported size -3: the rules take 5 to 26", s.execute("START -3"));
        assertEquals("ERROR START: '1.5' is not a whole number", s.execute("START 1.5"));
        assertEquals("ERROR START: '--3' is not a whole number", s.execute("START --3"));
        assertEquals("ERROR only square boards are supported, not 15,16", s.execute("RECTSTART 15,16"));
        assertNull(s.rules(), "no refused START started a game");

        s = started();
        assertEquals("ERROR TURN: 99999999999999999999,3 is off the 15x15 board",
                s.execute("TURN 99999999999999999999,3"));
        assertEquals("ERROR TAKEBACK: 3,-1 is off the 15x15 board", s.execute("TAKEBACK 3,-1"));
    }

    @Test
    void badInfoValues_areMessages_andChangeNothing() {
        GomocupSession s = started();
        assertNull(s.execute("INFO timeout_turn 2000"));
        long thinking = s.thinkingMillis();
        for (String[] bad : List.of(
                new String[] {"INFO timeout_turn -5", "MESSAGE INFO timeout_turn: -5 is negative; it takes milliseconds, 0 or more; ignored"},
                new String[] {"INFO time_left 99999999999999999999", "MESSAGE INFO time_left: 99999999999999999999 is out of range; at most 99999999999999; ignored"},
                new String[] {"INFO timeout_match 1e5", "MESSAGE INFO timeout_match: '1e5' is not a whole number; ignored"},
                new String[] {"INFO timeout_turn", "MESSAGE INFO timeout_turn needs one value, not ''; ignored"},
                new String[] {"INFO timeout_turn 5 6", "MESSAGE INFO timeout_turn needs one value, not '5 6'; ignored"},
                new String[] {"INFO rule 4294967300", "MESSAGE INFO rule: 4294967300 is out of range; at most 2147483647; ignored"},
                new String[] {"INFO", "MESSAGE INFO needs a key and a value; ignored"})) {
            assertEquals(bad[1], s.execute(bad[0]));
            assertEquals(thinking, s.thinkingMillis(), bad[0] + " changed the thinking time");
            assertEquals("freestyle", s.variant(), bad[0] + " changed the rules");
        }
    }

    @Test
    void aBoardWithABadLine_isRefusedWhole_withOneAnswerAtDone() {
        GomocupSession s = started();
        String first = s.execute("BEGIN");
        byte[] before = s.cells();
        for (List<String> lines : List.of(
                List.of("0,0,1", "3,0", "1,1,2"),
                List.of("0,0,1", "0,0,2"),
                List.of("4,4,7"),
                List.of("15,3,1"),
                List.of("a,b,1", "0,0,1"))) {
            assertNull(s.execute("BOARD"));
            for (String line : lines) {
                assertNull(s.execute(line), "a block line is never answered on its own: " + line);
            }
            String answer = s.execute("DONE");
            assertTrue(answer.startsWith("ERROR BOARD line "), answer);
            assertTrue(answer.endsWith("; the whole BOARD is refused"), answer);
            assertArrayEquals(before, s.cells(), "a refused BOARD changes nothing: " + lines);
            assertFalse(s.engine().inBlock());
        }
        assertEquals("ERROR BOARD line 2: 3,0 is given twice; the whole BOARD is refused",
                board(s, "3,0,1", "3,0,1", "4,0,1"));
        assertEquals("ERROR BOARD line 1: expected x,y,field, not '3,0'; the whole BOARD is refused", board(s, "3,0"));
        assertEquals("ERROR BOARD line 3: field 7 is not 1, 2 or 3; the whole BOARD is refused",
                board(s, "1,1,1", "2,2,2", "4,4,7"));
        // A TAKEBACK of a stone from a refused block finds an empty point, as the board never had it.
        board(s, "1,1,1", "2,2,2", "4,4,7");
        assertTrue(s.execute("TAKEBACK 1,1").startsWith("ERROR TAKEBACK: 1,1 is empty"));
        assertEquals(first, coordinatesOfTheOnlyStone(s));
    }

    @Test
    void yxBoardWithABadLine_isAMessage_andChangesNothing() {
        GomocupSession s = started();
        byte[] before = s.cells();
        assertNull(s.execute("YXBOARD"));
        assertNull(s.execute("1,1,1"));
        assertNull(s.execute("1,1"));
        assertEquals("MESSAGE YXBOARD line 2: expected x,y,field, not '1,1'; the whole YXBOARD is refused",
                s.execute("DONE"));
        assertArrayEquals(before, s.cells());
        assertNull(board(s, "YXBOARD", "1,1,1"), "a good YXBOARD has no answer");
        assertEquals(1, s.cells()[GomocupSessionTest.point(1, 1)]);
    }

    @Test
    void aFullBoard_isRefused_andTheLastStoneIsNotKept() {
        GomocupSession s = GomocupSessionTest.session("freestyle");
        assertEquals("OK", s.execute("START 5"));
        // Fill all but one point with a pattern that makes no five, as BOARD with field 3 stones.
        assertNull(s.execute("BOARD"));
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                if (x != 4 || y != 4) {
                    assertNull(s.execute(x + "," + y + ",3"));
                }
            }
        }
        assertEquals("4,4", s.execute("DONE"), "the last empty point");
        byte[] full = s.cells();
        assertNull(s.execute("YXBOARD"));
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                if (x != 4 || y != 4) {
                    assertNull(s.execute(x + "," + y + ",3"));
                }
            }
        }
        assertNull(s.execute("DONE"));
        byte[] oneLeft = s.cells();
        assertEquals("ERROR the board is full: no move is left to play", s.execute("TURN 4,4"));
        assertArrayEquals(oneLeft, s.cells(), "the refused TURN did not keep the opponent's stone");
        assertFalse(java.util.Arrays.equals(full, oneLeft));
    }

    @Test
    void aManagerReadingOneLinePerCommand_staysInStep() throws java.io.IOException {
        // Piskvork's way: after each command that expects an answer it reads exactly one line,
        // skipping MESSAGE and DEBUG lines. Bad INFO values and a bad BOARD line must not add lines.
        String input = String.join("\r\n", "START 15", "INFO timeout_turn -5", "INFO rule x", "INFO timeout_turn 100",
                "BOARD", "7,7,1", "8,8", "DONE", "BOARD", "7,7,1", "8,8,2", "DONE", "TURN 0,0", "END") + "\r\n";
        StringWriter out = new StringWriter();
        GomocupSessionTest.session("freestyle").run(new StringReader(input), out);
        List<String> answers = List.of(out.toString().split("\n")).stream()
                .filter(line -> !line.startsWith("MESSAGE") && !line.startsWith("DEBUG")).toList();
        assertEquals(4, answers.size(), "one answer each for START, BOARD, BOARD and TURN: " + out);
        assertEquals("OK", answers.get(0));
        assertTrue(answers.get(1).startsWith("ERROR BOARD line 2"), answers.get(1));
        assertTrue(answers.get(2).matches("\\d+,\\d+"), answers.get(2));
        assertTrue(answers.get(3).matches("\\d+,\\d+"), answers.get(3));
    }

    @Test
    void aLineTooLongInsideABlock_isARefusedLine_answeredOnceAtDone() throws java.io.IOException {
        String input = "START 15\r\nBOARD\r\n7,7,1\r\n" + "8".repeat(70_000) + ",8,2\r\n9,9,2\r\nDONE\r\n"
                + "TURN 0,0\r\nEND\r\n";
        StringWriter out = new StringWriter();
        GomocupSessionTest.session("freestyle").run(new StringReader(input), out);
        String[] answers = out.toString().split("\n");
        assertEquals(3, answers.length, out.toString());
        assertEquals("OK", answers[0]);
        assertEquals("ERROR BOARD line 2: line longer than 65536 characters; the whole BOARD is refused", answers[1]);
        assertTrue(answers[2].matches("\\d+,\\d+"), answers[2]);
    }

    /** Sends a BOARD block (or the block named first, if it is YXBOARD) and returns the answer at DONE. */
    private static String board(GomocupSession s, String... lines) {
        int from = 0;
        if (lines.length > 0 && lines[0].equals("YXBOARD")) {
            assertNull(s.execute("YXBOARD"));
            from = 1;
        } else {
            assertNull(s.execute("BOARD"));
        }
        for (int i = from; i < lines.length; i++) {
            assertNull(s.execute(lines[i]));
        }
        return s.execute("DONE");
    }

    private static String coordinatesOfTheOnlyStone(GomocupSession s) {
        byte[] cells = s.cells();
        String found = null;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != 0) {
                assertNull(found, "one stone only");
                found = (p % 15) + "," + (14 - p / 15);
            }
        }
        return found;
    }
}
