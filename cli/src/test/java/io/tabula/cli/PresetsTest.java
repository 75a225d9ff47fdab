package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Definition text and presets wherever the command line names a game (README, "Presets"):
 * the working directory's {@code tabula-presets.json} or {@code --presets FILE}.
 */
class PresetsTest {
    @TempDir
    Path dir;

    @Test
    void definitionText_namesTheGame_ofPlayoutAndAnalyze() {
        TabulaCliTest.Run playout = run("playout", "gomoku(size=19,rule=freestyle)", "--games", "2", "--warmup", "0");
        assertEquals(0, playout.status(), playout.err());
        assertTrue(playout.outLines().get(0).startsWith("gomoku(variant=freestyle,rule=freestyle,size=19,"),
                playout.out());

        TabulaCliTest.Run withOption = run("playout", "go(size=9)", "--option", "komi=0.5", "--games", "1",
                "--warmup", "0");
        assertEquals(0, withOption.status(), withOption.err());
        assertTrue(withOption.outLines().get(0).startsWith("go(variant=chinese,size=9,komi=0.5,"), withOption.out());

        TabulaCliTest.Run analyze = run("analyze", "gomoku(size=19)", "--moves", "j10");
        assertEquals(0, analyze.status(), analyze.err());
    }

    @Test
    void definitionTextAndPresets_nameTheGameOfAnEngine() throws IOException {
        TabulaCliTest.Run gtp = runWithInput("tabula-rules\n", null, "gtp", "--game", "go(variant=japanese,size=13)",
                "--option", "komi=0.5");
        assertEquals(0, gtp.status(), gtp.err());
        assertTrue(gtp.out().startsWith("= go(variant=japanese,size=13,komi=0.5,ko=simple"), gtp.out());

        Files.writeString(dir.resolve("tabula-presets.json"), "{\"small-go\": \"go(size=9)\"}");
        TabulaCliTest.Run preset = runWithInput("tabula-rules\n", dir, "gtp", "--game", "small-go");
        assertEquals(0, preset.status(), preset.err());
        assertTrue(preset.out().startsWith("= go(variant=chinese,size=9,"), preset.out());

        assertBadInput(runWithInput("", null, "gtp", "--game", "junqi(open=true)"), "game 'junqi(open=true)' does not "
                + "speak gtp; games that do: go");
    }

    @Test
    void badDefinitionText_isOneLineNamingIt() {
        assertBadInput(run("playout", "gomoku(size=99)", "--games", "1"), "size");
        assertBadInput(run("playout", "gomoku(size=19", "--games", "1"), "a game definition ends with ')'");
        assertBadInput(run("playout", "gomoku(sise=19)", "--games", "1"), "sise");
        assertBadInput(run("playout", "gomoku(size=19)", "--variant", "renju", "--games", "1"),
                "--variant goes with a game id, not with 'gomoku(size=19)'; write variant=renju inside a definition");
    }

    @Test
    void presetsInTheWorkingDirectory_areListedAndAcceptedByName() throws IOException {
        Files.writeString(dir.resolve("tabula-presets.json"), """
                {"big-gomoku": "gomoku(size=19,rule=freestyle)",
                 "quick-go": "go(variant=japanese,size=9)"}
                """);
        TabulaCliTest.Run games = runIn(dir, "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("presets:\n    big-gomoku     gomoku(variant=freestyle,rule=freestyle,size=19,"), games.out());
        assertTrue(games.out().contains("\n    quick-go       go(variant=japanese,"), games.out());

        TabulaCliTest.Run playout = runIn(dir, "playout", "big-gomoku", "--games", "1", "--warmup", "0");
        assertEquals(0, playout.status(), playout.err());
        assertEquals(games.out().lines().filter(line -> line.startsWith("    big-gomoku")).findFirst().orElseThrow()
                .substring(19), playout.outLines().get(0));

        TabulaCliTest.Run play = runIn(dir, "play", "quick-go", "--second", "human", "--option", "komi=0.5");
        assertEquals(0, play.status(), play.err());
        assertTrue(play.out().startsWith("go(variant=japanese,size=9,komi=0.5,"), play.out());
    }

    @Test
    void thePresetsOption_readsItsFile_insteadOfTheWorkingDirectorys() throws IOException {
        Files.writeString(dir.resolve("tabula-presets.json"), "{\"here\": \"gomoku\"}");
        Path other = Files.writeString(dir.resolve("mine.json"), "{\"there\": \"go(size=13)\"}");
        TabulaCliTest.Run games = runIn(dir, "--presets", other.toString(), "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("    there          go(variant=chinese,"), games.out());
        assertTrue(!games.out().contains("    here "), games.out());
    }

    @Test
    void anUnknownName_listsGamesAndPresets_andTheNameMeant() throws IOException {
        Files.writeString(dir.resolve("tabula-presets.json"), "{\"big-gomoku\": \"gomoku(size=19)\"}");
        assertBadInput(runIn(dir, "playout", "big-gomok", "--games", "1"),
                "unknown game or preset 'big-gomok'; did you mean 'big-gomoku'? games: ");
        assertBadInput(runIn(dir, "playout", "big-gomok", "--games", "1"), "; presets: big-gomoku");
    }

    @Test
    void badPresetFiles_areOneLineNamingFileAndPreset() throws IOException {
        assertBadFile("{\"a\": \"gomoku\", \"a\": \"go\"}", "preset 'a' is defined twice");
        assertBadFile("{\"go\": \"go(size=9)\"}", "preset 'go' has the name of a game");
        assertBadFile("{\"Big\": \"gomoku\"}", "preset name 'Big' must be lower-case letters");
        assertBadFile("{\"big\": \"gomoku(size=3)\"}", "preset 'big' (gomoku(size=3)): ");
        assertBadFile("{\"big\": \"chess\"}", "preset 'big' (chess): unknown game 'chess'");
        assertBadFile("{\"big\": 19}", "preset 'big' must be definition text in quotes");
        assertBadFile("[\"gomoku\"]", "must hold one JSON object of preset names and definition texts");
        assertBadFile("{\"big\": ", "is not JSON");
        assertBadInput(runIn(dir, "--presets", "nowhere.json", "games"), "presets file nowhere.json does not exist");
    }

    private void assertBadFile(String text, String message) throws IOException {
        Path file = Files.writeString(dir.resolve("tabula-presets.json"), text);
        assertBadInput(runIn(dir, "games"), "presets file " + file);
        assertBadInput(runIn(dir, "games"), message);
    }

    private static void assertBadInput(TabulaCliTest.Run run, String message) {
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().startsWith("tabula: "), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().lines().count(), "one line, no stack trace: " + run.err());
    }

    private static TabulaCliTest.Run run(String... args) {
        return runIn(null, args);
    }

    private static TabulaCliTest.Run runIn(Path workingDirectory, String... args) {
        return runWithInput("pass\npass\n", workingDirectory, args);
    }

    private static TabulaCliTest.Run runWithInput(String input, Path workingDirectory, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true),
                new PrintWriter(err, true), GameRegistry.installed(), Map.of(), workingDirectory);
        return new TabulaCliTest.Run(status, out.toString(), err.toString());
    }
}
