package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import io.tabula.gomoku.geometry.Points;
import io.tabula.gomoku.geometry.SymmetryRule;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link OfferSets} against a brute-force enumeration: every N-subset of the empty points
 * with no two points equivalent under {@link FifthMoveOffers#equivalent(int, int)}.
 */
class OfferSetsTest {
    private static final GomokuModule MODULE = new GomokuModule();

    /** Positions on small boards: symmetric, asymmetric, empty, and ones reached by the RIF protocol. */
    private static Map<String, byte[]> positions() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        out.put("5x5 empty", new byte[25]);
        out.put("5x5 centre", board(5, "c3", ""));
        out.put("5x5 centre+adjacent", board(5, "c3", "c4"));
        out.put("5x5 diagonal", board(5, "c3 d4", "b2"));
        out.put("5x5 asymmetric", board(5, "c3 d5", "b3"));
        out.put("5x5 off-centre pair", board(5, "a1", "a2"));
        out.put("7x7 rif symmetric", board(7, "d4 e5", "d5 c4"));
        out.put("7x7 rif asymmetric", board(7, "d4 f5", "d5 a1"));
        out.put("7x7 rif diagonal", board(7, "d4 f6", "e5 b2"));
        out.put("7x7 cross", board(7, "d4 d5 d3 c4 e4", ""));
        // a position reached through the protocol itself
        GameDefinition rif7 = MODULE.define("freestyle", Map.of("size", "7", "opening", "rif"));
        GomokuState state = play(rif7, "d4", "d5", "e5", "c3");
        assertEquals("offer", state.openingStep());
        out.put("7x7 rif protocol", state.cells());
        return out;
    }

    static byte[] board(int size, String black, String white) {
        byte[] cells = new byte[size * size];
        for (String p : black.trim().split("\\s+")) {
            if (!p.isEmpty()) {
                cells[Points.parse(size, p)] = Stone.BLACK;
            }
        }
        for (String p : white.trim().split("\\s+")) {
            if (!p.isEmpty()) {
                cells[Points.parse(size, p)] = Stone.WHITE;
            }
        }
        return cells;
    }

    static GomokuState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return (GomokuState) state;
    }

    private static int sizeOf(byte[] cells) {
        return (int) Math.round(Math.sqrt(cells.length));
    }

    /** Every legal set by brute force, each as a sorted point list. */
    static Set<List<Integer>> bruteForce(byte[] cells, SymmetryRule rule, int n) {
        FifthMoveOffers symmetry = new FifthMoveOffers(sizeOf(cells), cells, rule);
        List<Integer> empty = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty.add(p);
            }
        }
        Set<List<Integer>> out = new HashSet<>();
        subsets(empty, n, 0, new ArrayList<>(), symmetry, out);
        return out;
    }

    private static void subsets(List<Integer> empty, int n, int from, List<Integer> chosen, FifthMoveOffers symmetry,
            Set<List<Integer>> out) {
        if (chosen.size() == n) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < empty.size(); i++) {
            int p = empty.get(i);
            boolean ok = true;
            for (int q : chosen) {
                if (symmetry.equivalent(p, q) || symmetry.equivalent(q, p)) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                chosen.add(p);
                subsets(empty, n, i + 1, chosen, symmetry, out);
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    private static OfferSets sets(byte[] cells, SymmetryRule rule, int n) {
        return new OfferSets(n, new FifthMoveOffers(sizeOf(cells), cells, rule), cells);
    }

    @Test
    void countAndMembers_matchBruteForce_onSmallBoards() {
        SplittableRandom random = new SplittableRandom(5);
        for (Map.Entry<String, byte[]> e : positions().entrySet()) {
            byte[] cells = e.getValue();
            for (SymmetryRule rule : SymmetryRule.values()) {
                for (int n = 1; n <= 3; n++) {
                    String where = e.getKey() + ", " + rule + ", N=" + n;
                    Set<List<Integer>> expected = bruteForce(cells, rule, n);
                    OfferSets sets = sets(cells, rule, n);
                    assertEquals(n, sets.offers(), where);
                    assertEquals(expected.size(), sets.count(), where + ": count");
                    assertEquals(expected.size(), sets.size(), where + ": size");
                    Set<List<Integer>> listed = new HashSet<>();
                    for (long i = 0; i < sets.count(); i++) {
                        Move move = sets.get(i);
                        GomokuMove.Offer offer = (GomokuMove.Offer) move;
                        assertEquals(n, offer.points().size(), where);
                        assertTrue(listed.add(offer.points()), where + ": duplicate " + offer + " at " + i);
                        assertEquals(move, sets.get(i), where + ": get(" + i + ") not stable");
                        assertEquals(move, sets.get((int) i), where + ": get(int) and get(long) differ");
                        assertTrue(sets.contains(move), where + ": contains() misses its own " + move);
                    }
                    assertEquals(expected, listed, where + ": the sets listed");
                    assertThrows(IndexOutOfBoundsException.class, () -> sets.get(sets.count()), where);
                    assertThrows(IndexOutOfBoundsException.class, () -> sets.get(-1L), where);
                    // contains() agrees with membership for random point lists of every length
                    for (int trial = 0; trial < 300; trial++) {
                        int k = random.nextInt(n + 2);
                        List<Integer> points = new ArrayList<>();
                        for (int j = 0; j < k; j++) {
                            points.add(random.nextInt(cells.length + 2) - 1);
                        }
                        boolean member;
                        try {
                            GomokuMove.Offer offer = new GomokuMove.Offer(points);
                            member = expected.contains(offer.points());
                            assertEquals(member, sets.contains(offer), where + ": contains(" + offer + ")");
                        } catch (RuntimeException ignored) {
                            // not a list of points (none expected)
                        }
                    }
                    assertFalse(sets.contains(new GomokuMove.Choose(0)), where);
                    assertFalse(sets.contains(GomokuMove.PASS), where);
                }
            }
        }
    }

    @Test
    void emptyBoard_patternRule_makesEveryPointEquivalent() {
        byte[] cells = new byte[25];
        assertEquals(25, sets(cells, SymmetryRule.PATTERN, 1).count());
        assertEquals(0, sets(cells, SymmetryRule.PATTERN, 2).count());
        // the 8 board symmetries split 5x5 into 6 classes of sizes 1, 4, 4, 4, 4, 8
        assertEquals(6, new FifthMoveOffers(5, cells, SymmetryRule.BOARD).distinctPoints().size());
        assertEquals(25, sets(cells, SymmetryRule.BOARD, 1).count());
        // e_2(1, 4, 4, 4, 4, 8) = (25^2 - (1 + 4*16 + 64)) / 2 = 248
        assertEquals(248, sets(cells, SymmetryRule.BOARD, 2).count());
    }

    @Test
    void rif15_asymmetricPosition_hasC221_2_sets() {
        GameDefinition rif = MODULE.define("freestyle", Map.of("opening", "rif"));
        GomokuState state = play(rif, "h8", "h9", "j10", "a1");
        assertEquals("offer", state.openingStep());
        assertEquals(24_310, state.legalMoveCount());
        List<Move> moves = state.legalMoves();
        assertTrue(moves instanceof LargeMoveList);
        assertEquals(24_310, ((LargeMoveList) moves).count());
        // brute force for the 15x15 board, both symmetry rules (this position has no symmetry under either)
        for (SymmetryRule rule : SymmetryRule.values()) {
            Set<List<Integer>> expected = bruteForce(state.cells(), rule, 2);
            assertEquals(24_310, expected.size(), rule.toString());
            OfferSets sets = sets(state.cells(), rule, 2);
            Set<List<Integer>> listed = new HashSet<>();
            for (int i = 0; i < sets.size(); i++) {
                listed.add(((GomokuMove.Offer) sets.get(i)).points());
            }
            assertEquals(expected, listed, rule.toString());
        }
        // the state's list and a fresh OfferSets agree element for element
        OfferSets fresh = sets(state.cells(), SymmetryRule.BOARD, 2);
        for (int i = 0; i < 24_310; i += 97) {
            assertEquals(fresh.get(i), moves.get(i));
        }
    }

    @Test
    void rif15_symmetricPosition_countsClassesOnce() {
        // h8 black, h9 white, h10 black, h7 white: symmetric about the h file and the 8th row... (mirror x)
        GameDefinition rif = MODULE.define("freestyle", Map.of("opening", "rif"));
        GomokuState state = play(rif, "h8", "h9", "h10", "h6");
        for (SymmetryRule rule : SymmetryRule.values()) {
            GomokuState at = rule == SymmetryRule.BOARD ? state
                    : play(MODULE.define("freestyle", Map.of("opening", "rif", "offerSymmetry", "pattern")),
                            "h8", "h9", "h10", "h6");
            Set<List<Integer>> expected = bruteForce(at.cells(), rule, 2);
            assertTrue(expected.size() < 24_310, "a mirror-symmetric position has fewer sets");
            assertEquals(expected.size(), at.legalMoveCount(), rule.toString());
            for (List<Integer> set : expected) {
                assertTrue(at.check(new GomokuMove.Offer(set)).isLegal(), set.toString());
            }
        }
    }

    @Test
    void taraguchi10_offersExceedIntRange() {
        GameDefinition definition = MODULE.define("freestyle", Map.of("opening", "taraguchi"));
        GomokuState state = play(definition, "h8", "h9", "j10", "e6");
        assertEquals("b5", state.openingStep());
        BigInteger expected = binomial(221, 10);
        OfferSets sets = sets(state.cells(), SymmetryRule.BOARD, 10);
        assertEquals(expected.longValueExact(), sets.count());
        assertTrue(sets.count() > Integer.MAX_VALUE);
        assertEquals(Integer.MAX_VALUE, sets.size());
        // the last set takes the last ten classes: here the last ten empty points
        List<Integer> empty = new ArrayList<>();
        for (int p = 0; p < 225; p++) {
            if (state.stone(p) == Stone.EMPTY) {
                empty.add(p);
            }
        }
        assertEquals(new GomokuMove.Offer(empty.subList(empty.size() - 10, empty.size())), sets.get(sets.count() - 1));
        assertEquals(new GomokuMove.Offer(empty.subList(0, 10)), sets.get(0));
        assertThrows(IndexOutOfBoundsException.class, () -> sets.get(sets.count()));
        // through the state: 77 stones in 9x9, swap, then the offers
        List<Move> moves = state.legalMoves();
        assertTrue(moves instanceof LargeMoveList);
        LargeMoveList large = (LargeMoveList) moves;
        assertEquals(77 + 1 + expected.longValueExact(), large.count());
        assertEquals(large.count(), state.legalMoveCount());
        assertEquals(Integer.MAX_VALUE, moves.size());
        Move last = large.get(large.count() - 1);
        assertEquals(sets.get(sets.count() - 1), last);
        assertTrue(state.check(last).isLegal());
        GomokuState chosen = (GomokuState) state.apply(last);
        assertEquals("choose", chosen.openingStep());
        assertEquals(10, chosen.legalMoveCount());
        // random sets are legal and distinct ranks give distinct sets
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            long a = random.nextLong(sets.count());
            long b = random.nextLong(sets.count());
            Move ma = sets.get(a);
            assertTrue(sets.contains(ma));
            assertEquals(a == b, ma.equals(sets.get(b)));
        }
    }

    @Test
    void equalsAndHashCode_compareWhatTheListIsMadeOf() {
        byte[] cells = board(7, "d4 f5", "d5 a1");
        assertEquals(sets(cells, SymmetryRule.BOARD, 2), sets(cells, SymmetryRule.BOARD, 2));
        assertEquals(sets(cells, SymmetryRule.BOARD, 2).hashCode(), sets(cells, SymmetryRule.BOARD, 2).hashCode());
        assertFalse(sets(cells, SymmetryRule.BOARD, 2).equals(sets(cells, SymmetryRule.BOARD, 3)));
        byte[] symmetric = board(7, "d4 e5", "d5 c4");
        assertFalse(sets(symmetric, SymmetryRule.BOARD, 2).equals(sets(cells, SymmetryRule.BOARD, 2)));
        // equal to an ordinary list with the same moves
        OfferSets small = sets(board(5, "c3", "c4"), SymmetryRule.BOARD, 1);
        assertEquals(new ArrayList<>(small), small);
    }

    /**
     * Yamaguchi allows declarations up to 27 on 15x15, and C(221, 12) already exceeds
     * Long.MAX_VALUE: the exact count goes on in a BigInteger, and random sets stay uniform
     * (a uniform rank among all of them, not among the first Long.MAX_VALUE).
     */
    @Test
    void manyOffers_countExactAndRandomSetsSpread() {
        GameDefinition definition = MODULE.define("freestyle", Map.of("opening", "yamaguchi"));
        GomokuState state = play(definition, "h8", "h9", "j10", "declare 12", "a1");
        assertEquals("offer", state.openingStep());
        BigInteger expected = binomial(221, 12);
        assertTrue(expected.bitLength() > 63, "C(221, 12) = " + expected);
        OfferSets sets = sets(state.cells(), SymmetryRule.BOARD, 12);
        SplittableRandom random = new SplittableRandom(1);
        int holdingB1 = 0; // the first empty point (a1 holds a stone)
        for (int i = 0; i < 1_000; i++) {
            GomokuMove.Offer offer = (GomokuMove.Offer) LargeMoveList.random(state.legalMoves(), random);
            holdingB1 += offer.points().contains(1) ? 1 : 0;
        }
        // uniform: about 1000 * 12 / 220 = 55 sets hold b1 (sd 7); only the first Long.MAX_VALUE ranks: ~150
        assertTrue(holdingB1 < 90, holdingB1 + " of 1000 random offer sets hold b1; uniform would give ~55");
        assertEquals(expected, sets.exactCount(), "exact count of 12 offers");
        assertEquals(Long.MAX_VALUE, sets.count(), "count() stops at Long.MAX_VALUE, as LargeMoveList says");
        assertEquals(expected, ((LargeMoveList) state.legalMoves()).exactCount(), "the state's list holds the offers only");
    }

    /**
     * java.util.List requires equal lists to have equal hash codes (List.hashCode is defined
     * from the elements). LazyMoveList.equals falls back to AbstractList.equals for a plain
     * list, so an OfferSets equals the ArrayList of its moves, but OfferSets, BalancePairs
     * and MovesThenLazy override hashCode with a hash of what they are made of.
     */
    @Test
    void hashCode_followsTheListContract() {
        byte[] cells = board(5, "c3", "c4");
        OfferSets offers = sets(cells, SymmetryRule.BOARD, 2);
        List<Move> plain = new ArrayList<>(offers);
        assertEquals(plain, offers);
        assertEquals(offers, plain);
        assertEquals(plain.hashCode(), offers.hashCode(), "OfferSets: equal lists, different hash codes");
        BalancePairs balances = new BalancePairs(cells);
        assertEquals(new ArrayList<>(balances).hashCode(), balances.hashCode(), "BalancePairs");
        GomokuState state = play(MODULE.define("freestyle", Map.of("size", "5", "opening", "rif")), "c3", "c4", "d4", "a1");
        List<Move> moves = state.legalMoves();
        assertEquals(new ArrayList<>(moves), moves);
        assertEquals(new ArrayList<>(moves).hashCode(), moves.hashCode(), "MovesThenLazy");
    }

    static BigInteger binomial(int n, int k) {
        BigInteger out = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            out = out.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return out;
    }
}
