package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A real engine under the referee: GNU Go over GTP in its own process, against the random agent
 * on 9x9. The ticker is frozen, so no answer is ever late and the verdict cannot depend on the
 * machine's speed; the JUnit timeout only guards the suite against a hung process.
 */
class GnuGoMatchTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void randomAgainstGnuGo_runsToAJudgedEnd() {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed at " + GNUGO + "; skipped");
        GameDefinition go9 = GameRegistry.installed().module("go").defaultDefinition().with(Map.of("size", "9"));
        Match match = new Match(go9, PlayerSpec.parse("random:3"),
                PlayerSpec.parse("gtp:" + GNUGO + " --mode gtp --level 1 --seed 1"), 1, Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(60)), EngineLauncher.PROCESSES,
                (game, score) -> games.add(game));
        GameResult result = games.get(0).result();
        assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
        GameRecord record = result.record();
        assertTrue(record.last().isOver());
        assertTrue(record.moves().size() > 2, "a real game, not two passes: " + record.moves().size() + " moves");
        GameRecord.replayed(go9, go9.newGame(), record.moves());
        assertEquals("gnugo", games.get(0).winner().orElseThrow().name(), "GNU Go beats random: " + result.reason());
    }
}
