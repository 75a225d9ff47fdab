package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.referee.FakeEngine.Launcher;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Openings: files of starting positions, each played with both colours, in an order a seed repeats. */
class OpeningsTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    private static GameDefinition go9() {
        return GAMES.module("go").defaultDefinition().with(Map.of("size", "9"));
    }

    private static GameDefinition gomoku() {
        return GAMES.module("gomoku").define("freestyle", Map.of("size", "9"));
    }

    @Test
    void eachOpening_isPlayedWithBothColours_andTheEnginesAreToldIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# two openings\nE5 C3\nD4, F6 C7\n");
        Openings openings = Openings.read(go9(), List.of(file));
        assertEquals(2, openings.size());
        Launcher launcher = new Launcher(Map.of("passer", FakeEngine::gtpPlaying));
        Match match = new Match(go9(), PlayerSpec.parse("gtp:passer"), PlayerSpec.parse("random:3"),
                MatchTerms.of(4, Clocks.parse("none")).withOpenings(openings));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), launcher, (game, score) -> games.add(game));
        List<String> starts = games.stream().map(g -> g.result().record().moves().subList(0, g.result().opening())
                .stream().map(m -> go9().module().notation().format(go9().newGame(), m)).toList().toString()).toList();
        assertEquals(2, games.get(0).result().opening());
        assertEquals(3, games.get(2).result().opening());
        assertEquals(starts.get(0), starts.get(1), "games 1 and 2 share the first opening");
        assertEquals(starts.get(2), starts.get(3), "games 3 and 4 the second");
        assertEquals("passer", games.get(0).players().get(0).name());
        assertEquals("passer", games.get(1).players().get(1).name(), "with the colours exchanged");
        List<String> sent = launcher.engine(0).sent;
        assertTrue(sent.containsAll(List.of("play B E5", "play W C3")), "the engine is told the opening: " + sent);
        assertEquals(List.of(Duration.ZERO, Duration.ZERO), games.get(0).result().used().subList(0, 2),
                "an opening's moves take no one's time");
        assertTrue(GameInfos.of(match, games.get(0)).notes().contains("Opening: " + file + " line 2 (2 moves)"),
                GameInfos.of(match, games.get(0)).notes().toString());
    }

    @Test
    void sgfGames_areOpenings(@TempDir Path dir) throws IOException {
        Path sgf = dir.resolve("openings.sgf");
        Files.writeString(sgf, "(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc])(;GM[1]FF[4]SZ[9]KM[7.5];B[dd])");
        Openings openings = Openings.read(go9(), List.of(sgf));
        assertEquals(2, openings.size());
        assertEquals(2, openings.forGame(1).size());
        assertEquals(1, openings.forGame(3).size());
        assertEquals(2, openings.forGame(5).size(), "round the list again");
    }

    @Test
    void aSeed_shufflesTheSameWayEveryTime(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("gomoku.txt");
        StringBuilder lines = new StringBuilder();
        for (char c = 'a'; c <= 'h'; c++) {
            lines.append(c).append("1 ").append(c).append("9\n");
        }
        Files.writeString(file, lines);
        Openings read = Openings.read(gomoku(), List.of(file));
        List<String> once = names(read.shuffled(7));
        assertEquals(once, names(read.shuffled(7)));
        assertNotEquals(names(read), once, "eight openings in another order");
        assertNotEquals(once, names(read.shuffled(8)));
    }

    private static List<String> names(Openings openings) {
        List<String> names = new ArrayList<>();
        for (int game = 1; game <= 2 * openings.size(); game += 2) {
            names.add(openings.nameForGame(game));
        }
        return names;
    }

    @Test
    void anIllegalOrFinishedOpening_isOneErrorNamingFileAndLine(@TempDir Path dir) throws IOException {
        Path illegal = dir.resolve("illegal.txt");
        Files.writeString(illegal, "E5 C3\nE5 E5\n");
        TabulaException occupied = assertThrows(TabulaException.class, () -> Openings.read(go9(), List.of(illegal)));
        assertTrue(occupied.getMessage().startsWith("--openings " + illegal + " line 2: E5 is illegal"),
                occupied.getMessage());
        Path five = dir.resolve("five.txt");
        Files.writeString(five, "a1 a9 b1 b9 c1 c9 d1 d9 e1\n");
        TabulaException over = assertThrows(TabulaException.class, () -> Openings.read(gomoku(), List.of(five)));
        assertTrue(over.getMessage().contains("it ends the game"), over.getMessage());
        Path words = dir.resolve("words.txt");
        Files.writeString(words, "hello\n");
        assertTrue(assertThrows(TabulaException.class, () -> Openings.read(go9(), List.of(words))).getMessage()
                .contains("'hello' is not a move"));
        assertTrue(assertThrows(TabulaException.class, () -> Openings.read(go9(), List.of(dir.resolve("none.txt"))))
                .getMessage().contains("no such file"));
    }
}
