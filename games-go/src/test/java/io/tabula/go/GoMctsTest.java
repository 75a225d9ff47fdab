package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.tabula.agent.Agent;
import io.tabula.agent.MctsAgent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import java.util.Map;
import java.util.Optional;
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

    /**
     * Go's winningMove looks at the pass alone: after the opponent's pass, passing wins the
     * count for the side that leads (one stone owns an empty 5x5 board under area scoring,
     * 25 points against a komi of 7.5) and MCTS plays it; the side behind has no winning move
     * and plays on.
     */
    @Test
    void afterAPass_passesWhenTheCountWins_andPlaysOnWhenItLoses() {
        GameDefinition five = MODULE.define("chinese", Map.of("size", "5"));
        byte[] cells = new byte[25];
        cells[12] = Stones.BLACK;
        GameState blackAhead = GoState.setUp(five, cells, Stones.WHITE_SIDE).apply(GoMove.PASS);
        assertEquals(Optional.of(GoMove.PASS), blackAhead.winningMove());
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(200);
        assertEquals(GoMove.PASS, new MctsAgent(settings, 1).choose(blackAhead));

        cells[12] = Stones.WHITE;
        GameState blackBehind = GoState.setUp(five, cells, Stones.WHITE_SIDE).apply(GoMove.PASS);
        assertEquals(Optional.empty(), blackBehind.winningMove());
        assertEquals(Optional.empty(), GameState.winningMoveByApplyingEach(blackBehind));
        assertNotEquals(GoMove.PASS, new MctsAgent(settings, 1).choose(blackBehind));
    }
}
