package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import io.tabula.gomoku.geometry.SymmetryRule;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sampler's quick draws are uniform over the legal moves: {@link OfferSets#random} (by
 * rejection, or by a uniform rank where rejection would be slow) over every legal offer set,
 * and {@link OpeningDraw#randomMove} (what {@link GomokuSampler#openingMove} uses) over
 * {@link GameState#legalMoves()} at steps with stones, words, offers and balances. Each is a
 * chi-square test of the counts of every move against equal expected counts, with a bound
 * of df + 6 sqrt(2 df) (about 6 standard deviations of the statistic).
 */
class OpeningSamplingTest {
    private static final GomokuModule MODULE = new GomokuModule();

    /** Draws {@code perMove} times the number of moves and checks the counts are uniform over {@code moves}. */
    private static void assertUniform(String where, List<Move> moves, java.util.function.Supplier<Move> draw,
            int perMove) {
        Map<Move, Integer> index = new HashMap<>();
        for (Move m : moves) {
            index.put(m, index.size());
        }
        assertEquals(moves.size(), index.size(), where + ": duplicate moves");
        int k = moves.size();
        long[] counts = new long[k];
        long draws = (long) k * perMove;
        for (long i = 0; i < draws; i++) {
            Move m = draw.get();
            Integer at = index.get(m);
            assertTrue(at != null, where + ": drew " + m + ", not a legal move");
            counts[at]++;
        }
        double expected = perMove;
        double chi = 0;
        for (long c : counts) {
            chi += (c - expected) * (c - expected) / expected;
        }
        int df = k - 1;
        double bound = df + 6 * Math.sqrt(2.0 * df);
        assertTrue(chi <= bound, where + ": chi-square " + chi + " over " + df + " degrees of freedom (bound " + bound
                + ")");
    }

    private static OfferSets sets(int size, byte[] cells, SymmetryRule rule, int n) {
        return new OfferSets(n, new FifthMoveOffers(size, cells, rule), cells);
    }

    @Test
    void offerSetsRandom_isUniformOverTheLegalSets() {
        // 5x5 with N=2: a mirror-symmetric position (classes of 1 and 2 points), an asymmetric
        // one, the 4-fold symmetric centre stone; then the empty 5x5 board with N=6 (classes
        // 1, 4, 4, 4, 4, 8: under 1 % of rejection draws would be accepted, so the set is unranked)
        Object[][] cases = {
            {"5x5 c3/c4 N=2", OfferSetsTest.board(5, "c3", "c4"), SymmetryRule.BOARD, 2},
            {"5x5 asymmetric N=2", OfferSetsTest.board(5, "c3 d5", "b3"), SymmetryRule.BOARD, 2},
            {"5x5 centre N=2", OfferSetsTest.board(5, "c3", ""), SymmetryRule.BOARD, 2},
            {"5x5 centre+adjacent pattern N=3", OfferSetsTest.board(5, "c3", "c4"), SymmetryRule.PATTERN, 3},
            {"5x5 empty N=6", new byte[25], SymmetryRule.BOARD, 6},
        };
        SplittableRandom random = new SplittableRandom(17);
        for (Object[] c : cases) {
            OfferSets sets = sets(5, (byte[]) c[1], (SymmetryRule) c[2], (int) c[3]);
            List<Move> all = new java.util.ArrayList<>(sets);
            assertEquals(sets.count(), all.size());
            assertUniform((String) c[0], all, () -> sets.random(random), 60);
        }
    }

    @Test
    void randomMove_isUniformOverTheLegalMoves() {
        Object[][] cases = {
            // RIF on 7x7: b1 (one point), w2 within 3x3, b3 within 5x5, w4 (stones, pass, swap), offers of 2
            {MODULE.define("freestyle", Map.of("size", "7", "opening", "rif", "pass", "true")), new String[] {}},
            {MODULE.define("freestyle", Map.of("size", "7", "opening", "rif")), new String[] {"d4"}},
            {MODULE.define("freestyle", Map.of("size", "7", "opening", "rif")), new String[] {"d4", "d5"}},
            {MODULE.define("freestyle", Map.of("size", "7", "opening", "rif", "pass", "true")),
                new String[] {"d4", "d5", "e5"}},
            {MODULE.define("freestyle", Map.of("size", "5", "opening", "rif")), new String[] {"c3", "c4", "d4", "a1"}},
            {MODULE.define("freestyle", Map.of("size", "7", "opening", "rif")),
                new String[] {"d4", "d5", "e5", "swap", "c3", "offer a1 b1"}},
            // Swap2 on 5x5: w4 with stones, swap and the balances; then the choice
            {MODULE.define("freestyle", Map.of("size", "5", "opening", "swap2", "pass", "true")),
                new String[] {"c3", "c4", "d4"}},
            // Taraguchi on 9x9, two offers: b5 with stones in 9x9... here the whole board, swap and offers
            {MODULE.define("renju", Map.of("size", "9", "opening", "taraguchi", "openingOffers", "2")),
                new String[] {"e5", "e6", "f6", "d4"}},
            // Soosorv on 7x7: declare, then offers
            {MODULE.define("renju", Map.of("size", "7", "opening", "soosorv", "forbiddenMoves", "illegal")),
                new String[] {"d4", "d5", "e5", "c3"}},
        };
        SplittableRandom random = new SplittableRandom(29);
        for (Object[] c : cases) {
            GameDefinition definition = (GameDefinition) c[0];
            GameState state = definition.newGame();
            for (String move : (String[]) c[1]) {
                state = state.apply(MODULE.notation().parse(state, move));
            }
            GomokuState at = (GomokuState) state;
            assertEquals("opening", at.phase().id(), definition.text());
            List<Move> legal = new java.util.ArrayList<>(at.legalMoves());
            assertEquals(LargeMoveList.countOf(at.legalMoves()), legal.size());
            String where = definition.text() + " at " + at.openingStep();
            assertUniform(where, legal, () -> GomokuSampler.openingMove(at, random), 40);
        }
    }

    @Test
    void randomMove_beyondALong_drawsLegalOfferSets() {
        // Taraguchi b5 with 12 offers on 15x15: 77 stones, swap and C(221, 12) > 2^63 offer sets;
        // the part is chosen without the exact count (smallPartDrawn), the set by rejection
        GameDefinition definition = MODULE.define("freestyle", Map.of("opening", "taraguchi", "openingOffers", "12"));
        GameState state = definition.newGame();
        for (String move : new String[] {"h8", "h9", "j10", "e6"}) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        GomokuState at = (GomokuState) state;
        assertEquals("b5", at.openingStep());
        SplittableRandom random = new SplittableRandom(31);
        for (int i = 0; i < 300; i++) {
            Move move = GomokuSampler.openingMove(at, random);
            assertTrue(move instanceof GomokuMove.Offer offer && offer.points().size() == 12, move.toString());
            assertTrue(at.check(move).isLegal(), move.toString());
        }
    }
}
