package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SGF that {@code tabula play --record} writes for Go is read by GNU Go: after its
 * {@code loadsgf}, GNU Go's {@code list_stones} names exactly the stones of our last position,
 * and its {@code get_komi} our komi, for random games with captures, handicaps and a board
 * of each size GNU Go plays often. Skipped when GNU Go is not installed.
 */
class SgfGnuGoTest {
    private static final GoModule MODULE = new GoModule();
    private static final RecordFormat FORMAT = MODULE.recordFormats().get(0);

    @TempDir
    Path folder;

    @Test
    void gnuGo_loadsOurSgf_toTheSamePosition() throws IOException {
        Optional<String> gnugo = GnuGoPeerTest.locate();
        assumeTrue(gnugo.isPresent(), "GNU Go is not installed: our SGF is not loaded into it");
        List<GameDefinition> definitions = List.of(
                MODULE.define("chinese", Map.of("size", "9")),
                MODULE.define("japanese", Map.of("size", "13", "handicap", "3")),
                MODULE.define("chinese", Map.of("size", "19", "komi", "0.5", "handicap", "2")),
                MODULE.define("tromp-taylor", Map.of("size", "7")));
        int compared = 0;
        try (GtpProcess peer = new GtpProcess(List.of(gnugo.get(), "--mode", "gtp"))) {
            for (GameDefinition definition : definitions) {
                for (long seed = 1; seed <= 3; seed++) {
                    List<Move> moves = new ArrayList<>();
                    GameState start = definition.newGame();
                    GameState end = randomGame(start, moves, seed, 40 + 30 * (int) seed);
                    Path file = folder.resolve(definition.get(GoOptions.SIZE) + "-" + seed + ".sgf");
                    Files.writeString(file, FORMAT.write(start, moves, end, Optional.empty()), StandardCharsets.UTF_8);
                    String where = definition.text() + " seed " + seed + " (" + moves.size() + " moves)";
                    peer.ok("loadsgf " + file);
                    GoState last = GoState.TYPE.state(end);
                    int size = definition.get(GoOptions.SIZE);
                    assertEquals(stones(last, Stones.BLACK, size), sorted(peer.ok("list_stones black")), "black, " + where);
                    assertEquals(stones(last, Stones.WHITE, size), sorted(peer.ok("list_stones white")), "white, " + where);
                    assertEquals(definition.get(GoOptions.KOMI).doubleValue(), Double.parseDouble(peer.ok("get_komi")),
                            "komi, " + where);
                    compared++;
                }
            }
        }
        assertEquals(12, compared);
    }

    /** Plays up to {@code limit} random moves (no resignation) from {@code start}; returns the last state. */
    private static GameState randomGame(GameState start, List<Move> moves, long seed, int limit) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = start;
        while (!state.isOver() && moves.size() < limit) {
            List<Move> legal = state.legalMoves().stream().filter(m -> !(m instanceof GoMove.Resign)).toList();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            state = state.apply(move);
        }
        return state;
    }

    private static String stones(GoState state, byte colour, int size) {
        TreeSet<String> points = new TreeSet<>();
        for (int p = 0; p < size * size; p++) {
            if (state.stone(p) == colour) {
                points.add(GtpNotation.point(size, p));
            }
        }
        return String.join(" ", points);
    }

    private static String sorted(String vertices) {
        return String.join(" ", new TreeSet<>(Arrays.asList(vertices.strip().toUpperCase().split("\\s+"))))
                .strip();
    }
}
