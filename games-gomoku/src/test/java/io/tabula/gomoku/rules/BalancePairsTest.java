package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.gomoku.GomokuModule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Swap2's balances: every ordered pair of two different empty points, white's first. */
class BalancePairsTest {
    private static final GomokuModule MODULE = new GomokuModule();

    @Test
    void everyOrderedPairOfEmptyPoints_onceEach() {
        List<byte[]> boards = List.of(new byte[25], OfferSetsTest.board(5, "c3 a1", "e5"),
                OfferSetsTest.board(7, "d4 d5 a7", "c3 g1 e4"), OfferSetsTest.board(5, "a1 b1 c1 d1", "a2 b2 c2 d2 e2"));
        for (byte[] cells : boards) {
            List<Integer> empty = new ArrayList<>();
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == Stone.EMPTY) {
                    empty.add(p);
                }
            }
            int e = empty.size();
            Set<GomokuMove.Balance> expected = new HashSet<>();
            for (int w : empty) {
                for (int b : empty) {
                    if (w != b) {
                        expected.add(new GomokuMove.Balance(w, b));
                    }
                }
            }
            BalancePairs pairs = new BalancePairs(cells);
            assertEquals((long) e * (e - 1), pairs.count());
            assertEquals(expected.size(), pairs.size());
            Set<Move> listed = new HashSet<>();
            GomokuMove.Balance previous = null;
            for (long i = 0; i < pairs.count(); i++) {
                GomokuMove.Balance balance = (GomokuMove.Balance) pairs.get(i);
                assertTrue(listed.add(balance), "duplicate " + balance);
                assertEquals(balance, pairs.get(i), "get not stable");
                assertTrue(pairs.contains(balance));
                if (previous != null) {
                    // in order of the white point, then the black one
                    assertTrue(previous.white() < balance.white()
                            || (previous.white() == balance.white() && previous.black() < balance.black()),
                            previous + " before " + balance);
                }
                previous = balance;
            }
            assertEquals(expected, listed);
            assertThrows(IndexOutOfBoundsException.class, () -> pairs.get(pairs.count()));
            assertThrows(IndexOutOfBoundsException.class, () -> pairs.get(-1L));
            for (int w = -1; w <= cells.length; w++) {
                for (int b = -1; b <= cells.length; b++) {
                    GomokuMove.Balance balance = new GomokuMove.Balance(w, b);
                    assertEquals(expected.contains(balance), pairs.contains(balance), balance.toString());
                }
            }
            assertFalse(pairs.contains(GomokuMove.SWAP));
            assertEquals(new BalancePairs(cells), pairs);
            assertEquals(new BalancePairs(cells).hashCode(), pairs.hashCode());
            assertEquals(new ArrayList<>(pairs), pairs);
        }
    }

    @Test
    void swap2_balanceStep_listsStonesSwapThenBalances() {
        GameDefinition swap2 = MODULE.define("freestyle", Map.of("opening", "swap2"));
        GomokuState state = OfferSetsTest.play(swap2, "h8", "a1", "o15");
        assertEquals("w4", state.openingStep());
        List<Move> moves = state.legalMoves();
        assertTrue(moves instanceof LargeMoveList);
        long balances = 222L * 221;
        assertEquals(222 + 1 + balances, state.legalMoveCount());
        assertEquals(GomokuMove.SWAP, moves.get(222));
        assertEquals(new GomokuMove.Balance(1, 2), moves.get(223));
        Move lastBalance = ((LargeMoveList) moves).get(222 + balances);
        assertEquals(new GomokuMove.Balance(223, 222), lastBalance);
        GomokuState after = (GomokuState) state.apply(lastBalance);
        assertEquals(Stone.WHITE, after.stone(223));
        assertEquals(Stone.BLACK, after.stone(222));
        assertEquals("choice", after.openingStep());
        // with pass=true the pass sits between the stones and the swap
        GameDefinition withPass = MODULE.define("freestyle", Map.of("opening", "swap2", "pass", "true"));
        GomokuState passing = OfferSetsTest.play(withPass, "h8", "a1", "o15");
        assertEquals(222 + 2 + balances, passing.legalMoveCount());
        assertEquals(GomokuMove.PASS, passing.legalMoves().get(222));
        assertEquals(GomokuMove.SWAP, passing.legalMoves().get(223));
    }
}
