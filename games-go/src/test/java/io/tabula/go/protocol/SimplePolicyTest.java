package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.topology.Grid;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** genmove's policy on its own: legal moves only, and the preferences it claims. */
class SimplePolicyTest {
    private static final GoModule GO = new GoModule();

    @Test
    void selfPlay_everyMoveIsLegalAndGamesEnd() {
        for (String variant : new String[] {"chinese", "japanese", "tromp-taylor", "aga"}) {
            for (int size : new int[] {2, 3, 5, 7, 9}) {
                for (long seed = 0; seed < 4; seed++) {
                    SimplePolicy policy = new SimplePolicy(seed);
                    GoState state = (GoState) GO.define(variant, Map.of("size", Integer.toString(size))).newGame();
                    int plies = 0;
                    while (!state.isOver()) {
                        GoMove move = policy.choose(state);
                        assertTrue(state.check(move).isLegal(), variant + " " + size + " " + move + " at ply " + plies);
                        state = state.apply(move);
                        plies++;
                        assertTrue(plies < 2000, "a game of " + variant + " on " + size + " does not end");
                    }
                }
            }
        }
    }

    @Test
    void sameSeed_sameGame() {
        assertEquals(game(7), game(7));
        assertFalse(game(7).equals(game(8)));
    }

    private static String game(long seed) {
        SimplePolicy policy = new SimplePolicy(seed);
        GoState state = (GoState) GO.define("chinese", Map.of("size", "7")).newGame();
        StringBuilder moves = new StringBuilder();
        while (!state.isOver()) {
            GoMove move = policy.choose(state);
            moves.append(move).append(' ');
            state = state.apply(move);
        }
        return moves.toString();
    }

    @Test
    void isOwnEye_tellsRealEyesFromFalseOnes() {
        Grid grid = Grid.square(5);
        byte[] cells = new byte[25];
        // Black around C3: B3 D3 C2 C4; one white diagonal (B2) still leaves a real eye in the middle.
        for (int p : new int[] {grid.point(1, 2), grid.point(3, 2), grid.point(2, 1), grid.point(2, 3)}) {
            cells[p] = Stones.BLACK;
        }
        cells[grid.point(1, 1)] = Stones.WHITE;
        assertTrue(SimplePolicy.isOwnEye(grid, cells, grid.point(2, 2), Stones.BLACK));
        cells[grid.point(3, 3)] = Stones.WHITE;
        assertFalse(SimplePolicy.isOwnEye(grid, cells, grid.point(2, 2), Stones.BLACK), "two white diagonals: false eye");
        assertFalse(SimplePolicy.isOwnEye(grid, cells, grid.point(2, 2), Stones.WHITE));
        // On the edge one white diagonal makes it false.
        byte[] edge = new byte[25];
        edge[grid.point(1, 0)] = Stones.BLACK;
        edge[grid.point(3, 0)] = Stones.BLACK;
        edge[grid.point(2, 1)] = Stones.BLACK;
        assertTrue(SimplePolicy.isOwnEye(grid, edge, grid.point(2, 0), Stones.BLACK));
        edge[grid.point(1, 1)] = Stones.WHITE;
        assertFalse(SimplePolicy.isOwnEye(grid, edge, grid.point(2, 0), Stones.BLACK));
    }

    @Test
    void choose_prefersTheLargestCapture() {
        Grid grid = Grid.square(5);
        byte[] cells = new byte[25];
        // White A1 (one stone) in atari at B1... and white D4 E4 (two stones) in atari at E3? Build both.
        cells[grid.point(0, 0)] = Stones.WHITE;
        cells[grid.point(0, 1)] = Stones.BLACK; // A2; white A1's last liberty is B1
        cells[grid.point(3, 4)] = Stones.WHITE;
        cells[grid.point(4, 4)] = Stones.WHITE;
        cells[grid.point(2, 4)] = Stones.BLACK;
        cells[grid.point(3, 3)] = Stones.BLACK; // white D5 E5: last liberty E4
        GoState state = GoState.setUp(GO.define("chinese", Map.of("size", "5")), cells, Stones.BLACK_SIDE);
        GoMove move = new SimplePolicy(3).choose(state);
        assertEquals(state.rules().place(grid.point(4, 3)), move);
    }
}
