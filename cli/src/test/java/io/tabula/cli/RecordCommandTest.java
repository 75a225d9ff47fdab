package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tabula play --record} and {@code tabula record convert} as a user meets them: the
 * files written, what reads them back, and one line with exit status 2 for what cannot be done.
 */
class RecordCommandTest {

    record Run(int status, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        String lastLine() {
            List<String> lines = outLines();
            return lines.get(lines.size() - 1);
        }
    }

    static Run run(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
    }

    private static String read(Path file) throws Exception {
        return Files.readString(file);
    }

    // ------------------------------------------------------------------ play --record

    @Test
    void play_recordSgf_ofGo_isReadBackByOurSgfReader_withTheSameResult(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.sgf");
        Run play = run("", "play", "go", "--option", "size=9", "--first", "random", "--second", "random",
                "--seed", "3", "--record", file.toString());
        assertEquals(0, play.status(), play.err());
        assertTrue(play.outLines().contains("record: " + file), play.out());
        String sgf = read(file);
        assertTrue(sgf.startsWith("(;FF[4]GM[1]CA[UTF-8]AP[Tabula:0.1.0]SZ[9]RU[Chinese]KM[7.5]RE["), sgf);
        String result = play.outLines().stream().filter(l -> l.startsWith("result: ")).reduce((a, b) -> b).orElseThrow();
        String re = result.substring("result: ".length(), result.indexOf(' ', "result: ".length()));
        assertTrue(sgf.contains("RE[" + re + "]"), re + " in " + sgf);

        Run replay = run("", "sgf", "replay", file.toString());
        assertEquals(0, replay.status(), replay.out() + replay.err());
        assertTrue(replay.lastLine().endsWith(" " + re), replay.lastLine() + " vs " + re);
        assertEquals("game over: " + replay.lastLine().substring("result: ".length(),
                replay.lastLine().length() - re.length() - 1) + "; first player wins".replace("first",
                re.startsWith("B") ? "first" : "second"), play.lastLine());
    }

    @Test
    void play_recordTxt_ofRenju_isKeptAfterEveryMove_soAnInterruptedGameIsKept(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("renju.txt");
        // The human plays h8 and i9 at random; the input ends after the computer's second reply.
        Run play = run("h8\nj10\n", "play", "gomoku", "--variant", "renju", "--second", "random", "--record",
                file.toString());
        assertEquals(0, play.status(), play.err());
        assertTrue(play.out().contains("end of input: the game is left unfinished after 4 moves"), play.out());
        List<String> lines = read(file).lines().toList();
        assertEquals(2, lines.size(), read(file));
        assertTrue(lines.get(0).startsWith("gomoku(variant=renju,"), lines.get(0));
        String[] moves = lines.get(1).split(" ");
        assertEquals(4, moves.length, lines.get(1));
        assertEquals("h8", moves[0]);
        assertEquals("j10", moves[2]);

        // Converted to SGF and back, the same list.
        Path sgf = dir.resolve("renju.sgf");
        Path back = dir.resolve("back.txt");
        assertEquals(0, run("", "record", "convert", file.toString(), sgf.toString()).status());
        assertTrue(read(sgf).startsWith("(;FF[4]GM[4]CA[UTF-8]AP[Tabula:0.1.0]SZ[15]RU[Renju]"), read(sgf));
        Run convert = run("", "record", "convert", sgf.toString(), back.toString());
        assertEquals(0, convert.status(), convert.err());
        assertEquals(read(file), read(back));
    }

    /** Matches a piece of {@code side} named in a board row or a layout: r38, bF (not r?, b?). */
    private static Pattern pieceOf(String side) {
        return Pattern.compile("(?<![A-Za-z0-9])" + side + "(3[2-9]|40|[BMF])(?![0-9])");
    }

    @Test
    void play_recordJson_ofJunqi_isWrittenPerSide_eachNamingNoHiddenEnemyPiece(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("junqi.json");
        // Red deploys at random by hand and moves three times at random; blue is the computer; the input ends.
        Run play = run("random\nrandom\nrandom\nrandom\n", "play", "junqi", "--second", "random", "--record",
                file.toString());
        assertEquals(0, play.status(), play.err());
        Path red = dir.resolve("junqi.red.json");
        Path blue = dir.resolve("junqi.blue.json");
        assertTrue(play.outLines().contains("record: " + red + ", " + blue), play.out());
        assertFalse(Files.exists(file), "no whole record without --record-whole");
        assertTrue(play.out().contains("left unfinished"), play.out());
        for (Path side : List.of(red, blue)) {
            String text = read(side);
            String enemy = side == red ? "b" : "r";
            Matcher leak = pieceOf(enemy).matcher(text);
            assertFalse(leak.find(), side + " names the enemy piece " + (leak.hitEnd() ? "" : leak.group()));
            assertTrue(text.contains("\"" + enemy + "?"), "enemy pieces are unknown tokens in " + side);
            assertTrue(text.contains("\"move\" : \"deploy\""), "the enemy's layout is hidden in " + side);
            assertTrue(pieceOf(side == red ? "r" : "b").matcher(text).find(), "own pieces are shown in " + side);
        }

        // The whole record, only when asked for: both layouts, and it converts.
        Path whole = dir.resolve("whole.json");
        Run again = run("random\nrandom\n", "play", "junqi", "--second", "random", "--record", whole.toString(),
                "--record-whole");
        assertEquals(0, again.status(), again.err());
        assertEquals(2, Pattern.compile("\"move\" : \"[^\"]*/[^\"]*\"").matcher(read(whole)).results().count(),
                "both layouts in the whole record: " + read(whole));
        assertFalse(Files.exists(dir.resolve("whole.red.json")));
        Run convert = run("", "record", "convert", whole.toString(), dir.resolve("views.json").toString());
        assertEquals(0, convert.status(), convert.err());
        assertTrue(Files.exists(dir.resolve("views.red.json")) && Files.exists(dir.resolve("views.blue.json")));
        Run copy = run("", "record", "convert", whole.toString(), dir.resolve("copy.json").toString(), "--whole");
        assertEquals(0, copy.status(), copy.err());
        assertEquals(read(whole), read(dir.resolve("copy.json")));

        Run sideIn = run("", "record", "convert", red.toString(), dir.resolve("x.json").toString());
        assertEquals(2, sideIn.status());
        assertEquals("tabula: " + red + ": a side's record (red's view) holds only what that side may know, not the "
                + "enemy's pieces: it cannot be replayed as a whole game\n", sideIn.err());
    }

    @Test
    void play_recordInAFormatTheGameCannotWrite_isOneLineAndExitTwo_beforeTheGameStarts(@TempDir Path dir) {
        Run txt = run("", "play", "go", "--record", dir.resolve("go.txt").toString());
        assertEquals(2, txt.status());
        assertEquals("tabula: " + dir.resolve("go.txt") + ": no format of go is written as .txt; go records are "
                + "written as .sgf, .json\n", txt.err());
        assertEquals("", txt.out(), "the game did not start");

        Run sgf = run("", "play", "junqi", "--record", dir.resolve("j.sgf").toString());
        assertEquals(2, sgf.status());
        assertEquals("tabula: " + dir.resolve("j.sgf") + ": no format of junqi is written as .sgf; junqi records "
                + "are written as .json\n", sgf.err());

        Run none = run("", "play", "gomoku", "--record", dir.resolve("game").toString());
        assertEquals(2, none.status());
        assertEquals("tabula: " + dir.resolve("game") + ": the file name has no ending to name its format; gomoku "
                + "records are written as .sgf, .txt, .json\n", none.err());

        Run nowhere = run("", "play", "go", "--record", dir.resolve("no/such/dir.sgf").toString());
        assertEquals(2, nowhere.status());
        assertEquals("tabula: cannot write the record " + dir.resolve("no/such/dir.sgf") + ": no such directory\n",
                nowhere.err());
        assertEquals("", nowhere.out(), "the game did not start");

        Run alone = run("", "play", "go", "--record-whole");
        assertEquals(2, alone.status());
        assertEquals("tabula: --record-whole needs --record FILE\n", alone.err());
        assertEquals(List.of(), List.of(dir.toFile().list()), "no file left behind");
    }

    // ------------------------------------------------------------------ record convert

    @Test
    void convert_goSgfToJsonAndBack_keepsMovesAndResult(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("game.sgf");
        assertEquals(0, run("", "play", "go", "--option", "size=9", "--first", "random", "--second", "random",
                "--record", sgf.toString()).status());
        Path json = dir.resolve("game.json");
        Run toJson = run("", "record", "convert", sgf.toString(), json.toString());
        assertEquals(0, toJson.status(), toJson.err());
        assertTrue(toJson.out().startsWith(sgf + " (sgf, go(variant=chinese,size=9,"), toJson.out());
        assertTrue(toJson.out().strip().endsWith(" moves) -> " + json), toJson.out());
        Path back = dir.resolve("back.sgf");
        assertEquals(0, run("", "record", "convert", json.toString(), back.toString()).status());
        assertEquals(read(sgf), read(back));
    }

    @Test
    void convert_badInput_isOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("missing.sgf");
        Run none = run("", "record", "convert", missing.toString(), dir.resolve("x.json").toString());
        assertEquals(2, none.status());
        assertEquals("tabula: " + missing + ": cannot read it: no such file\n", none.err());

        Path two = dir.resolve("two.sgf");
        Files.writeString(two, "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[dd])");
        Run many = run("", "record", "convert", two.toString(), dir.resolve("x.json").toString());
        assertEquals(2, many.status());
        assertEquals("tabula: " + two + ": holds 2 games; convert reads a file of one game\n", many.err());

        Path illegal = dir.resolve("illegal.sgf");
        Files.writeString(illegal, "(;GM[1]SZ[9];B[ee];W[ee])");
        Run stopped = run("", "record", "convert", illegal.toString(), dir.resolve("x.json").toString());
        assertEquals(2, stopped.status());
        assertTrue(stopped.err().startsWith("tabula: " + illegal + ":1:21: illegal move 2: white E5 [ee]: "),
                stopped.err());
        assertTrue(stopped.err().endsWith("; not converted\n"), stopped.err());

        Path json = dir.resolve("notes.json");
        Files.writeString(json, "{\"hello\": 1}");
        Run unknown = run("", "record", "convert", json.toString(), dir.resolve("x.sgf").toString());
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().startsWith("tabula: " + json + ": no installed game reads it; formats read here: "),
                unknown.err());
        assertEquals(1, unknown.err().lines().count());
        assertFalse(Files.exists(dir.resolve("x.json")) || Files.exists(dir.resolve("x.sgf")));
    }
}
