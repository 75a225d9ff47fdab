package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PositionEvaluator;
import java.util.Optional;
import java.util.OptionalInt;
import io.tabula.testgame.FaultyTtt;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import org.junit.jupiter.api.Test;

/** Information-set MCTS where nothing is hidden is plain UCT; where something is, it needs a determinizer. */
class IsMctsAgentTest {
    private static final GameDefinition CLASSIC = new TttModule().defaultDefinition();
    private static final MctsAgent.Settings SETTINGS = MctsAgent.Settings.DEFAULT.withIterations(2_000);

    @Test
    void withPerfectInformation_blocksTheOpponentsWin_andNeverLosesToRandomPlay() {
        GameState threat = CLASSIC.newGame().apply(TttMove.at(0)).apply(TttMove.at(4)).apply(TttMove.at(1));
        assertEquals(TttMove.at(2), new IsMctsAgent(SETTINGS, 1).choose(threat));
        for (int game = 0; game < 10; game++) {
            int searcher = game % 2;
            Agent search = new IsMctsAgent(SETTINGS, 10 + game);
            Agent random = new RandomAgent(20 + game);
            GameState state = CLASSIC.newGame();
            while (!state.isOver()) {
                state = state.apply((state.playerToAct() == searcher ? search : random).choose(state));
            }
            int winner = state.outcome().winner().map(state::playerOf).orElse(searcher);
            assertEquals(searcher, winner, "game " + game + " lost to random play");
        }
    }

    /** Tic-tac-toe whose evaluation says that X's opening in the corner 8 wins, and nothing else. */
    private static final class CornerJudge extends TttModule {
        private final OptionalInt plies;

        CornerJudge(OptionalInt plies) {
            this.plies = plies;
        }

        @Override
        public Optional<PositionEvaluator> evaluator(GameDefinition definition) {
            GameState corner = definition.newGame().apply(TttMove.at(8));
            return Optional.of(new PositionEvaluator() {
                @Override
                public int evaluate(GameState state) {
                    return state.equals(corner) ? -BOUND / 2 : 0;
                }

                @Override
                public double winChance(GameState state) {
                    return state.equals(corner) ? 0 : 0.5; // O, to act after the corner, loses
                }

                @Override
                public OptionalInt playoutPlies() {
                    return plies;
                }
            });
        }
    }

    @Test
    void anEvaluatorThatNamesPlayoutPlies_judgesWhereThePlayoutsStop() {
        GameState judged = new CornerJudge(OptionalInt.of(0)).defaultDefinition().newGame();
        assertEquals(TttMove.at(8), new IsMctsAgent(SETTINGS, 3).choose(judged));
        GameState played = new CornerJudge(OptionalInt.empty()).defaultDefinition().newGame();
        assertNotEquals(TttMove.at(8), new IsMctsAgent(SETTINGS, 3).choose(played),
                "without playout plies the evaluation is not asked, and whole playouts prefer another opening");
    }

    @Test
    void hiddenInformation_withoutADeterminizer_isRefusedByName() {
        GameState hidden = new FaultyTtt(FaultyTtt.Fault.EXTRA_CAPABILITY).defaultDefinition().newGame();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new IsMctsAgent(SETTINGS, 1).choose(hidden));
        assertTrue(e.getMessage().contains("draws no states from a view"), e.getMessage());
    }
}
