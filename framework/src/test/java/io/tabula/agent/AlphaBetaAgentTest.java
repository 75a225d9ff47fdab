package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PositionEvaluator;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The alpha-beta agent on tic-tac-toe, with an evaluation that knows nothing (every unfinished position is 0). */
class AlphaBetaAgentTest {
    private static final GameDefinition TTT = new TttModule().defaultDefinition();

    /** Counts the positions it is asked to judge, so that tests can see how much was searched. */
    private static final class Blind implements PositionEvaluator {
        final AtomicInteger evaluated = new AtomicInteger();

        @Override
        public int evaluate(GameState state) {
            evaluated.incrementAndGet();
            return 0;
        }
    }

    private static GameState play(int... points) {
        GameState state = TTT.newGame();
        for (int p : points) {
            state = state.apply(TttMove.at(p));
        }
        return state;
    }

    @Test
    void takesAWinInOne_andBlocksTheOpponentsWin() {
        // X on 0 and 1, O on 3 and 4, X to move: 2 wins. Whatever the seed, depth 1 sees it.
        for (long seed = 0; seed < 10; seed++) {
            AlphaBetaAgent agent = new AlphaBetaAgent(new Blind(), new AlphaBetaAgent.Settings(1, 1_000, 0), seed);
            assertEquals(TttMove.at(2), agent.choose(play(0, 3, 1, 4)));
            assertEquals(1.0, agent.lastEstimate().orElseThrow().value(), "a won game");
        }
        // X on 0 and 1, O on 4, O to move after X's 8: only 2 stops X's row.
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(TttMove.at(2), new AlphaBetaAgent(new Blind(), new AlphaBetaAgent.Settings(2, 10_000, 0), seed)
                    .choose(play(0, 4, 1)));
        }
    }

    @Test
    void searchedToTheEnd_neverLoses_andTwoOfItDraw() {
        AlphaBetaAgent.Settings full = new AlphaBetaAgent.Settings(9, 1_000_000, 0);
        for (long seed = 0; seed < 4; seed++) {
            for (int side = 0; side < 2; side++) {
                Agent perfect = new AlphaBetaAgent(new Blind(), full, seed);
                Agent random = new RandomAgent(seed + 100);
                GameState state = TTT.newGame();
                while (!state.isOver()) {
                    state = state.apply((state.playerToAct() == side ? perfect : random).choose(state));
                }
                int winner = state.outcome().winner().map(state::playerOf).orElse(-1);
                assertTrue(winner == -1 || winner == side, "a full search lost: " + state.outcome());
            }
        }
        GameState state = TTT.newGame();
        Agent a = new AlphaBetaAgent(new Blind(), full, 1);
        Agent b = new AlphaBetaAgent(new Blind(), full, 2);
        while (!state.isOver()) {
            state = state.apply((state.playerToAct() == 0 ? a : b).choose(state));
        }
        assertTrue(state.outcome().winner().isEmpty(), "perfect play draws tic-tac-toe: " + state.outcome());
    }

    @Test
    void equalSeeds_equalGames() {
        assertEquals(selfPlay(7), selfPlay(7));
        List<List<Move>> games = new ArrayList<>();
        for (long seed = 0; seed < 6; seed++) {
            games.add(selfPlay(seed));
        }
        assertTrue(games.stream().distinct().count() > 1, "the seed breaks ties between equal moves");
    }

    private static List<Move> selfPlay(long seed) {
        AlphaBetaAgent.Settings settings = new AlphaBetaAgent.Settings(3, 5_000, 0);
        Agent a = new AlphaBetaAgent(new Blind(), settings, seed);
        Agent b = new AlphaBetaAgent(new Blind(), settings, seed + 1);
        GameState state = TTT.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.isOver()) {
            Move move = (state.playerToAct() == 0 ? a : b).choose(state);
            moves.add(move);
            state = state.apply(move);
        }
        return moves;
    }

    @Test
    void theNodeBudget_boundsTheSearch() {
        Blind small = new Blind();
        new AlphaBetaAgent(small, new AlphaBetaAgent.Settings(9, 50, 0), 1).choose(TTT.newGame());
        Blind large = new Blind();
        new AlphaBetaAgent(large, new AlphaBetaAgent.Settings(9, 5_000, 0), 1).choose(TTT.newGame());
        assertTrue(small.evaluated.get() <= 50, "judged " + small.evaluated.get() + " positions on a budget of 50");
        assertTrue(large.evaluated.get() > 50, "judged " + large.evaluated.get());
    }

    @Test
    void aPassedDeadline_stopsTheSearch_withALegalMove() {
        // Each reading of this ticker is a second later than the one before: the deadline of
        // a 10-second limit passes during the search, whatever the machine.
        AtomicLong now = new AtomicLong();
        Ticker ticking = new Ticker() {
            @Override
            public long read() {
                return now.addAndGet(Duration.ofSeconds(1).toNanos());
            }
        };
        Blind timed = new Blind();
        GameState start = TTT.newGame();
        AlphaBetaAgent timedAgent = new AlphaBetaAgent(timed, new AlphaBetaAgent.Settings(9, 1_000_000, 0), 1,
                () -> Deadline.in(ticking, Duration.ofSeconds(10)));
        Move move = timedAgent.choose(start);
        assertTrue(start.check(move).isLegal(), "chose " + move);
        assertTrue(timedAgent.lastEstimate().orElseThrow().outOfTime(), "the time limit ended the search");
        Blind untimed = new Blind();
        AlphaBetaAgent untimedAgent = new AlphaBetaAgent(untimed, new AlphaBetaAgent.Settings(9, 1_000_000, 0), 1);
        untimedAgent.choose(start);
        assertEquals(new Estimate(0, false), untimedAgent.lastEstimate().orElseThrow(), "tic-tac-toe is a draw");
        assertTrue(timed.evaluated.get() < untimed.evaluated.get(),
                timed.evaluated.get() + " positions judged before the deadline, " + untimed.evaluated.get() + " without");
    }

    @Test
    void theSpec_needsAnEvaluation_andReadsItsOptions() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentSpec.parse("alphabeta:depth=3").create(TTT, 1));
        assertTrue(e.getMessage().contains("offers none: use mcts"), e.getMessage());
        assertEquals("alphabeta:depth=3,nodes=500,time=2s", AgentSpec.parse("alphabeta:time=2s,nodes=500,depth=3").text());
        assertBad("agent alphabeta has no option 'iterations'; its options are depth, nodes, solver, solverNodes, time", "alphabeta:iterations=5");
        assertBad("depth=0 is not a whole number of 1 or more", "alphabeta:depth=0");
        assertBad("depth=101 is more than 100", "alphabeta:depth=101");
        assertBad("nodes=x is not a whole number of 1 or more", "alphabeta:nodes=x");
        assertBad("agent mcts has no option 'nodes'", "mcts:nodes=5");
        assertNotEquals(AgentSpec.parse("alphabeta"), AgentSpec.parse("alphabeta:depth=2"));
        assertInstanceOf(AgentSpec.class, AgentSpec.parse("alphabeta"));
    }

    private static void assertBad(String expected, String spec) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse(spec));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
