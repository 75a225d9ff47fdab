package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What MCTS adds to plain UCT on any game: tree reuse, early stop, and their options. */
class MctsEnhancementsTest {
    private static final GameDefinition CLASSIC = new TttModule().defaultDefinition();
    private static final MctsAgent.Settings PLAIN = MctsAgent.Settings.DEFAULT.withIterations(400)
            .withEnhancements(MctsAgent.Enhancements.NONE);

    private static GameState after(int... points) {
        GameState state = CLASSIC.newGame();
        for (int p : points) {
            state = state.apply(TttMove.at(p));
        }
        return state;
    }

    @Test
    void treeReuse_keepsThePlayoutsBelowTheReply_andAddsTheNewSearchs() {
        MctsAgent agent = new MctsAgent(PLAIN.withEnhancements(MctsAgent.Enhancements.NONE.withReuse(true)), 7);
        GameState start = after(4);
        Move mine = agent.choose(start);
        SearchTree tree = agent.keptTrees().get(0);
        Move reply = tree.mostVisitedAfter(mine);
        assertNotNull(reply);
        int below = tree.visitsAfter(mine, reply);
        assertTrue(below > 0, "the reply was searched");

        agent.choose(start.apply(mine).apply(reply));
        assertEquals(List.of(tree), agent.keptTrees(), "the same tree, moved on");
        assertEquals(below + 400, tree.iterations(), "the kept playouts and 400 new ones");
        assertEquals(400, tree.grown());
    }

    @Test
    void withoutReuse_eachMoveSearchesAFreshTree() {
        MctsAgent agent = new MctsAgent(PLAIN, 7);
        GameState start = after(4);
        Move mine = agent.choose(start);
        assertEquals(List.of(), agent.keptTrees());
    }

    @Test
    void reuse_fallsBackToAFreshTree_whenThePositionIsNotBelowTheLastChoice() {
        MctsAgent agent = new MctsAgent(PLAIN.withEnhancements(MctsAgent.Enhancements.NONE.withReuse(true)), 7);
        agent.choose(after(4));
        SearchTree first = agent.keptTrees().get(0);
        agent.choose(after(0, 8)); // not reached from after(4) by the agent's move and a reply
        SearchTree second = agent.keptTrees().get(0);
        assertTrue(first != second, "a new tree");
        assertEquals(400, second.iterations());
    }

    @Test
    void earlyStop_endsTheSearchWhenTheLeaderCannotBeOvertaken_andChoosesTheSameMove() {
        GameState state = after(4);
        MctsAgent.Settings many = PLAIN.withIterations(20_000);
        SearchTree full = new MctsAgent(many, 3).search(state);
        SearchTree stopped = new MctsAgent(many.withEnhancements(MctsAgent.Enhancements.NONE.withEarlyStop(true)), 3)
                .search(state);
        assertEquals(20_000, full.iterations());
        assertTrue(stopped.iterations() < 20_000, "stopped after " + stopped.iterations());
        assertEquals(full.bestMove(), stopped.bestMove());
    }

    /**
     * Under a deadline the iterations left are also bounded by the time left at the speed
     * seen: a ticker that advances a fixed step per reading makes the search look slow, so it
     * stops far sooner than its iterations allow, before the deadline itself.
     */
    @Test
    void earlyStop_underADeadline_boundsTheIterationsLeftByTheTimeLeft() {
        GameState state = after(4);
        long[] now = {0};
        com.google.common.base.Ticker ticker = new com.google.common.base.Ticker() {
            @Override
            public long read() {
                return now[0] += 1_000;
            }
        };
        Deadline deadline = Deadline.in(ticker, 1_000_000_000L);
        MctsAgent.Settings settings = PLAIN.withIterations(1_000_000)
                .withEnhancements(MctsAgent.Enhancements.NONE.withEarlyStop(true));
        SearchTree tree = new MctsAgent(settings, 3, () -> deadline).search(state);
        assertTrue(tree.iterations() < 1_000_000, "stopped after " + tree.iterations());
        assertTrue(!deadline.passed(), "stopped before the deadline");
    }

    @Test
    void spec_readsTheNewOptions_andNamesBadValues() {
        MctsAgent.Enhancements read = AgentSpecTestAccess.settings(AgentSpec.parse(
                "mcts:rave=false,raveEquivalence=500,priors=false,policy=false,reuse=false,resign=0.1,stop=false"));
        assertEquals(new MctsAgent.Enhancements(false, 500, false, false, false, 0.1, false), read);
        assertEquals(MctsAgent.Enhancements.DEFAULT, AgentSpecTestAccess.settings(AgentSpec.parse("mcts")));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> AgentSpec.parse("mcts:resign=1.5"));
        assertEquals("agent option resign=1.5 is not a win rate from 0 to below 1", bad.getMessage());
        IllegalArgumentException notForIsMcts = assertThrows(IllegalArgumentException.class,
                () -> AgentSpec.parse("ismcts:rave=true"));
        assertTrue(notForIsMcts.getMessage().startsWith("agent ismcts has no option 'rave'"), notForIsMcts.getMessage());
    }

    /** Reads a spec's MCTS settings, package-private in AgentSpec. */
    static final class AgentSpecTestAccess {
        static MctsAgent.Enhancements settings(AgentSpec spec) {
            return spec.mctsSettings().enhancements();
        }
    }
}
