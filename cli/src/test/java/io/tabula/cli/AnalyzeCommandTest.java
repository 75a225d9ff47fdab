package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code tabula analyze gomoku}: threats, forbidden points and VCF of a position. */
class AnalyzeCommandTest {

    record Run(int status, String out, String err) {
    }

    static Run analyze(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "analyze";
        System.arraycopy(args, 0, all, 1, args.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(all, new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void openThree_reportsThreesAndAVcfForTheSideToMove() {
        Run run = analyze("gomoku", "--moves", "h8 a1 i8 a3 j8 a5");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("to move: black"), run.out());
        assertTrue(run.out().contains("black threes (straight four at): g8 k8"), run.out());
        assertTrue(run.out().contains("white fours (five at): none"), run.out());
        assertTrue(run.out().contains("VCF for black: "), run.out());
        assertTrue(run.out().matches("(?s).*VCF for black: [a-o]\\d+ [a-o]\\d+ [a-o]\\d+ \\(1 four, ends in five\\).*"),
                run.out());
        assertFalse(run.out().contains("forbidden for black"), "no forbidden points in freestyle");
    }

    @Test
    void renju_listsForbiddenPointsWithReasons_andWhitesForbiddenDefenceVcf() {
        // Black f8 g8 h6 h7 d4, white e5 f6 g7 a15: h8 is a double-three; white i9 forces black onto it.
        Run run = analyze("gomoku", "--variant", "renju", "--moves", "f8 e5 g8 f6 h6 g7 h7 a15 d4", "--depth", "4");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("to move: white"), run.out());
        assertTrue(run.out().contains("h8 (double-three)"), run.out());
        assertTrue(run.out().contains("VCF for white: i9 (1 four, then black's only defence h8 is forbidden)"), run.out());
    }

    @Test
    void noVcf_saysSoWithTheDepth() {
        Run run = analyze("gomoku", "--moves", "h8 h9", "--depth", "3");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("VCF for black: none within 3 fours"), run.out());
    }

    @Test
    void openingActions_leadToThePosition() {
        Run run = analyze("gomoku", "--variant", "renju", "--option", "opening=rif", "--moves",
                "h8 h9 h10 swap h6 offer g7 j7 choose j7");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("moves: 7") && run.out().contains("to move: white"), run.out());
        Run symmetric = analyze("gomoku", "--variant", "renju", "--option", "opening=rif", "--moves",
                "h8 h9 h10 swap h6 offer g7 i7");
        assertEquals(2, symmetric.status());
        assertTrue(symmetric.err().contains("BAD_OFFER") && symmetric.err().contains("symmetric"), symmetric.err());
    }

    @Test
    void badMoveText_isOneLineAndExitTwo() {
        Run run = analyze("gomoku", "--moves", "h8 zz9");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("tabula: move 2 (zz9) at 1:4: "), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void illegalMove_isOneLineAndExitTwo() {
        Run run = analyze("gomoku", "--moves", "h8 h8");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("tabula: move 2 (h8) at 1:4: ") && run.err().contains("OCCUPIED"), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    @Test
    void offBoardAndOtherGames_areBadInput() {
        assertEquals(2, analyze("gomoku", "--moves", "p16").status());
        Run other = analyze("go", "--moves", "");
        assertEquals(2, other.status());
        assertTrue(other.err().contains("go offers no position analysis"), other.err());
        assertEquals(2, analyze("gomoku", "--option", "nonsense=1").status());
    }

    @Test
    void aGameWithoutAnalysis_isOneLineNamingTheGamesThatHaveIt() {
        Run run = analyze("go", "--moves", "D4");
        assertEquals(2, run.status());
        assertEquals("tabula: go offers no position analysis; games that do: gomoku", run.err().strip());
    }
}
