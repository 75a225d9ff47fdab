package io.tabula.go.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.MctsAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.SearchSupport;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Go's search support: the policy's playouts, the priors' order, and what they change in the search. */
class GoSearchTest {
    private static final GoModule GO = new GoModule();

    private static GameDefinition board(int size) {
        return GO.define("chinese", Map.of("size", Integer.toString(size)));
    }

    /** Cells of a {@code size} board with black at {@code black} and white at {@code white}, points as {x, y}. */
    private static byte[] cells(int size, int[][] black, int[][] white) {
        byte[] cells = new byte[size * size];
        for (int[] b : black) {
            cells[b[1] * size + b[0]] = Stones.BLACK;
        }
        for (int[] w : white) {
            cells[w[1] * size + w[0]] = Stones.WHITE;
        }
        return cells;
    }

    /** The moves one playout of the policy plays from {@code state}: {player, code} each. */
    private static List<int[]> playout(GameState state, long seed) {
        List<int[]> moves = new ArrayList<>();
        new GoPlayoutPolicy().playOut(state, new SplittableRandom(seed), (player, code) -> moves.add(new int[] {player, code}));
        return moves;
    }

    @Test
    void theFacet_isFoundByType_andOnlyByItsOwn() {
        GameDefinition nine = board(9);
        SearchSupport support = SearchSupport.of(nine).orElseThrow();
        assertEquals(82, support.moveCodes());
        assertEquals(80, support.code(nine.newGame(), new GoMove.Place(80)));
        assertEquals(81, support.code(nine.newGame(), GoMove.PASS));
        assertEquals(-1, support.code(nine.newGame(), GoMove.RESIGN));
        assertEquals(java.util.Optional.of(GoMove.RESIGN), support.resignation());
        assertTrue(GO.facet(String.class, nine).isEmpty());
    }

    /**
     * White's stone at (3,5) leaves black's two stones (3,3)-(3,4) one liberty, (3,2): the
     * policy's first move saves them there, in every playout.
     */
    @Test
    void thePolicy_answersAnAtari() {
        int size = 7;
        GameDefinition seven = board(size);
        GameState state = GoState.setUp(seven, cells(size, new int[][] {{3, 3}, {3, 4}},
                new int[][] {{2, 3}, {4, 3}, {2, 4}, {4, 4}}), Stones.WHITE_SIDE).apply(new GoMove.Place(5 * size + 3));
        for (long seed = 0; seed < 20; seed++) {
            int[] first = playout(state, seed).get(0);
            assertEquals(0, first[0], "black moves first");
            assertEquals(2 * size + 3, first[1], "seed " + seed + ": the escape at (3,2)");
        }
    }

    /** Black's wall along the left edge has three eyes; no playout of the policy fills one with black. */
    @Test
    void thePolicy_neverFillsAnOwnEye() {
        int size = 5;
        int[][] black = {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {0, 1}, {0, 3}};
        int[][] white = {{3, 0}, {3, 1}, {3, 2}, {3, 3}, {3, 4}};
        GameState state = GoState.setUp(board(size), cells(size, black, white), Stones.BLACK_SIDE);
        List<Integer> eyes = List.of(0, 2 * size, 4 * size);
        int blackMoves = 0;
        for (long seed = 0; seed < 30; seed++) {
            for (int[] move : playout(state, seed)) {
                if (move[0] == 0) {
                    blackMoves++;
                    assertFalse(eyes.contains(move[1]), "seed " + seed + ": black filled its eye " + move[1]);
                }
            }
        }
        assertTrue(blackMoves > 30, "black played in the playouts");
    }

    /** A capture rates above a plain move, which rates above a self-atari, and filling an own eye lowest. */
    @Test
    void thePriors_orderCaptureThenPlainThenSelfAtariThenOwnEye() {
        int size = 9;
        int[][] black = {{3, 4}, {5, 4}, {4, 3}, {1, 0}, {0, 1}, {1, 1}, {8, 8}, {8, 7}};
        int[][] white = {{4, 4}, {7, 7}, {7, 6}, {8, 5}};
        GameState state = GoState.setUp(board(size), cells(size, black, white), Stones.BLACK_SIDE);
        List<Move> moves = List.of(new GoMove.Place(5 * size + 4), new GoMove.Place(6 * size + 2),
                new GoMove.Place(6 * size + 8), new GoMove.Place(0));
        double[] wins = new double[4];
        double[] visits = new double[4];
        new GoMovePriors().rate(state, moves, wins, visits);
        double capture = wins[0] / visits[0];
        double plain = wins[1] / visits[1];
        double selfAtari = wins[2] / visits[2];
        double ownEye = wins[3] / visits[3];
        assertTrue(capture > plain, capture + " > " + plain);
        assertTrue(plain > selfAtari, plain + " > " + selfAtari);
        assertTrue(selfAtari > ownEye, selfAtari + " > " + ownEye);
        for (int i = 0; i < 4; i++) {
            assertTrue(wins[i] >= 0 && wins[i] <= visits[i] && visits[i] >= GoMovePriors.EVEN);
        }
    }

    @Test
    void theEmptyTriangle_isSeen() {
        int size = 5;
        byte[] cells = cells(size, new int[][] {{1, 1}, {2, 1}}, new int[][] {});
        assertTrue(GoMovePriors.emptyTriangle(1, 2, size, cells, Stones.BLACK), "(1,1) (2,1) (1,2), (2,2) empty");
        cells[2 * size + 2] = Stones.WHITE;
        assertFalse(GoMovePriors.emptyTriangle(1, 2, size, cells, Stones.BLACK), "the fourth point taken");
    }

    /**
     * On an empty board with a komi no black count can reach, every playout is lost: the agent
     * resigns with resignation on, and plays a stone without.
     */
    @Test
    void resigns_inALostPosition_onlyWhenAsked() {
        GameState hopeless = GO.define("chinese", Map.of("size", "7", "komi", "60.5")).newGame();
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(300);
        assertEquals(GoMove.RESIGN, new MctsAgent(settings.withEnhancements(
                MctsAgent.Enhancements.DEFAULT.withResign(0.1)), 1).choose(hopeless));
        assertNotEquals(GoMove.RESIGN, new MctsAgent(settings, 1).choose(hopeless));
        GameState even = board(7).newGame();
        assertNotEquals(GoMove.RESIGN, new MctsAgent(settings.withEnhancements(
                MctsAgent.Enhancements.DEFAULT.withResign(0.1)), 1).choose(even));
    }
}
