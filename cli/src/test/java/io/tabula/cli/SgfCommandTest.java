package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula sgf replay} as a user meets it: what it prints and its exit statuses. */
class SgfCommandTest {

    record Run(int status, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
    }

    private static Path write(Path dir, String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** Black takes the white stone at cc (C3 of a 5x5 board); white is to move. */
    private static final String CAPTURE = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese]\n"
            + ";B[bc];W[cc];B[dc];W[aa];B[cb];W[ab];B[cd])\n";

    @Test
    void replay_cleanFile_printsRulesBoardCapturesAndExitsZero(@TempDir Path dir) throws Exception {
        Path file = write(dir, "capture.sgf", CAPTURE);
        Run run = run("sgf", "replay", file.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertEquals("", run.err());
        List<String> lines = run.outLines();
        assertEquals(file.toString(), lines.get(0));
        assertTrue(lines.get(1).startsWith("rules: go(variant=chinese,size=5,komi=0.5"), lines.get(1));
        assertEquals("moves: 7", lines.get(2));
        assertTrue(lines.contains("  5 O . . . . 5"), run.out());
        assertTrue(lines.contains("  4 O + X + . 4"), "5x5 star points B4, D4: " + run.out());
        assertTrue(lines.contains("  3 . X + X . 3"), "C3 captured, a star point again: " + run.out());
        assertTrue(lines.contains("  2 . + X*+ . 2"), "the last move C2 marked: " + run.out());
        assertTrue(lines.contains("captures: black 1, white 0"), run.out());
        assertTrue(lines.contains("last move: black C2 (marked *)"), run.out());
        assertEquals("result: ongoing, white to move", lines.get(lines.size() - 1));
    }

    @Test
    void replay_illegalMove_printsNumberColourPointReasonWithPositionAndExitsOne(@TempDir Path dir)
            throws Exception {
        Path file = write(dir, "occupied.sgf", "(;GM[1]SZ[9]KM[7]\n;B[ee];W[dd]\n;B[dd];W[cc])\n");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(1, run.status(), run.out() + run.err());
        assertTrue(run.outLines().contains(file + ":3:3: illegal move 3: black D6 [dd]: the point is occupied "
                + "(OCCUPIED)"), run.out());
        assertTrue(run.outLines().contains("replay stopped: 2 moves played before it"), run.out());
        assertFalse(run.out().contains("warning"), "the illegal move is not also printed as a warning: " + run.out());
        assertTrue(run.out().contains("captures: black 0, white 0"), run.out());
    }

    @Test
    void replay_koRetake_isIllegalWithReasonKo(@TempDir Path dir) throws Exception {
        Path file = write(dir, "ko.sgf", "(;SZ[5]RU[Japanese]AB[aa][bb]AW[ba][da][cb]PL[B];B[ca];W[ba])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(1, run.status());
        assertTrue(run.out().contains("illegal move 2: white B5 [ba]: the move retakes a ko at once (KO)"), run.out());
        assertTrue(run.out().contains("captures: black 1, white 0"), run.out());
    }

    @Test
    void replay_warnings_printedWithFileLineAndColumnAndExitZero(@TempDir Path dir) throws Exception {
        Path file = write(dir, "odd.sgf", "(;GM[1]SZ[9]\nRU[Martian];B[ee]\n;B[dd])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.outLines().contains(file + ":2:3: warning: RU[Martian]: rules Tabula does not know; read as "
                + "Chinese"), run.out());
        assertTrue(run.outLines().contains(file + ":3:3: warning: move 2: black plays, but white was to move "
                + "(colours do not alternate): read as black to move"), run.out());
    }

    @Test
    void replay_finishedGame_printsTheResult(@TempDir Path dir) throws Exception {
        Path file = write(dir, "done.sgf", "(;SZ[5]KM[0.5];B[cc];W[];B[])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(0, run.status());
        assertEquals("result: black wins (score) B+24.5", run.outLines().get(run.outLines().size() - 1));
        Path resigned = write(dir, "resigned.sgf", "(;SZ[9]RE[W+R];B[ee];W[dd])");
        Run second = run("sgf", "replay", resigned.toString());
        assertEquals("result: white wins (resign) W+R", second.outLines().get(second.outLines().size() - 1));
        assertTrue(second.out().contains("moves: 2"), second.out());
    }

    @Test
    void replay_aGameNoModuleReads_exitsTwoNamingTheFileAndTheGamesRead(@TempDir Path dir) throws Exception {
        Path file = write(dir, "chess.sgf", "(;GM[3]SZ[8])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(2, run.status());
        assertEquals("tabula: sgf replay: " + file + ": 1:5: GM[3]: no installed game reads it; SGF games read here: "
                + "go (GM[1]), gomoku (GM[4])", run.err().strip());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
    }

    @Test
    void replay_gomokuSgf_isReadByTheGomokuModule(@TempDir Path dir) throws Exception {
        Path file = write(dir, "renju.sgf", "(;GM[4]FF[4]SZ[15]RU[Renju]\n;B[hh];W[hi];B[ih];W[ii];B[jh];W[ji]"
                + ";B[kh];W[ki];B[lh])\n");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.outLines().get(1).startsWith("rules: gomoku(variant=renju"), run.out());
        assertEquals("moves: 9", run.outLines().get(2));
        assertEquals("result: black wins (five) B+", run.outLines().get(run.outLines().size() - 1));

        Path occupied = write(dir, "occupied.sgf", "(;GM[4]FF[4]SZ[15]\n;B[hh];W[hh])\n");
        Run illegal = run("sgf", "replay", occupied.toString());
        assertEquals(1, illegal.status(), illegal.out() + illegal.err());
        assertTrue(illegal.out().contains(occupied + ":2:9: illegal move 2: W[hh]: the point is occupied (OCCUPIED)"),
                illegal.out());
        assertFalse(illegal.out().contains("warning"), "the illegal move is not also a warning: " + illegal.out());
    }

    @Test
    void replay_unreadableOrMissingFiles_exitTwoNamingThem(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("missing.sgf");
        Run run = run("sgf", "replay", missing.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains(missing.toString()) && run.err().contains("no such file"), run.err());
        Path empty = write(dir, "empty.sgf", "no game here");
        Run none = run("sgf", "replay", empty.toString());
        assertEquals(2, none.status());
        assertTrue(none.err().contains(empty + ": 1:1: no SGF game tree"), none.err());
        Run folder = run("sgf", "replay", dir.toString());
        assertEquals(2, folder.status());
        assertTrue(folder.err().contains(dir.toString()), folder.err());
        assertFalse(folder.err().contains("\tat "), folder.err());
    }

    @Test
    void replay_nonSquareBoard_exitsTwoWithTheReason(@TempDir Path dir) throws Exception {
        Path file = write(dir, "oblong.sgf", "(;GM[1]SZ[19:13];B[aa])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains(file + ": 1:10: SZ[19:13]: the board is not square"), run.err());
    }

    /** Every SZ that is no Go board here is exit 2 naming it (SZ[9.5] and a huge SZ were read as 19, exit 0). */
    @Test
    void replay_sizeThatIsNoGoBoard_exitsTwoNamingValueAndRange(@TempDir Path dir) throws Exception {
        for (String size : List.of("9.5", "99999999999999999999", "2147483647", "-9", "0")) {
            Path file = write(dir, "size.sgf", "(;GM[1]SZ[" + size + "];B[aa])");
            Run run = run("sgf", "replay", file.toString());
            assertEquals(2, run.status(), size + ": " + run.out() + run.err());
            assertTrue(run.err().contains(file + ": 1:10: SZ[" + size + "]: "), run.err());
            assertTrue(run.err().contains("from 2x2 to 25x25"), run.err());
        }
    }

    @Test
    void replay_severalFiles_reportsEachAndExitsWithTheWorstStatus(@TempDir Path dir) throws Exception {
        Path clean = write(dir, "clean.sgf", CAPTURE);
        Path illegal = write(dir, "illegal.sgf", "(;SZ[9];B[ee];W[ee])");
        Path missing = dir.resolve("missing.sgf");
        Run one = run("sgf", "replay", clean.toString(), illegal.toString());
        assertEquals(1, one.status());
        assertTrue(one.out().contains(clean.toString()) && one.out().contains(illegal.toString()), one.out());
        Run two = run("sgf", "replay", illegal.toString(), missing.toString(), clean.toString());
        assertEquals(2, two.status());
        assertTrue(two.out().contains("captures: black 1, white 0"), "files after a bad one are replayed too");
    }

    @Test
    void replay_collection_replaysEveryGame(@TempDir Path dir) throws Exception {
        Path file = write(dir, "two.sgf", "(;SZ[9];B[ee])\n(;SZ[9];B[ee];W[ee])");
        Run run = run("sgf", "replay", file.toString());
        assertEquals(1, run.status());
        assertTrue(run.outLines().contains(file + " (game 1 of 2)"), run.out());
        assertTrue(run.outLines().contains(file + " (game 2 of 2)"), run.out());
    }

    @Test
    void sgf_withoutSubcommandOrFile_showsUsage() {
        Run usage = run("sgf");
        assertEquals(0, usage.status());
        assertTrue(usage.out().contains("replay"), usage.out());
        Run noFile = run("sgf", "replay");
        assertEquals(2, noFile.status());
        assertTrue(noFile.err().contains("FILE"), noFile.err());
    }
}
