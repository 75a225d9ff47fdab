package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Matches between built-in agents: the search beats random play, and an agent that cannot play a game is refused. */
class AgentMatchTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    @Test
    void mcts_beatsRandom_onSmallGomoku() {
        GameDefinition small = GAMES.module("gomoku").define("freestyle", Map.of("size", "9"));
        Match match = new Match(small, PlayerSpec.parse("mcts:iterations=200"), PlayerSpec.parse("random:5"), 4,
                Clocks.parse("none"));
        Score score = match.play(new Referee(new FakeTicker(), Duration.ofSeconds(60)), EngineLauncher.PROCESSES,
                (game, running) -> { });
        assertEquals(new Score(4, 0, 0), score, "mcts's score against random, colours alternating");
    }

    @Test
    void mcts_onAGameThatHidesPieces_isRefusedBeforeAnyGame() {
        GameDefinition junqi = GAMES.module("junqi").defaultDefinition();
        TabulaException e = assertThrows(TabulaException.class, () -> new Match(junqi, PlayerSpec.parse("mcts"),
                PlayerSpec.parse("random"), 1, Clocks.parse("none")));
        assertTrue(e.getMessage().contains("use ismcts"), e.getMessage());
    }
}
