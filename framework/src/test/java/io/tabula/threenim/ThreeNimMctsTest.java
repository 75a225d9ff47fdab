package io.tabula.threenim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.agent.MctsAgent;
import io.tabula.core.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The MCTS agent with three players: rewards are the acting player's, whoever acts. */
class ThreeNimMctsTest {
    private static final MctsAgent.Settings SETTINGS = MctsAgent.Settings.DEFAULT.withIterations(500);

    @Test
    void theSecondPlayer_takesTwoAndTwo_fromFour() {
        // Pile of 5: north's first turn is one move (takes 1); east then has two moves on 4 stones,
        // and only 2 + 2 takes the last stone (1 first leaves 3, and east's second move cannot finish).
        GameState state = new ThreeNim().define("standard", Map.of("pile", "5")).newGame().apply(new ThreeNim.Take(1));
        assertEquals(1, state.playerToAct());
        MctsAgent east = new MctsAgent(SETTINGS, 11);
        ThreeNim.Take first = (ThreeNim.Take) east.choose(state);
        assertEquals(2, first.stones(), "east's first move on 4 stones");
        GameState after = state.apply(first);
        assertEquals(1, after.playerToAct(), "east's turn has a second move");
        assertEquals(new ThreeNim.Take(2), east.choose(after));
    }
}
