package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MctsAgentTest {
    private static final TttModule TTT = new TttModule();
    private static final GameDefinition CLASSIC = TTT.defaultDefinition();
    private static final MctsAgent.Settings SETTINGS = MctsAgent.Settings.DEFAULT.withIterations(2_000);

    private static GameState after(int... points) {
        GameState state = CLASSIC.newGame();
        for (int p : points) {
            state = state.apply(TttMove.at(p));
        }
        return state;
    }

    @Test
    void takesAnImmediateWin() {
        // X X .      X to move: 2 wins at once
        // O O .
        // . . .
        GameState state = after(0, 3, 1, 4);
        MctsAgent agent = new MctsAgent(SETTINGS, 1);
        assertTrue(agent.lastEstimate().isEmpty(), "no estimate before a search");
        assertEquals(TttMove.at(2), agent.choose(state));
        assertEquals(new Estimate(1, false), agent.lastEstimate().orElseThrow(), "a move wins at once");
    }

    @Test
    void blocksTheOpponentsWin() {
        // X X .      O to move: only 2 stops the row
        // . O .
        // . . .
        GameState state = after(0, 4, 1);
        assertEquals(TttMove.at(2), new MctsAgent(SETTINGS, 2).choose(state));
    }

    @Test
    void neverLosesToRandomPlay_asEitherSide() {
        int lost = 0;
        for (int game = 0; game < 20; game++) {
            int mctsPlayer = game % 2;
            MctsAgent mcts = new MctsAgent(SETTINGS, 100 + game);
            RandomAgent random = new RandomAgent(200 + game);
            GameState state = CLASSIC.newGame();
            while (!state.isOver()) {
                Agent agent = state.playerToAct() == mctsPlayer ? mcts : random;
                state = state.apply(agent.choose(state));
            }
            if (state.outcome().winner().isPresent() && state.playerOf(state.outcome().winner().get()) != mctsPlayer) {
                lost++;
            }
        }
        assertEquals(0, lost, "games lost to a random player");
    }

    @Test
    void onSeveralThreads_takesWins_neverLosesToRandom_andEqualSeedsChooseAlike() {
        MctsAgent.Settings two = SETTINGS.withThreads(2);
        assertEquals(TttMove.at(2), new MctsAgent(two, 1).choose(after(0, 3, 1, 4)));
        assertEquals(TttMove.at(2), new MctsAgent(two, 2).choose(after(0, 4, 1)), "blocks");
        for (int game = 0; game < 10; game++) {
            int mctsPlayer = game % 2;
            MctsAgent first = new MctsAgent(two, 300 + game);
            MctsAgent again = new MctsAgent(two, 300 + game);
            RandomAgent random = new RandomAgent(400 + game);
            GameState state = CLASSIC.newGame();
            while (!state.isOver()) {
                Move move;
                if (state.playerToAct() == mctsPlayer) {
                    move = first.choose(state);
                    assertEquals(move, again.choose(state), "the same seed and threads, the same move");
                } else {
                    move = random.choose(state);
                }
                state = state.apply(move);
            }
            int winner = state.outcome().winner().map(state::playerOf).orElse(mctsPlayer);
            assertEquals(mctsPlayer, winner, "game " + game + " lost to random play");
        }
    }

    @Test
    void equalSeedsSearchAlike() {
        GameState state = after(4);
        SearchTree first = new MctsAgent(SETTINGS.withIterations(300), 7).search(state);
        SearchTree second = new MctsAgent(SETTINGS.withIterations(300), 7).search(state);
        assertEquals(first.candidates(), second.candidates());
        assertEquals(300, first.iterations());
    }

    @Test
    void candidates_areTheRootsLegalMoves_mostVisitedFirst() {
        GameState state = after(4);
        List<SearchTree.Candidate> candidates = new MctsAgent(SETTINGS.withIterations(500), 3).search(state).candidates();
        assertEquals(8, candidates.size(), "every one of the 8 legal moves is expanded in 500 iterations");
        for (int i = 1; i < candidates.size(); i++) {
            assertTrue(candidates.get(i - 1).visits() >= candidates.get(i).visits(), candidates.toString());
        }
        assertEquals(500, candidates.stream().mapToInt(SearchTree.Candidate::visits).sum());
        for (SearchTree.Candidate candidate : candidates) {
            assertTrue(state.check(candidate.move()).isLegal(), candidate.toString());
            assertTrue(candidate.value() >= 0 && candidate.value() <= 1, candidate.toString());
        }
    }

    @Test
    void aDeadlineThatHasPassed_stillGivesALegalMove() {
        GameState state = after(4);
        MctsAgent agent = new MctsAgent(SETTINGS, 5, () -> Deadline.in(com.google.common.base.Ticker.systemTicker(), 0));
        Move move = agent.choose(state);
        assertTrue(state.check(move).isLegal(), move.toString());
        assertTrue(agent.lastEstimate().orElseThrow().outOfTime(), "the time limit ended the search");
        MctsAgent untimed = new MctsAgent(SETTINGS, 5);
        untimed.choose(state);
        assertTrue(!untimed.lastEstimate().orElseThrow().outOfTime());
    }

    @Test
    void misereRulesAreFollowed_throughTheSameSearch() {
        // Under misère, completing a row loses: with X X . / O O . / . . . and X to move, 2 is the one move to avoid.
        GameState state = TTT.define("classic", Map.of("misere", "true")).newGame();
        for (int p : new int[] {0, 3, 1, 4}) {
            state = state.apply(TttMove.at(p));
        }
        Move move = new MctsAgent(SETTINGS, 4).choose(state);
        assertTrue(!move.equals(TttMove.at(2)), "chose the losing 2 under misère");
    }

    @Test
    void settings_refuseNonsense() {
        assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.DEFAULT.withIterations(0));
        assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.DEFAULT.withExploration(-1));
        assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.DEFAULT.withExploration(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.DEFAULT.withThreads(0));
    }

    @Test
    void aFinishedGame_isRefused() {
        GameState over = after(0, 3, 1, 4, 2);
        assertTrue(over.isOver());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new MctsAgent(SETTINGS, 1).choose(over));
        assertTrue(e.getMessage().contains("game is over"), e.getMessage());
    }

    /**
     * A tic-tac-toe whose evaluation holds point 8 to be everything: the side to act is lost
     * when it is taken. With leaves valued by it, the search takes 8 at once; with random
     * playouts, 8 is not what it plays from the empty board. {@code AUTO} follows the
     * evaluator: it judges at once when the evaluator names 0 playout plies, and plays whole
     * playouts when it names none.
     */
    @Test
    void leavesValuedByEvaluation_followTheEvaluation() {
        GameState named = cornerMinded(java.util.OptionalInt.of(0));
        GameState unnamed = cornerMinded(java.util.OptionalInt.empty());
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(300);
        assertEquals(TttMove.at(8), new MctsAgent(settings.withLeaf(MctsAgent.Leaf.EVALUATION), 1).choose(unnamed));
        assertEquals(TttMove.at(8), new MctsAgent(settings, 1).choose(named), "AUTO judges where the evaluator says");
        assertTrue(!new MctsAgent(settings, 1).choose(unnamed).equals(TttMove.at(8)), "AUTO without plies: playouts");
        assertTrue(!new MctsAgent(settings.withLeaf(MctsAgent.Leaf.PLAYOUT), 1).choose(named).equals(TttMove.at(8)));
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> new MctsAgent(settings.withLeaf(MctsAgent.Leaf.EVALUATION), 1).choose(CLASSIC.newGame()));
        assertTrue(none.getMessage().contains("offers none"), none.getMessage());
    }

    private static GameState cornerMinded(java.util.OptionalInt plies) {
        TttModule module = new TttModule() {
            @Override
            public java.util.Optional<io.tabula.core.PositionEvaluator> evaluator(GameDefinition definition) {
                return java.util.Optional.of(new io.tabula.core.PositionEvaluator() {
                    @Override
                    public int evaluate(GameState state) {
                        return state.check(TttMove.at(8)).isLegal() ? 0 : -1_000;
                    }

                    @Override
                    public java.util.OptionalInt playoutPlies() {
                        return plies;
                    }
                });
            }
        };
        return module.defaultDefinition().newGame();
    }
}
