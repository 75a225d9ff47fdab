package io.tabula.gomoku.analysis;

import static io.tabula.gomoku.analysis.VcfSolverTest.board;
import static io.tabula.gomoku.analysis.VcfSolverTest.rules;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Stone;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ThreatsTest {

    static SortedSet<Integer> points(String text) {
        SortedSet<Integer> out = new TreeSet<>();
        for (String p : text.split(" +")) {
            if (!p.isBlank()) {
                out.add(RenjuNotation.point(15, p));
            }
        }
        return out;
    }

    @Test
    void straightFour_hasTwoFivePoints() {
        byte[] cells = board("e8 f8 g8 h8", "a1");
        Threats threats = new Threats(rules("freestyle"));
        Threats.Report black = threats.report(cells, Stone.BLACK);
        assertEquals(points("d8 i8"), black.fivePoints());
        assertEquals(1, black.straightFours().size());
        assertArrayEquals(new int[] {RenjuNotation.point(15, "d8"), RenjuNotation.point(15, "i8")},
                black.straightFours().get(0));
    }

    @Test
    void closedFour_hasOneFivePointAndIsNoStraightFour() {
        byte[] cells = board("e8 f8 g8 h8", "d8");
        Threats.Report black = new Threats(rules("freestyle")).report(cells, Stone.BLACK);
        assertEquals(points("i8"), black.fivePoints());
        assertTrue(black.straightFours().isEmpty());
    }

    @Test
    void renjuOverlineFour_isNoFourForBlackButIsForWhite() {
        // Black c8 d8 e8 f8 _ h8: g8 would make an overline, no five under renju.
        byte[] cells = board("c8 d8 e8 f8 h8", "a1");
        assertTrue(new Threats(rules("renju")).report(cells, Stone.BLACK).fivePoints().contains(RenjuNotation.point(15, "b8")));
        assertTrue(!new Threats(rules("renju")).report(cells, Stone.BLACK).fivePoints()
                .contains(RenjuNotation.point(15, "g8")));
        assertTrue(new Threats(rules("freestyle")).report(cells, Stone.BLACK).fivePoints()
                .contains(RenjuNotation.point(15, "g8")));
    }

    @Test
    void openThree_hasRealThreePoints_andAForbiddenCompletionIsAFakeThree() {
        // f8 g8 h8 is an open three: e8 and i8 make a straight four. In renju i8 also makes two more
        // threes (i6-i7-i8 and g6-h7-i8), so i8 is forbidden for black: that side of the three is fake.
        byte[] cells = board("f8 g8 h8 i6 i7 g6 h7", "a1 a3 a5 a7 a9 a11 a13");
        Threats.Report free = new Threats(rules("freestyle")).report(cells, Stone.BLACK);
        assertTrue(free.threePoints().containsAll(points("e8 i8")), free.threePoints().toString());
        assertTrue(free.fakeThreePoints().isEmpty());
        Threats renju = new Threats(rules("renju"));
        assertTrue(rules("renju").forbidden(cells, RenjuNotation.point(15, "i8")).isForbidden());
        Threats.Report black = renju.report(cells, Stone.BLACK);
        assertTrue(black.threePoints().contains(RenjuNotation.point(15, "e8")), black.threePoints().toString());
        assertTrue(black.fakeThreePoints().contains(RenjuNotation.point(15, "i8")), black.fakeThreePoints().toString());
        assertTrue(!black.threePoints().contains(RenjuNotation.point(15, "i8")));
        // White's threes are never fake.
        byte[] swapped = board("a1 a3 a5 a7 a9 a11 a13", "f8 g8 h8 i6 i7 g6 h7");
        assertTrue(renju.report(swapped, Stone.WHITE).fakeThreePoints().isEmpty());
    }

    @Test
    void fourMoves_leaveOutBlacksForbiddenFours() {
        byte[] cells = board("d8 e8 f8 g9 g10 g11", "c8 g12 a1 a3 a5 a7");
        Set<Integer> free = Set.copyOf(new Threats(rules("freestyle")).fourMoves(cells, Stone.BLACK));
        Set<Integer> renju = Set.copyOf(new Threats(rules("renju")).fourMoves(cells, Stone.BLACK));
        int g8 = RenjuNotation.point(15, "g8");
        assertTrue(free.contains(g8));
        assertTrue(!renju.contains(g8));
        assertTrue(renju.containsAll(points("h8 g7")), renju.toString());
    }
}
