package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula tournament --concurrency N}, {@code --stop-after N} and {@code --resume} as a user meets them. */
class TournamentResumeTest {
    private static final String[] TOURNAMENT = {"tournament", "gomoku", "--variant", "freestyle", "--option", "size=7",
        "--player", "a=random:1", "--player", "b=random:2", "--player", "c=random:3", "--games", "2"};

    private static RecordCommandTest.Run run(String... extra) {
        List<String> args = new ArrayList<>(List.of(TOURNAMENT));
        args.addAll(List.of(extra));
        return RecordCommandTest.run("", args.toArray(String[]::new));
    }

    /** The standings table and cross table: everything after the games. */
    private static String standings(String out) {
        return out.substring(out.indexOf("standings ("), out.indexOf("saved: ") < 0 ? out.length() : out.indexOf("saved: "));
    }

    /** results.csv without each player's thinking time: the run's own, not the game's. */
    static String withoutTimes(Path csv) throws java.io.IOException {
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(csv)) {
            List<String> fields = new ArrayList<>(GameFolder.fields(line));
            fields.subList(8, 10).clear();
            out.append(String.join(",", fields)).append('\n');
        }
        return out.toString();
    }

    /** A JSON record without the times its moves took. */
    static String withoutTimes(String json) throws java.io.IOException {
        com.fasterxml.jackson.databind.node.ObjectNode record = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        ((com.fasterxml.jackson.databind.node.ObjectNode) record.get("info")).remove(List.of("used", "left"));
        return record.toString();
    }

    private static String withoutFolder(String out) {
        return out.lines().filter(l -> !l.startsWith("saved: ")).reduce("", (a, b) -> a + b + "\n");
    }

    @Test
    void twoGamesAtOnce_printTheGamesAndStandingsOfOneAtATime(@TempDir Path dir) throws Exception {
        RecordCommandTest.Run one = run("--out", dir.resolve("one").toString());
        RecordCommandTest.Run two = run("--concurrency", "2", "--out", dir.resolve("two").toString());
        assertEquals(0, two.status(), two.err());
        assertEquals(withoutFolder(one.out()), withoutFolder(two.out()));
        assertEquals(withoutTimes(dir.resolve("one/results.csv")), withoutTimes(dir.resolve("two/results.csv")));
        assertEquals(withoutTimes(Files.readString(dir.resolve("one/game-005.json"))),
                withoutTimes(Files.readString(dir.resolve("two/game-005.json"))));
    }

    @Test
    void aStoppedTournament_resumesFromItsFolder_withoutPlayingTheSavedGamesAgain(@TempDir Path dir) throws Exception {
        RecordCommandTest.Run whole = run("--out", dir.resolve("whole").toString());
        Path folder = dir.resolve("cut");
        RecordCommandTest.Run first = run("--out", folder.toString(), "--stop-after", "2");
        assertEquals(0, first.status(), first.err());
        assertTrue(first.out().contains("stopped after 2 of 6 games; go on with the same command and --resume"),
                first.out());
        assertEquals(3, Files.readAllLines(folder.resolve("results.csv")).size(), "a header and two games");

        RecordCommandTest.Run second = run("--out", folder.toString(), "--resume", "--concurrency", "2");
        assertEquals(0, second.status(), second.err());
        assertTrue(second.out().lines().filter(l -> l.endsWith(" (saved)")).count() == 2, second.out());
        assertTrue(second.out().contains("game 3: "), second.out());
        assertEquals(standings(whole.out()), standings(second.out()));
        assertEquals(withoutTimes(dir.resolve("whole/results.csv")), withoutTimes(folder.resolve("results.csv")));
        assertEquals(Files.readString(dir.resolve("whole/standings.json")),
                Files.readString(folder.resolve("standings.json")));
    }

    @Test
    void resumingWithOtherSettings_isOneLine_exit2(@TempDir Path dir) {
        Path folder = dir.resolve("cut");
        assertEquals(0, run("--out", folder.toString(), "--stop-after", "1").status());
        RecordCommandTest.Run other = RecordCommandTest.run("", "tournament", "gomoku", "--variant", "freestyle",
                "--option", "size=7", "--player", "a=random:1", "--player", "b=random:2", "--games", "2",
                "--out", folder.toString(), "--resume");
        assertEquals(2, other.status());
        assertEquals("tabula: --resume: " + folder + " holds a tournament with other settings: players "
                + "[a=random:1, b=random:2, c=random:3] there, [a=random:1, b=random:2] here", other.err().strip());
        RecordCommandTest.Run nowhere = run("--resume");
        assertEquals(2, nowhere.status());
        assertEquals("tabula: --resume needs --out DIR, the folder of the tournament to go on with",
                nowhere.err().strip());
        RecordCommandTest.Run empty = run("--resume", "--out", dir.resolve("empty").toString());
        assertEquals("tabula: " + dir.resolve("empty") + " has no tournament.json: no tournament was saved there",
                empty.err().strip());
        RecordCommandTest.Run none = run("--concurrency", "0");
        assertEquals("tabula: --concurrency must be at least 1, not 0", none.err().strip());
    }
}
