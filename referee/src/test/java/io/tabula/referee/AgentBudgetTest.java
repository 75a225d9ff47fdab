package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.referee.FakeEngine.Launcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Built-in agents take their budget from the clock and the answer limit. The ticker moves 10 ms
 * at every reading, and a search reads it once an iteration, so an agent that ignored the
 * deadline would run its five million iterations (and the test's own time); one that keeps to
 * it moves after a few hundred.
 */
class AgentBudgetTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    private static GameDefinition go9() {
        return GAMES.module("go").defaultDefinition().with(Map.of("size", "9"));
    }

    private static List<GameResult> play(Match match, FakeTicker ticker, Duration limit) {
        List<GameResult> results = new ArrayList<>();
        match.play(new Referee(ticker, limit), new Launcher(Map.of("passer", FakeEngine::gtpPlaying)),
                (game, score) -> results.add(game.result()));
        return results;
    }

    @Test
    void aSearchOfFiveMillionIterations_movesWithinATwoSecondAnswerLimit() {
        FakeTicker ticker = new FakeTicker().setAutoIncrementStep(10, TimeUnit.MILLISECONDS);
        Match match = new Match(go9(), PlayerSpec.parse("mcts:iterations=5000000"), PlayerSpec.parse("gtp:passer"), 1,
                Clocks.parse("none"));
        GameResult result = play(match, ticker, Duration.ofSeconds(2)).get(0);
        assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
        for (int i = 0; i < result.used().size(); i += 2) {
            assertTrue(result.used().get(i).compareTo(Duration.ofSeconds(2)) < 0, "move " + (i + 1) + " took "
                    + result.used().get(i));
        }
    }

    @Test
    void underAClock_aSearchSharesTheTimeLeft_andNeverLosesOnTime() {
        FakeTicker ticker = new FakeTicker().setAutoIncrementStep(10, TimeUnit.MILLISECONDS);
        Match match = new Match(go9(), PlayerSpec.parse("mcts:iterations=5000000"), PlayerSpec.parse("gtp:passer"), 1,
                Clocks.parse("absolute:30s"));
        GameResult result = play(match, ticker, Duration.ofSeconds(60)).get(0);
        assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
        Duration first = result.used().get(0);
        assertTrue(first.compareTo(Duration.ofMillis(1200)) <= 0 && first.compareTo(Duration.ofMillis(500)) >= 0,
                "a thirtieth of 30 s, and a few readings: " + first);
    }

    @Test
    void thinkingTime_followsTheClock() {
        Duration s = Duration.ofSeconds(1);
        assertEquals(Duration.ofMillis(1800), ThinkingTime.of(EngineTime.unlimited(s.multipliedBy(2))),
                "nine tenths of the answer limit");
        assertEquals(Duration.ofSeconds(20), ThinkingTime.of(Clocks.parse("absolute:10m").engineTime(s)),
                "a thirtieth of main time");
        assertEquals(Duration.ofSeconds(30), ThinkingTime.of(Clocks.parse("byoyomi:1m+5x30s").engineTime(s)),
                "at least a period where overtime follows");
        assertEquals(Duration.ofMillis(2500).plusMillis(400), ThinkingTime.of(Clocks.parse("tc=40/100+0.5").engineTime(s)),
                "the block shared by its moves, and most of the increment");
        assertEquals(Duration.ofMillis(1800), ThinkingTime.of(Clocks.parse("st=2").engineTime(s)),
                "within the time a move");
    }
}
