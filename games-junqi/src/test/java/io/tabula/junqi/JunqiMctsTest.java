package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.MctsAgent;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The framework's MCTS agent searches full states, so it plays open Junqi only. */
class JunqiMctsTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final MctsAgent.Settings SETTINGS = MctsAgent.Settings.DEFAULT.withIterations(40);

    @Test
    void hiddenJunqi_isRefused_withTheReason() {
        GameState state = MODULE.define("standard", Map.of("deploymentSeed", "3")).newGame();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MctsAgent(SETTINGS, 1).choose(state));
        assertTrue(e.getMessage().contains("hides information"), e.getMessage());
    }

    @Test
    void openJunqi_isSearched_fromTheDeploymentPhaseOn() {
        GameState state = MODULE.define("standard", Map.of("open", "true")).newGame();
        MctsAgent agent = new MctsAgent(SETTINGS, 2);
        for (int ply = 0; ply < 6 && !state.isOver(); ply++) {
            Move move = agent.choose(state);
            assertTrue(state.check(move).isLegal(), move + " at ply " + ply);
            state = state.apply(move);
        }
        assertTrue(state.phase().isPlay(), "both deployments were played: " + state.phase());
    }
}
