package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.go.GoModule;
import io.tabula.topology.Grid;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The playout policy of the dead-stone judge ({@link GoBoard#playPolicyMove}) chooses among
 * the rules' legal moves: every move it plays applies to the immutable state, both hold the
 * same stones after it, and it never fills a point whose four neighbours are its own stones
 * with no opponent stone on a diagonal (a real eye).
 */
class PlayoutPolicyTest {
    private static final GoModule MODULE = new GoModule();

    @ParameterizedTest
    @ValueSource(strings = {"chinese", "japanese", "new-zealand"})
    void policyGames_areLegalGames_thatNeverFillARealEye(String variant) {
        GameDefinition definition = MODULE.define(variant, Map.of("size", "7"));
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 20; game++) {
            GoState state = GoState.initial(definition);
            GoBoard board = new GoBoard(state.rules(), 200);
            board.load(state, true);
            int last = -1;
            int previous = -1;
            for (int ply = 0; ply < 400 && !state.isOver(); ply++) {
                byte[] before = state.cells();
                byte mover = Stones.ofSide(state.toMove().index());
                int move = board.playPolicyMove(random, last, previous);
                GoMove played = move < 0 ? GoMove.PASS : state.rules().place(move);
                assertTrue(state.check(played).isLegal(), "game " + game + " ply " + ply + ": " + played);
                if (move >= 0) {
                    assertFalse(realEye(Grid.square(state.size()), before, move, mover), "filled its own eye at " + move);
                }
                state = state.apply(played);
                assertArrayEquals(state.cells(), board.cells(), "game " + game + " ply " + ply);
                previous = last;
                last = move;
            }
            assertTrue(state.isOver(), "a policy game ends by two passes: nothing left but eyes and self-atari");
        }
    }

    private static boolean realEye(Grid grid, byte[] cells, int p, byte colour) {
        for (int q : grid.orthogonalNeighbours(p)) {
            if (cells[q] != colour) {
                return false;
            }
        }
        int x = grid.x(p);
        int y = grid.y(p);
        for (int[] d : new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
            if (grid.contains(x + d[0], y + d[1]) && cells[grid.point(x + d[0], y + d[1])] == Stones.opponent(colour)) {
                return false;
            }
        }
        return true;
    }
}
