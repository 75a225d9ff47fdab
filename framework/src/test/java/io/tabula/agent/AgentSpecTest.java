package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.testgame.FaultyTtt;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import org.junit.jupiter.api.Test;

class AgentSpecTest {
    private static final GameDefinition TTT = new TttModule().defaultDefinition();

    @Test
    void kindsAndOptions_makeTheAgentsTheyName() {
        assertInstanceOf(RandomAgent.class, AgentSpec.parse("random").create(TTT, 1));
        assertInstanceOf(MctsAgent.class, AgentSpec.parse("mcts").create(TTT, 1));
        assertInstanceOf(MctsAgent.class, AgentSpec.parse("mcts:threads=2").create(TTT, 1));
        assertInstanceOf(IsMctsAgent.class, AgentSpec.parse("ismcts:iterations=50,time=2s").create(TTT, 1));
        AgentSpec spec = AgentSpec.parse(" mcts:iterations=300, exploration=0.7 ,decisive=false");
        assertEquals("mcts:decisive=false,exploration=0.7,iterations=300", spec.text());
        assertEquals(spec, AgentSpec.parse(spec.text()));
    }

    @Test
    void theOptionsReachTheSearch() {
        // One iteration cannot see that 2 wins; with decisive moves the node is looked at first and 2 is played.
        GameState win = TTT.newGame().apply(TttMove.at(0)).apply(TttMove.at(3)).apply(TttMove.at(1)).apply(TttMove.at(4));
        assertEquals(TttMove.at(2), AgentSpec.parse("mcts:iterations=1").create(TTT, 5).choose(win));
        int others = 0;
        for (long seed = 0; seed < 20; seed++) {
            others += AgentSpec.parse("mcts:iterations=1,decisive=false").create(TTT, seed).choose(win)
                    .equals(TttMove.at(2)) ? 0 : 1;
        }
        assertTrue(others > 0, "without decisive moves one iteration picks the win only by chance");
    }

    @Test
    void badSpecs_areNamed() {
        assertMessage("unknown agent 'alphazero'", "alphazero");
        assertMessage("agent random has no option 'iterations'", "random:iterations=5");
        assertMessage("agent ismcts has no option 'decisive'", "ismcts:decisive=true");
        assertMessage("agent ismcts has no option 'threads'", "ismcts:threads=2");
        assertMessage("threads=0 is not a whole number of 1 or more", "mcts:threads=0");
        assertMessage("agent mcts has no option 'depth'", "mcts:depth=3");
        assertMessage("is not NAME=VALUE", "mcts:iterations");
        assertMessage("iterations=0 is not a whole number of 1 or more", "mcts:iterations=0");
        assertMessage("exploration=NaN is not a number", "mcts:exploration=NaN");
        assertMessage("time=5 is not a positive time", "mcts:time=5");
        assertMessage("time=-2s is not a positive time", "ismcts:time=-2s");
        assertMessage("decisive=yes is not true or false", "mcts:decisive=yes");
        assertMessage("iterations is given twice", "mcts:iterations=5,iterations=6");
        assertMessage("agent ismcts has no option 'solver'", "ismcts:solver=true");
        assertMessage("solver=maybe is not true or false", "mcts:solver=maybe");
        assertMessage("solverNodes=0 is not a whole number of 1 or more", "alphabeta:solverNodes=0");
        assertMessage("solverNodes=500 is given with solver=false", "mcts:solver=false,solverNodes=500");
        assertMessage("leaf=rollout is not auto, playout or evaluation", "mcts:leaf=rollout");
        assertMessage("agent ismcts has no option 'leaf'", "ismcts:leaf=evaluation");
    }

    @Test
    void mcts_onAGameThatHidesInformation_pointsToIsmcts() {
        GameDefinition hidden = new FaultyTtt(FaultyTtt.Fault.EXTRA_CAPABILITY).defaultDefinition();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentSpec.parse("mcts").create(hidden, 1));
        assertTrue(e.getMessage().contains("use ismcts"), e.getMessage());
    }

    @Test
    void leavesValuedByEvaluation_needAModuleThatEvaluates() {
        assertEquals(new AgentSpec("mcts", java.util.Map.of("leaf", "evaluation")), AgentSpec.parse("mcts:leaf=evaluation"));
        assertInstanceOf(MctsAgent.class, AgentSpec.parse("mcts:leaf=auto").create(TTT, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentSpec.parse("mcts:leaf=evaluation").create(TTT, 1));
        assertTrue(e.getMessage().contains("use leaf=playout"), e.getMessage());
        assertInstanceOf(MctsAgent.class, AgentSpec.parse("mcts:leaf=playout").create(TTT, 1));
    }

    private static void assertMessage(String expected, String spec) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse(spec));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
