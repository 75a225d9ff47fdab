package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.sgf.SgfGo;
import io.tabula.record.GameRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tabula sgf replay} needs memory in proportion to the file, not to every position of
 * every game in it: a replay holds each position of its game, so the command replays and
 * prints one game at a time. It once kept all replays of a file until the end: the 300 games
 * of 300 moves here needed a heap of 128 MB, and now of 40 MB (the parsed file). The test
 * runs the command in a JVM with a heap of 64 MB, between the two, so its verdict is about
 * memory, never speed.
 */
class SgfReplayMemoryTest {
    private static final int GAMES = 300;
    private static final int MOVES = 300;

    /** A legal 19x19 game of {@link #MOVES} stones drawn at random from a fixed seed. */
    private static String game() {
        GameDefinition definition = new GoModule().define("chinese", Map.of());
        GameState start = definition.newGame();
        GameState state = start;
        List<Move> moves = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(9);
        while (moves.size() < MOVES && !state.isOver()) {
            List<Move> stones = state.legalMoves().stream().filter(m -> m instanceof GoMove.Place).toList();
            Move move = stones.isEmpty() ? GoMove.PASS : stones.get(random.nextInt(stones.size()));
            moves.add(move);
            state = state.apply(move);
        }
        return SgfGo.toSgf(new GameRecord(definition, start, moves));
    }

    @Test
    void replay_ofManyGames_fitsAHeapFarBelowAllTheirPositions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("many.sgf");
        Files.writeString(file, (game() + "\n").repeat(GAMES), StandardCharsets.UTF_8);
        Path output = dir.resolve("out.txt");
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder(java, "-Xmx64m", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), Tabula.class.getName(), "sgf", "replay", file.toString())
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        assertTrue(process.waitFor(10, TimeUnit.MINUTES), "the replay did not end");
        String out = Files.readString(output);
        assertEquals(0, process.exitValue(), out.length() > 2000 ? out.substring(out.length() - 2000) : out);
        assertEquals(GAMES, out.lines().filter(line -> line.startsWith("moves: ")).count());
        assertTrue(out.contains(file + " (game " + GAMES + " of " + GAMES + ")"), "the last game is printed");
    }
}
