package io.tabula.examples.jiatiao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PositionEvaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Jiatiao's material evaluation, and MCTS valuing its leaves by it against random play. */
class JiaTiaoAgentTest {
    private static final JiaTiaoModule MODULE = new JiaTiaoModule();
    private static final GameDefinition STANDARD = MODULE.defaultDefinition();
    private static final PositionEvaluator EVALUATOR = MODULE.evaluator(STANDARD).orElseThrow();

    @Test
    void evaluation_isTheStoneCount_fromTheSideToMove() {
        GameState threeToTwo = MODULE.fromDiagram(STANDARD, List.of(
                "X.X......",
                ".........",
                ".........",
                ".........",
                "....X....",
                ".........",
                ".........",
                ".........",
                "O...O...."), JiaTiaoModule.TYPE.side(0));
        assertEquals(100, EVALUATOR.evaluate(threeToTwo));
        GameState whiteToMove = MODULE.fromDiagram(STANDARD, MODULE.toDiagram(threeToTwo), JiaTiaoModule.TYPE.side(1));
        assertEquals(-100, EVALUATOR.evaluate(whiteToMove));
        assertEquals(0, EVALUATOR.evaluate(STANDARD.newGame()));
        assertEquals(0.5, EVALUATOR.winChance(STANDARD.newGame()), 1e-12);
        assertTrue(EVALUATOR.winChance(threeToTwo) > 0.7 && EVALUATOR.winChance(whiteToMove) < 0.3);
    }

    @Test
    void aCaptureInHand_countsHalfAStone() {
        // Black's c9 moves down to c5 and clamps b5 (夹): a stone black can win with its next move.
        GameState clamp = MODULE.fromDiagram(STANDARD, List.of(
                "..X......",
                ".........",
                ".........",
                ".........",
                "XO.......",
                ".........",
                ".........",
                ".........",
                "....O...."), JiaTiaoModule.TYPE.side(0));
        assertEquals(50, EVALUATOR.evaluate(clamp));
        GameState whiteToMove = MODULE.fromDiagram(STANDARD, MODULE.toDiagram(clamp), JiaTiaoModule.TYPE.side(1));
        assertEquals(0, EVALUATOR.evaluate(whiteToMove), "white has no capture: the stones are even");
    }

    /**
     * Random playouts of Jiatiao mostly reach the 200-move limit, so MCTS with whole playouts
     * draws with a random player; the evaluator names no playout plies, so MCTS values its
     * leaves by the stone count, takes the random player's stones and wins. Seeded and bounded
     * by iterations, so the games are the same on any machine.
     */
    @Test
    void mcts_judgesItsLeavesByTheStoneCount_andBeatsRandomPlay() {
        assertEquals(java.util.OptionalInt.of(0), EVALUATOR.playoutPlies());
        int wins = 0;
        int games = 4;
        for (int game = 0; game < games; game++) {
            Agent mcts = AgentSpec.parse("mcts:iterations=300").create(STANDARD, game);
            Agent random = new RandomAgent(100 + game);
            int mctsSide = game % 2;
            GameState state = STANDARD.newGame();
            while (!state.isOver()) {
                state = state.apply((state.toMove().index() == mctsSide ? mcts : random).choose(state));
            }
            wins += state.outcome().winner().map(side -> side.index() == mctsSide).orElse(false) ? 1 : 0;
        }
        assertEquals(games, wins, "MCTS with leaves valued by the stone count wins every game against random play");
    }
}
