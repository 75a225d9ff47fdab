package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.MctsAgent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The framework's MCTS agent on Gomoku, through the SPI and the module's fast sampler. */
class GomokuMctsTest {
    private static final GomokuModule MODULE = new GomokuModule();

    @Test
    void beatsRandomPlay_onEveryGame_asEitherColour() {
        GameDefinition small = MODULE.define("freestyle", Map.of("size", "9"));
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(300);
        int won = 0;
        int games = 10;
        for (int game = 0; game < games; game++) {
            int mctsPlayer = game % 2;
            Agent mcts = new MctsAgent(settings, 40 + game);
            Agent random = new RandomAgent(80 + game);
            GameState state = small.newGame();
            while (!state.isOver()) {
                state = state.apply((state.playerToAct() == mctsPlayer ? mcts : random).choose(state));
            }
            if (state.outcome().winner().map(state::playerOf).orElse(-1) == mctsPlayer) {
                won++;
            }
        }
        assertEquals(games, won, "games MCTS won against random play");
    }

    @Test
    void completesAnOpenFour() {
        // Black has four in a row with both ends open; any search worth the name plays five.
        GameDefinition definition = MODULE.define("freestyle", Map.of("size", "9"));
        GameState state = definition.newGame();
        String[] moves = {"c5", "a1", "d5", "a2", "e5", "a3", "f5", "b9"};
        for (String text : moves) {
            state = state.apply(MODULE.notation().parse(state, text));
        }
        Move chosen = new MctsAgent(MctsAgent.Settings.DEFAULT.withIterations(200), 3).choose(state);
        String written = MODULE.notation().format(state, chosen);
        assertTrue(written.equals("b5") || written.equals("g5"), "chose " + written);
        assertTrue(state.apply(chosen).isOver());
    }
}
