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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user meets it: output, exit statuses, errors without stack traces. */
class TabulaCliTest {

    /** What one run printed and returned. */
    record Run(int status, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }
    }

    static Run runWithInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
    }

    static Run run(String... args) {
        return runWithInput("", args);
    }

    @Test
    void games_listsEveryGameWithVariantsAndOptions() {
        Run run = run("games");
        assertEquals(0, run.status());
        assertTrue(run.out().contains("gomoku"), run.out());
        assertTrue(run.out().contains("standard") && run.out().contains("freestyle"), run.out());
        assertTrue(run.out().contains("size") && run.out().contains("an integer from 5 to 26"), run.out());
    }

    @Test
    void conformance_withoutPaths_runsBundledFilesAndPasses() {
        Run run = run("conformance");
        assertEquals(0, run.status(), run.out() + run.err());
        String last = run.outLines().get(run.outLines().size() - 1);
        assertTrue(last.matches("\\d+ passed, 0 failed"), last);
        assertTrue(Integer.parseInt(last.split(" ")[0]) >= 79, last);
    }

    @Test
    void conformance_failingCase_printsTheCheckAndExitsOne(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("wrong.json"), """
                {"game": "gomoku", "variant": "standard", "cases": [
                  {"id": "first-move", "setup": {"moves": ["h8"]}, "expect": {"toMove": "black", "legalCount": 224}},
                  {"id": "right", "expect": {"legalCount": 225}}
                ]}""");
        Run run = run("conformance", dir.toString());
        assertEquals(1, run.status());
        assertTrue(run.out().contains("case 'first-move': toMove: expected black, was white"), run.out());
        assertTrue(run.out().strip().endsWith("1 passed, 1 failed"), run.out());
    }

    @Test
    void conformance_unknownField_exitsTwoNamingFileCaseAndField(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("typo.json");
        Files.writeString(file, """
                {"game": "gomoku", "variant": "standard", "cases": [
                  {"id": "typo", "expect": {"legalCont": 225}}
                ]}""");
        Run run = run("conformance", file.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("typo.json") && run.err().contains("case 'typo'")
                && run.err().contains("expect.legalCont"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void conformanceEngine_thatDoesNotStart_isOneLineAndExitTwo() {
        Run run = run("conformance", "--engine", "gtp:/no/such/engine --mode gtp");
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().startsWith("tabula: engine '/no/such/engine --mode gtp': "), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    @Test
    void conformanceEngine_ofAProtocolNoGameSpeaks_orABuiltInAgent_isExitTwo() {
        Run unknown = run("conformance", "--engine", "uci:/bin/cat");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("player 'uci:/bin/cat'"), unknown.err());
        Run agent = run("conformance", "--engine", "random");
        assertEquals(2, agent.status());
        assertTrue(agent.err().contains("name an external engine"), agent.err());
    }

    @Test
    void unknownGame_isAnErrorListingTheGames() {
        Run run = run("playout", "chess", "--games", "1");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("unknown game 'chess'") && run.err().contains("gomoku"), run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
    }

    @Test
    void unknownOption_isAnErrorListingTheOptions() {
        Run run = run("playout", "gomoku", "--option", "sise=9", "--games", "1");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("sise") && run.err().contains("rule, size"), run.err());
    }

    @Test
    void playout_printsResultsAndAMachineReadableLastLine() {
        Run run = run("playout", "gomoku", "--variant", "standard", "--games", "200", "--seed", "5", "--warmup", "0");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.outLines();
        assertTrue(lines.stream().anyMatch(l -> l.matches("playouts: 200 \\(seed 5, \\d+ threads?\\)")), run.out());
        long black = count(lines, "black wins: ");
        long white = count(lines, "white wins: ");
        long draws = count(lines, "draws: ");
        assertEquals(200, black + white + draws);
        assertTrue(lines.get(lines.size() - 1).matches("playouts/s: \\d+\\.\\d  moves/s: \\d+\\.\\d"),
                lines.get(lines.size() - 1));
        assertEquals(run.out(), run("playout", "gomoku", "--variant", "standard", "--games", "200", "--seed", "5",
                "--warmup", "0").out().replaceAll("playouts/s: .*", lines.get(lines.size() - 1)),
                "equal seeds give equal results");
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).mapToLong(l -> Long.parseLong(
                l.substring(prefix.length()).split(" ")[0])).sum();
    }

    @Test
    void play_humansTypeMovesAndGetReasonsForIllegalOnes() {
        String input = String.join("\n", "h8", "h8", "z99", "nonsense", "help", "h9", "undo", "quit") + "\n";
        Run run = runWithInput(input, "play", "gomoku", "--black", "human", "--white", "human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertTrue(out.contains("illegal move h8: the point is occupied"), out);
        assertTrue(out.contains("not a move: 'z99' is not on the 15x15 board"), out);
        assertTrue(out.contains("not a move: 'nonsense' is not a point"), out);
        assertTrue(out.contains("undo"), out);
        assertTrue(out.contains("quit after 0 moves"), "black's undo took back h9 and h8: " + out);
    }

    @Test
    void play_countsOneMoveInTheSingular() {
        Run quit = runWithInput("h8\nquit\n", "play", "gomoku", "--black", "human", "--white", "human");
        assertTrue(quit.out().contains("quit after 1 move\n"), quit.out());
        Run ended = runWithInput("h8\n", "play", "gomoku", "--black", "human", "--white", "human");
        assertTrue(ended.out().contains("the game is left unfinished after 1 move\n"), ended.out());
        Run analyzed = run("analyze", "gomoku", "--moves", "h8", "--depth", "1");
        assertTrue(analyzed.out().contains("VCF for white: none within 1 four\n"), analyzed.out());
    }

    @Test
    void play_againstRandom_endsCleanlyAtEndOfInput() {
        Run run = runWithInput("h8\n", "play", "gomoku", "--white", "random", "--seed", "3");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("white plays "), run.out());
        assertTrue(run.out().contains("end of input: the game is left unfinished after 2 moves"), run.out());
    }

    @Test
    void play_randomAgainstRandom_playsToTheEnd() {
        Run run = run("play", "gomoku", "--option", "size=7", "--black", "random", "--white", "random");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("game over: "), run.out());
    }

    @Test
    void play_aForbiddenMoveThatLoses_endsSayingWhichFoulAndWhere() {
        String input = String.join("\n", "h8", "a1", "g8", "a2", "i7", "a3", "i6", "a4", "i8") + "\n";
        Run run = runWithInput(input, "play", "gomoku", "--variant", "renju", "--white", "human");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\ngame over: white wins: black's i8 is a double three; second player wins\n"),
                run.out());
        Run analyzed = run("analyze", "gomoku", "--variant", "renju", "--moves", "h8 a1 g8 a2 i7 a3 i6 a4 i8");
        assertTrue(analyzed.out().contains("game over: white wins: black's i8 is a double three\n"), analyzed.out());
    }

    @Test
    void play_unknownPlayerKind_isAnError() {
        Run run = run("play", "gomoku", "--black", "robot");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("must be human, random or a search agent (mcts, ismcts, alphabeta): unknown agent 'robot'"),
                run.err());
        Run badOption = run("play", "gomoku", "--second", "mcts:depth=3");
        assertEquals(2, badOption.status());
        assertTrue(badOption.err().contains("agent mcts has no option 'depth'"), badOption.err());
        Run hidden = run("play", "junqi", "--first", "random", "--second", "mcts");
        assertEquals(2, hidden.status());
        assertTrue(hidden.err().contains("use ismcts"), hidden.err());
    }

    @Test
    void playout_onSeveralThreads_givesTheSameGamesAsOne() {
        Run one = run("playout", "gomoku", "--option", "size=9", "--games", "300", "--seed", "5", "--threads", "1",
                "--warmup", "0");
        Run three = run("playout", "gomoku", "--option", "size=9", "--games", "300", "--seed", "5", "--threads", "3",
                "--warmup", "0");
        assertEquals(0, three.status(), three.err());
        assertTrue(three.out().contains("playouts: 300 (seed 5, 3 threads)"), three.out());
        assertEquals(withoutSpeedAndThreads(one.out()), withoutSpeedAndThreads(three.out()));
        Run none = run("playout", "gomoku", "--games", "3", "--threads", "0");
        assertEquals(2, none.status());
        assertTrue(none.err().contains("--threads must be at least 1, not 0"), none.err());
    }

    private static String withoutSpeedAndThreads(String out) {
        return out.replaceAll("playouts/s:.*", "").replaceAll(", \\d+ threads?\\)", ")");
    }

    @Test
    void gtp_withAnAgent_answersGenmoveWithTheAgentsMove() {
        Run gtp = runWithInput("boardsize 9\nclear_board\ngenmove b\ngenmove w\nquit\n", "gtp", "--agent",
                "mcts:iterations=50");
        assertEquals(0, gtp.status(), gtp.err());
        List<String> answers = gtp.out().lines().filter(l -> l.startsWith("=")).toList();
        assertEquals(5, answers.size(), gtp.out());
        assertTrue(answers.get(2).matches("= [A-HJ][1-9]") && answers.get(3).matches("= [A-HJ][1-9]"), gtp.out());
        assertEquals(answers, runWithInput("boardsize 9\nclear_board\ngenmove b\ngenmove w\nquit\n", "gtp", "--agent",
                "mcts:iterations=50").out().lines().filter(l -> l.startsWith("=")).toList(), "seeded: the same moves");
        Run bad = run("gtp", "--agent", "mcts:iterations=0");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("iterations=0"), bad.err());
    }

    @Test
    void play_searchAgents_playAWholeGame() {
        Run run = run("play", "gomoku", "--option", "size=7", "--first", "mcts:iterations=30",
                "--second", "ismcts:iterations=30", "--seed", "3");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("game over: "), run.out());
    }
}
