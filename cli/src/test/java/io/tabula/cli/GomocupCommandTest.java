package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code tabula gomocup} as a Gomocup manager meets it: the protocol on standard input and output. */
class GomocupCommandTest {

    record Run(int status, String out, String err) {
    }

    static Run gomocup(String input, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "gomocup";
        System.arraycopy(options, 0, args, 1, options.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void session_answersOnStandardOutputAndEndsOnEnd() {
        Run run = gomocup("START 15\r\nINFO timeout_turn 100\r\nBEGIN\r\nTURN 0,0\r\nGARBAGE\r\nEND\r\nABOUT\r\n");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().split("\n");
        assertEquals("OK", lines[0]);
        assertEquals("7,7", lines[1]);
        assertTrue(lines[2].matches("\\d+,\\d+"), run.out());
        assertTrue(lines[3].startsWith("UNKNOWN"), run.out());
        assertEquals(4, lines.length, "nothing after END: " + run.out());
        assertEquals("", run.err());
    }

    @Test
    void variantOption_setsRenju_andEndOfInputExitsZero() {
        Run run = gomocup("START 15\nYXBOARD\n5,7,1\n6,7,1\n7,5,1\n7,6,1\n0,0,2\n0,2,2\n14,14,2\n14,12,2\nDONE\n"
                + "YXSHOWFORBID\n", "--variant", "renju");
        assertEquals(0, run.status(), run.err());
        assertEquals("OK\nFORBID 0707.\n", run.out());
    }

    @Test
    void agent_playsTheTurns_seeded() {
        String input = "START 15\nTURN 7,7\nTURN 0,0\nTURN 7,7\nEND\n";
        Run random = gomocup(input, "--agent", "random", "--seed", "4");
        assertEquals(0, random.status(), random.err());
        String[] lines = random.out().split("\n");
        assertEquals("OK", lines[0]);
        assertTrue(lines[1].matches("\\d+,\\d+") && !lines[1].equals("7,7"), random.out());
        assertTrue(lines[2].matches("\\d+,\\d+") && !lines[2].equals("0,0") && !lines[2].equals(lines[1]), random.out());
        assertTrue(lines[3].startsWith("ERROR TURN: 7,7 is occupied"), "the opponent's illegal move: " + random.out());
        assertEquals(random.out(), gomocup(input, "--agent", "random", "--seed", "4").out(), "the same seed, the same moves");
        Run mcts = gomocup("START 15\nBEGIN\nEND\n", "--agent", "mcts:iterations=20");
        assertTrue(mcts.out().matches("OK\n\\d+,\\d+\n"), mcts.out());
        Run bad = gomocup("", "--agent", "mcts:iterations=0");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("iterations=0"), bad.err());
    }

    @Test
    void unknownVariant_isBadInput() {
        Run run = gomocup("", "--variant", "nope");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("tabula: "), run.err());
    }

    @Test
    void aGameThatDoesNotSpeakGomocup_isBadInput() {
        Run run = gomocup("", "--game", "go");
        assertEquals(2, run.status());
        assertEquals("tabula: game 'go' does not speak gomocup; games that do: gomoku\n", run.err());
    }
}
