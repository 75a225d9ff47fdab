package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code tabula match} and {@code tabula tournament} leave for an organiser: a folder that
 * is never silently written over, an engine program checked before the first game, records with
 * players, result, margin and times in JSON and SGF (a forfeit's result too), and protocol logs.
 */
class RefereeRecordsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static RecordCommandTest.Run run(String... args) {
        return RecordCommandTest.run("", args);
    }

    /** Every file of {@code folder} with its contents and modification time. */
    private static Map<String, String> snapshot(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(folder)) {
            for (Path file : list.toList()) {
                FileTime time = Files.getLastModifiedTime(file);
                files.put(file.getFileName().toString(), time + " " + Files.readString(file));
            }
        }
        return files;
    }

    private static final String[] TOURNAMENT = {"tournament", "go", "--option", "size=7", "--player", "a=random:1",
        "--player", "b=random:2", "--games", "2"};

    private static String[] tournament(String... extra) {
        String[] args = java.util.Arrays.copyOf(TOURNAMENT, TOURNAMENT.length + extra.length);
        System.arraycopy(extra, 0, args, TOURNAMENT.length, extra.length);
        return args;
    }

    @Test
    void aFinishedTournament_isNotWrittenOver_withoutResumeOrOverwrite(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("rr");
        assertEquals(0, run(tournament("--out", out.toString())).status());
        Map<String, String> before = snapshot(out);
        RecordCommandTest.Run again = run(tournament("--out", out.toString()));
        assertEquals(2, again.status(), again.out() + again.err());
        assertEquals(1, again.err().strip().lines().count(), again.err());
        assertTrue(again.err().startsWith("tabula: " + out + " holds games of an earlier run"), again.err());
        assertTrue(again.err().contains("--resume") && again.err().contains("--overwrite"), again.err());
        assertEquals("", again.out(), "nothing played");
        assertEquals(before, snapshot(out), "no file changed");

        RecordCommandTest.Run match = run("match", "go", "--option", "size=7", "--first", "a=random:1", "--second",
                "b=random:2", "--games", "1", "--out", out.toString());
        assertEquals(2, match.status());
        assertEquals(before, snapshot(out));

        RecordCommandTest.Run overwrite = run("tournament", "go", "--option", "size=7", "--player", "a=random:1",
                "--player", "b=random:2", "--games", "1", "--out", out.toString(), "--overwrite");
        assertEquals(0, overwrite.status(), overwrite.err());
        assertTrue(Files.exists(out.resolve("game-001.json")));
        assertTrue(Files.notExists(out.resolve("game-002.json")), "the earlier run's second game is gone");
    }

    @Test
    void aMissingEngine_isOneErrorBeforeAnyGame(@TempDir Path dir) {
        RecordCommandTest.Run missing = run("match", "go", "--option", "size=7", "--first", "gtp:" + dir.resolve("gnugo"),
                "--second", "random", "--games", "4", "--out", dir.resolve("out").toString());
        assertEquals(2, missing.status());
        assertEquals("tabula: player 'gnugo': cannot run '" + dir.resolve("gnugo") + "': no such file", missing.err().strip());
        assertEquals("", missing.out());
        assertTrue(Files.notExists(dir.resolve("out")), "nothing written");
    }

    @Test
    void records_holdPlayersResultMarginAndTimes_inJsonSgfAndResults(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("m");
        RecordCommandTest.Run match = run("match", "go", "--option", "size=7", "--first", "a=random:1", "--second",
                "b=random:2", "--games", "2", "--clock", "tc=40/60+1", "--out", out.toString());
        assertEquals(0, match.status(), match.err());
        String sgf = Files.readString(out.resolve("game-002.sgf"));
        assertTrue(sgf.contains("PB[b]") && sgf.contains("PW[a]"), sgf);
        assertTrue(sgf.contains("TM[60]"), sgf);
        assertTrue(sgf.matches("(?s).*RE\\[[BW]\\+[0-9.]+\\].*"), sgf);
        assertTrue(sgf.contains("BL[") && sgf.contains("WL["), "the time left after each move: " + sgf);
        assertTrue(sgf.contains("Clock: tc=40/60+1"), sgf);
        JsonNode info = JSON.readTree(out.resolve("game-002.json").toFile()).get("info");
        assertEquals("b", info.get("players").get("black").asText(), info.toString());
        assertEquals("a", info.get("players").get("white").asText());
        assertEquals("rules", info.get("termination").asText());
        assertTrue(info.get("margin").isNumber() && info.get("used").isArray() && info.get("left").isArray(),
                info.toString());
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        List<String> fields = GameFolder.fields(csv.get(2));
        assertEquals(11, fields.size(), csv.get(2));
        assertTrue(fields.get(6).matches("[0-9.]+"), "the margin: " + csv.get(2));
        assertTrue(Integer.parseInt(fields.get(7)) > 2, "the moves: " + csv.get(2));
        assertTrue(fields.get(8).matches("[0-9]+\\.[0-9]{3}") && fields.get(9).matches("[0-9]+\\.[0-9]{3}"),
                "each player's seconds: " + csv.get(2));
        assertTrue(fields.get(10).startsWith("Dead stones (the referee's judgement): "), csv.get(2));

        RecordCommandTest.Run converted = run("record", "convert", out.resolve("game-002.json").toString(),
                dir.resolve("again.sgf").toString());
        assertEquals(0, converted.status(), converted.err());
        String again = Files.readString(dir.resolve("again.sgf"));
        assertTrue(again.contains("PB[b]") && again.contains("RE["), again);
    }

    /**
     * A Gomocup brain in a shell script answering each {@code DONE}, {@code TURN} and
     * {@code BEGIN} with the next line of {@code answers}.
     */
    private static Path scriptedBrain(Path dir, String name, String... answers) throws IOException {
        Path list = Files.write(dir.resolve(name + ".answers"), List.of(answers));
        Path brain = dir.resolve(name);
        Files.writeString(brain, "#!/bin/sh\nexec 3<" + list + "\nwhile read line; do\n  case \"$line\" in\n"
                + "    START*) echo OK ;;\n    DONE|TURN*|BEGIN) read answer <&3; echo \"$answer\" ;;\n"
                + "    END) exit 0 ;;\n  esac\ndone\n");
        Files.setPosixFilePermissions(brain, PosixFilePermissions.fromString("rwxr-xr-x"));
        return brain;
    }

    /**
     * After a Swap2 swap the second player holds black: results.csv names the players by the
     * colours they held at the end, as the JSON and SGF do (it named the seats, so the row read
     * "opener black, responder white, responder won, black wins"), and a resumed tournament
     * still finds who sat where.
     */
    @Test
    void aSwappedGame_isFiledByTheColoursAsTheGameEnded_andResumes(@TempDir Path dir) throws IOException {
        // the opener's h8 i8 h9; the responder swaps and, black, makes five down column h
        Path opener = scriptedBrain(dir, "opener", "7,7 8,7 7,6", "0,0", "0,1", "0,2", "0,3", "0,4");
        Path responder = scriptedBrain(dir, "responder", "SWAP", "7,5", "7,4", "7,3", "7,9");
        Path out = dir.resolve("rr");
        String[] tournament = {"tournament", "gomoku", "--variant", "freestyle", "--option", "opening=swap2",
            "--player", "opener=gomocup:" + opener, "--player", "responder=gomocup:" + responder, "--games", "1",
            "--out", out.toString()};
        RecordCommandTest.Run first = run(tournament);
        assertEquals(0, first.status(), first.out() + first.err());
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        List<String> row = GameFolder.fields(csv.get(1));
        assertEquals(List.of("1", "responder", "opener", "responder", "rules", "black wins (five)"), row.subList(0, 6),
                csv.toString());
        JsonNode info = JSON.readTree(out.resolve("game-001.json").toFile()).get("info");
        assertEquals("responder", info.get("players").get("black").asText(), info.toString());

        String[] resume = java.util.Arrays.copyOf(tournament, tournament.length + 1);
        resume[tournament.length] = "--resume";
        RecordCommandTest.Run again = run(resume);
        assertEquals(0, again.status(), again.out() + again.err());
        assertEquals(first.out().lines().filter(line -> line.startsWith("responder")).toList(),
                again.out().lines().filter(line -> line.startsWith("responder")).toList(), again.out());
        assertEquals(csv, Files.readAllLines(out.resolve("results.csv")), "nothing played again");
    }

    /** An engine that answers every command with an empty success: its genmove names no move, so it forfeits. */
    @Test
    void aForfeit_isRecordedAndConvertsToSgfWithItsResult(@TempDir Path dir) throws IOException {
        Path engine = dir.resolve("blank-engine");
        Files.writeString(engine, "#!/bin/sh\nwhile read line; do echo '='; echo; done\n");
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path out = dir.resolve("m");
        Path logs = dir.resolve("logs");
        RecordCommandTest.Run match = run("match", "go", "--option", "size=7", "--first", "blank=gtp:" + engine,
                "--second", "random", "--games", "1", "--out", out.toString(), "--log", logs.toString());
        assertEquals(0, match.status(), match.err());
        assertTrue(match.out().contains("black loses, protocol error"), match.out());
        JsonNode info = JSON.readTree(out.resolve("game-001.json").toFile()).get("info");
        assertEquals("W+F", info.get("result").asText(), info.toString());
        assertEquals("protocol error", info.get("termination").asText());
        assertTrue(Files.readString(out.resolve("game-001.sgf")).contains("RE[W+F]"));
        RecordCommandTest.Run converted = run("record", "convert", out.resolve("game-001.json").toString(),
                dir.resolve("forfeit.sgf").toString());
        assertEquals(0, converted.status(), converted.err());
        String sgf = Files.readString(dir.resolve("forfeit.sgf"));
        assertTrue(sgf.contains("RE[W+F]") && sgf.contains("PB[blank]") && sgf.contains("PW[random]"), sgf);
        String log = Files.readString(logs.resolve("blank-random-game-1.blank.log"));
        assertTrue(log.contains("> genmove B\n< =\n"), log);
    }
}
