package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How an engine comes to the table: its command with the game's seed and the rules' flags, the
 * rules' commands, a program checked before the first game, and its exchange kept in a log.
 */
class EngineSetupTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    private static GameDefinition go9(String variant) {
        return GAMES.module("go").define(variant, Map.of("size", "9"));
    }

    /** Starts fakes that pass, recording each command line it was given. */
    private static final class Recording implements EngineLauncher {
        final List<List<String>> commands = new ArrayList<>();
        final List<FakeEngine> engines = new ArrayList<>();

        @Override
        public EngineChannel start(List<String> command) {
            commands.add(command);
            FakeEngine engine = new FakeEngine(FakeEngine.gtpPlaying());
            engines.add(engine);
            return engine;
        }
    }

    private static Recording play(GameDefinition definition, PlayerSpec engine, int games) {
        Recording launcher = new Recording();
        new Match(definition, engine, PlayerSpec.parse("random"), games, Clocks.parse("none"))
                .play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), launcher, (game, score) -> { });
        return launcher;
    }

    @Test
    void gnuGo_isToldTheRulesByItsFlags_andEachGameItsOwnSeed() {
        Recording launcher = play(go9("chinese"), PlayerSpec.parse("gtp:/usr/games/gnugo --mode gtp --seed {seed}"), 2);
        assertEquals(List.of("/usr/games/gnugo", "--mode", "gtp", "--seed", "1", "--chinese-rules", "--positional-superko",
                "--forbid-suicide"), launcher.commands.get(0));
        assertEquals("2", launcher.commands.get(1).get(4), "game 2 is seeded apart");
        Recording japanese = play(go9("japanese"), PlayerSpec.parse("gtp:/usr/games/gnugo --mode gtp"), 1);
        assertEquals(List.of("--japanese-rules", "--simple-ko", "--forbid-suicide"),
                japanese.commands.get(0).subList(3, 6));
        Recording nz = play(go9("new-zealand"), PlayerSpec.parse("gtp:gnugo --mode gtp"), 1);
        assertTrue(nz.commands.get(0).containsAll(List.of("--situational-superko", "--allow-suicide")),
                "a single stone's suicide repeats the board, so superko forbids it: " + nz.commands.get(0));
        Recording japaneseSuicide = play(GAMES.module("go").define("japanese", Map.of("size", "9", "suicide", "true")),
                PlayerSpec.parse("gtp:gnugo"), 1);
        assertTrue(japaneseSuicide.commands.get(0).contains("--allow-all-suicide"), japaneseSuicide.commands.get(0).toString());
    }

    @Test
    void otherEngines_areToldNothing_unlessAStyleIsGiven() {
        assertEquals(List.of("engine"), play(go9("chinese"), PlayerSpec.parse("gtp:engine"), 1).commands.get(0));
        assertEquals(List.of("gnugo"), play(go9("chinese"), PlayerSpec.parse("gtp:gnugo").withRules("none"), 1)
                .commands.get(0), "none: not even GNU Go");
        Recording kgs = play(go9("aga"), PlayerSpec.parse("gtp:engine").withRules("kgs"), 1);
        assertTrue(kgs.engines.get(0).sent.contains("kgs-rules aga"), kgs.engines.get(0).sent.toString());
        TabulaException tromp = assertThrows(TabulaException.class, () -> new Match(go9("tromp-taylor"),
                PlayerSpec.parse("gtp:engine").withRules("kgs"), PlayerSpec.parse("random"), 1, Clocks.parse("none")));
        assertTrue(tromp.getMessage().startsWith("player 'engine' (gtp, rules kgs): kgs-rules names chinese, japanese, "
                + "aga and new_zealand only"), tromp.getMessage());
        TabulaException unknown = assertThrows(TabulaException.class, () -> new Match(go9("chinese"),
                PlayerSpec.parse("gtp:engine").withRules("leela"), PlayerSpec.parse("random"), 1, Clocks.parse("none")));
        assertTrue(unknown.getMessage().endsWith("the styles: none, gnugo, kgs"), unknown.getMessage());
    }

    @Test
    void aMissingProgram_isOneErrorBeforeAnyGame(@TempDir Path dir) throws IOException {
        Match match = new Match(go9("chinese"), PlayerSpec.parse("gtp:" + dir.resolve("nothing") + " --mode gtp"),
                PlayerSpec.parse("random"), 4, Clocks.parse("none"));
        TabulaException missing = assertThrows(TabulaException.class, () -> match.checkPrograms(EngineLauncher.PROCESSES));
        assertEquals("player 'nothing': cannot run '" + dir.resolve("nothing") + "': no such file", missing.getMessage());
        Path text = Files.writeString(dir.resolve("notes.txt"), "not a program");
        assertTrue(assertThrows(TabulaException.class, () -> EngineLauncher.PROCESSES.check(List.of(text.toString())))
                .getMessage().endsWith("not an executable file"));
        assertTrue(assertThrows(TabulaException.class, () -> EngineLauncher.PROCESSES.check(List.of("no-such-engine-here")))
                .getMessage().endsWith("no such program on the PATH"));
        EngineLauncher.PROCESSES.check(List.of("sh")); // found on the PATH
    }

    /** A real process that writes to its standard error and echoes its input: not GTP, so it loses, logged. */
    @Test
    void theLog_keepsTheExchangeAndStandardError(@TempDir Path dir) throws IOException {
        Path engine = dir.resolve("echo-engine");
        Files.writeString(engine, "#!/bin/sh\necho warming up >&2\nexec cat\n");
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path logs = dir.resolve("logs");
        Match match = new Match(go9("chinese"), PlayerSpec.parse("echo=gtp:" + engine), PlayerSpec.parse("random"), 1,
                Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(10), Duration.ZERO, EngineLogs.in(logs)),
                EngineLauncher.PROCESSES, (game, score) -> games.add(game));
        assertEquals(GameResult.Ending.PROTOCOL_ERROR, games.get(0).result().ending());
        Path log = logs.resolve("echo-random-game-1.echo.log");
        String text = waitFor(log, "stderr: warming up");
        assertTrue(text.startsWith("# " + engine + "\n"), text);
        assertTrue(text.contains("> boardsize 9\n< boardsize 9\n"), "each line sent and received, in order: " + text);
        assertTrue(text.contains("stderr: warming up\n"), text);
        assertTrue(text.endsWith("> quit\n< quit\n"), "told to quit at the end: " + text);
    }

    /** The log as it is once {@code line} is in it: standard error is read on a thread of its own. */
    private static String waitFor(Path log, String line) throws IOException {
        for (int i = 0; i < 200; i++) {
            String text = Files.readString(log);
            if (text.contains(line)) {
                return text;
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return Files.readString(log);
    }

    @Test
    void aLaunchThatFails_isLoggedToo(@TempDir Path dir) throws IOException {
        Path logs = dir.resolve("logs");
        EngineLogs.Log log = EngineLogs.in(logs).open("a-b-game-1.a");
        EngineLauncher failing = command -> {
            throw new EngineFault(EngineFault.Kind.NO_START, "cannot start 'x'");
        };
        Consumer<String> unused = log::line;
        unused.accept("# x");
        log.close();
        Match match = new Match(go9("chinese"), PlayerSpec.parse("a=gtp:x"), PlayerSpec.parse("b=random"), 1,
                Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(10), Duration.ZERO, EngineLogs.in(logs)), failing,
                (game, score) -> games.add(game));
        assertEquals(GameResult.Ending.NO_START, games.get(0).result().ending());
        assertEquals("# x\n! cannot start 'x'\n", Files.readString(logs.resolve("a-b-game-1.a.log")));
    }
}
