package io.tabula.junqi.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.Side;
import io.tabula.junqi.JunqiModule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The judgement that IS-MCTS asks after a few random plies of Junqi. */
class JunqiEvaluatorTest {
    private static final GameDefinition STANDARD = new JunqiModule().define("standard", Map.of());
    private static final JunqiEvaluator EVALUATOR = new JunqiEvaluator();

    /** A position with each side's flag and landmines at home, plus {@code pieces} as post=piece pairs like "c3=r38". */
    private static JunqiState position(Side toMove, String... pieces) {
        byte[] cells = new byte[JunqiBoard.POSTS];
        put(cells, "b1=rF", "a1=rM", "c1=rM", "b2=rM", "b12=bF", "a12=bM", "c12=bM", "b11=bM");
        put(cells, pieces);
        return JunqiState.setup(STANDARD, cells, toMove);
    }

    private static void put(byte[] cells, String... pieces) {
        for (String piece : pieces) {
            String[] parts = piece.split("=");
            int side = parts[1].charAt(0) == 'r' ? 0 : 1;
            cells[JunqiBoard.post(parts[0]).getAsInt()] = Cells.of(side, Piece.ofCode(parts[1].substring(1)).get());
        }
    }

    @Test
    void aPieceThatCanMove_isWorthMoreThanTheSamePieceShutInAHeadquarters() {
        // Red's 38 on its headquarters d1 never moves again (hqPiecesMove=false); on d2 it can.
        JunqiState free = position(JunqiRules.RED, "d2=r38", "e2=r33", "d10=b35", "e10=b33");
        JunqiState shut = position(JunqiRules.RED, "d1=r38", "e2=r33", "d10=b35", "e10=b33");
        assertTrue(EVALUATOR.winChance(free) > EVALUATOR.winChance(shut) + 0.1,
                EVALUATOR.winChance(free) + " against " + EVALUATOR.winChance(shut));
    }

    @Test
    void aPieceNextToTheEnemyFlag_isWorthMoreThanOneFarFromIt() {
        JunqiState near = position(JunqiRules.RED, "c11=r38", "e2=r33", "e9=b35", "e10=b33");
        JunqiState far = position(JunqiRules.RED, "c3=r38", "e2=r33", "e9=b35", "e10=b33");
        assertTrue(EVALUATOR.winChance(near) > EVALUATOR.winChance(far),
                EVALUATOR.winChance(near) + " against " + EVALUATOR.winChance(far));
    }

    @Test
    void moreMaterial_isAhead_forWhicheverSideIsToMove() {
        String[] pieces = {"c3=r40", "e2=r33", "e9=b35", "e10=b33"};
        double red = EVALUATOR.winChance(position(JunqiRules.RED, pieces));
        double blue = EVALUATOR.winChance(position(JunqiRules.BLUE, pieces));
        assertTrue(red > 0.6 && blue < 0.4, red + " and " + blue);
        assertEquals(1, red + blue, 1e-9, "the same position, judged from both sides");
        int evaluation = EVALUATOR.evaluate(position(JunqiRules.RED, pieces));
        assertTrue(evaluation > 0 && evaluation < PositionEvaluator.BOUND, "evaluate " + evaluation);
    }

    @Test
    void aView_isRefused_forItHidesThePiecesThatWouldBeJudged() {
        JunqiState view = position(JunqiRules.RED, "c3=r40", "e9=b35").viewFor(JunqiRules.RED);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EVALUATOR.winChance(view));
        assertTrue(e.getMessage().contains("view"), e.getMessage());
    }

    @Test
    void openJunqi_isPlayedByAlphaBeta_fromTheDeploymentPhase_overAFewLayouts() {
        GameDefinition open = new JunqiModule().define("standard", Map.of("open", "true"));
        GameState state = open.newGame();
        java.util.List<io.tabula.core.Move> layouts = EVALUATOR.candidates(state);
        assertEquals(JunqiEvaluator.LAYOUTS, layouts.size());
        assertEquals(layouts, EVALUATOR.candidates(state), "the same candidates every time");
        Agent agent = AgentSpec.parse("alphabeta:depth=2,nodes=2000").create(open, 1);
        for (int ply = 0; ply < 4; ply++) {
            io.tabula.core.Move move = agent.choose(state);
            assertTrue(state.check(move).isLegal(), move + " at ply " + ply);
            state = state.apply(move);
        }
        assertTrue(state.phase().isPlay(), state.phase().toString());
    }

    @Test
    void searchesAreAskedToStopAfterAFewPlies() {
        assertEquals(JunqiEvaluator.PLAYOUT_PLIES, new JunqiModule().evaluator(STANDARD).orElseThrow()
                .playoutPlies().orElseThrow());
    }
}
