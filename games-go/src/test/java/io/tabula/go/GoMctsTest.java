package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.agent.Agent;
import io.tabula.agent.MctsAgent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The framework's MCTS agent on Go, through the SPI and the module's fast sampler. */
class GoMctsTest {
    private static final GoModule MODULE = new GoModule();

    @Test
    void beatsRandomPlay_on9x9_asEitherColour() {
        GameDefinition nine = MODULE.define("chinese", Map.of("size", "9"));
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(150);
        int won = 0;
        int games = 4;
        for (int game = 0; game < games; game++) {
            int mctsPlayer = game % 2;
            Agent mcts = new MctsAgent(settings, 10 + game);
            Agent random = new RandomAgent(20 + game);
            GameState state = nine.newGame();
            while (!state.isOver()) {
                state = state.apply((state.playerToAct() == mctsPlayer ? mcts : random).choose(state));
            }
            if (state.outcome().winner().map(state::playerOf).orElse(-1) == mctsPlayer) {
                won++;
            }
        }
        assertEquals(games, won, "games MCTS won against random play");
    }
}
