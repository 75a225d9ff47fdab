package io.tabula.junqi.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.RandomAgent;
import io.tabula.core.GameState;
import io.tabula.core.Side;
import io.tabula.junqi.JunqiModule;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class JunqiDeterminizerTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final JunqiDeterminizer DETERMINIZER = new JunqiDeterminizer();

    /** A game played at random for {@code plies} moves of play from a seeded deployment. */
    private static JunqiState played(int seed, int plies) {
        GameState state = MODULE.define("standard", Map.of("deploymentSeed", String.valueOf(seed))).newGame();
        RandomAgent agent = new RandomAgent(seed);
        for (int i = 0; i < plies && !state.isOver(); i++) {
            state = state.apply(agent.choose(state));
        }
        return JunqiState.TYPE.state(state);
    }

    @Test
    void aDraw_looksToTheViewerExactlyLikeItsView_andIsAFullState() {
        SplittableRandom random = new SplittableRandom(1);
        for (int seed = 0; seed < 12; seed++) {
            JunqiState game = played(seed, 40 * seed);
            if (game.isOver()) {
                continue;
            }
            for (Side side : JunqiRules.SIDES) {
                JunqiState view = game.viewFor(side);
                for (int k = 0; k < 5; k++) {
                    JunqiState draw = JunqiState.TYPE.state(DETERMINIZER.sample(view, random));
                    assertTrue(draw.viewer().isEmpty(), "a draw is a full state");
                    assertEquals(view, draw.viewFor(side), "seed " + seed + ", " + side + ": the viewer cannot tell");
                    assertEquals(game.toMove(), draw.toMove());
                    assertEquals(game.phase(), draw.phase());
                }
            }
        }
    }

    @Test
    void hiddenPieces_followTheRulesOfWhereTheyStand() {
        SplittableRandom random = new SplittableRandom(2);
        for (int seed = 0; seed < 12; seed++) {
            JunqiState game = played(100 + seed, 30 + 20 * seed);
            if (game.isOver()) {
                continue;
            }
            for (Side side : JunqiRules.SIDES) {
                int enemy = 1 - side.index();
                JunqiState draw = JunqiState.TYPE.state(DETERMINIZER.sample(game.viewFor(side), random));
                Map<Piece, Integer> count = new EnumMap<>(Piece.class);
                for (int p = 0; p < JunqiBoard.POSTS; p++) {
                    byte cell = draw.cell(p);
                    if (cell == Cells.EMPTY || Cells.side(cell) != enemy) {
                        continue;
                    }
                    Piece piece = Piece.of(Cells.kind(cell));
                    count.merge(piece, 1, Integer::sum);
                    if (piece == Piece.MINE) {
                        assertTrue((JunqiBoard.BACK_ROWS[enemy] >>> p & 1) != 0, "a landmine off the back rows");
                    }
                    if (piece == Piece.FLAG && !game.flagRevealed(JunqiRules.side(enemy))) {
                        assertTrue(JunqiBoard.isHeadquarters(p), "the flag off a headquarters");
                    }
                }
                assertEquals(1, count.getOrDefault(Piece.FLAG, 0), "one flag");
                for (Piece piece : Piece.values()) {
                    assertTrue(count.getOrDefault(piece, 0) <= piece.count(), piece + " more often than the army has");
                }
                assertEquals(game.flagRevealed(JunqiRules.side(enemy)) ? 0 : 1, count.getOrDefault(Piece.COMMANDER, 0),
                        "the 40 is on the board exactly while the flag is not public");
            }
        }
    }

    @Test
    void blueDeploying_drawsALegalRedLayout() {
        GameState start = MODULE.define("standard", Map.of()).newGame();
        GameState redDeployed = start.apply(io.tabula.core.LargeMoveList.random(start.legalMoves(), new SplittableRandom(3)));
        JunqiState view = JunqiState.TYPE.state(redDeployed.viewFor(JunqiRules.BLUE));
        JunqiState draw = JunqiState.TYPE.state(DETERMINIZER.sample(view, new SplittableRandom(4)));
        assertTrue(DeploymentViolation.of(draw.cells(), 0).isEmpty(), "red's drawn layout is legal");
        assertEquals(view, draw.viewFor(JunqiRules.BLUE));
        assertTrue(!java.util.Arrays.equals(JunqiState.TYPE.state(redDeployed).cells(), draw.cells()),
                "the draw is not the true layout (1 chance in 10^17)");
    }

    @Test
    void anOpenGame_isItsOwnDraw() {
        GameState open = MODULE.define("standard", Map.of("open", "true", "deploymentSeed", "5")).newGame();
        assertSame(open, DETERMINIZER.sample(open.viewFor(JunqiRules.RED), new SplittableRandom(1)));
    }
}
