package io.tabula.gomoku.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FifthMoveOffersTest {
    /** games-gomoku/README.md, option offerSymmetry: all stones on column h, h8 h9 h10 and white h6 (opening 1D, white 4 on h6). */
    private static final String[] COLUMN_H = {"h8", "h9", "h10", "h6"};

    private static int pt(String text) {
        return RenjuNotation.point(15, text);
    }

    private static List<Integer> pts(String... texts) {
        List<Integer> out = new ArrayList<>();
        for (String t : texts) {
            out.add(pt(t));
        }
        return out;
    }

    @Test
    void docExample_g7AndI7AreEquivalent_byTheReflectionInColumnH() {
        for (SymmetryRule rule : SymmetryRule.values()) {
            FifthMoveOffers offers = FifthMoveOffers.ofMoves(rule, COLUMN_H);
            assertTrue(offers.equivalent("g7", "i7"), rule.optionValue());
            assertTrue(offers.equivalent("i7", "g7"));
            assertTrue(offers.equivalent("a1", "o1"));
            assertFalse(offers.equivalent("g7", "g9"));
            assertFalse(offers.equivalent("g7", "i9"));
            assertFalse(offers.equivalent("h7", "h11"));
            assertEquals(List.of(PositionMap.IDENTITY, new PositionMap(BoardSymmetry.MIRROR_COLUMN, 0, 0)),
                    offers.symmetries(), rule.optionValue());
            assertEquals(pts("g7", "i7").stream().sorted().toList(), List.copyOf(offers.orbit(pt("g7"))));
            assertEquals(List.of(pt("h7")), List.copyOf(offers.orbit(pt("h7"))));
            // 11 empty points on column h stand alone, the other 210 pair up: 11 + 105
            assertEquals(116, offers.distinctPoints().size());
        }
    }

    @Test
    void docExample_validateNamesTheSymmetricPair() {
        FifthMoveOffers offers = FifthMoveOffers.ofMoves(SymmetryRule.BOARD, COLUMN_H);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> offers.validate(pts("g7", "i7")));
        assertEquals("offers g7 and i7 are symmetric: the reflection in column h maps the position onto itself"
                + " and g7 onto i7 (symmetry rule 'board', option offerSymmetry)", e.getMessage());
        // the pair is found among more offers too
        assertTrue(offers.problem(pts("j12", "g7", "a1", "i7")).orElseThrow().contains("g7 and i7"));
        offers.validate(pts("g7", "i9"));
        offers.validate(pts("g7", "h7"));
        offers.validate(pts("g7"));
        offers.validate(List.of());
    }

    @Test
    void validate_rejectsStonesDuplicatesAndPointsOffTheBoard() {
        FifthMoveOffers offers = FifthMoveOffers.ofMoves(SymmetryRule.BOARD, COLUMN_H);
        assertEquals("offer h9 is not empty: a fifth move must be offered on an empty point",
                offers.problem(pts("g7", "h9")).orElseThrow());
        assertEquals("offer g7 is made twice: the offers must be different points",
                offers.problem(pts("g7", "j9", "g7")).orElseThrow());
        assertTrue(offers.problem(List.of(pt("g7"), 225)).orElseThrow().contains("not a point"));
        assertTrue(offers.problem(List.of(-1)).orElseThrow().contains("not a point"));
    }

    @Test
    void asymmetricPositions_haveNoTwoEquivalentPoints() {
        String[][] positions = {
            {"h8", "h9", "i10", "j7"}, // 2D, white 4 on j7
            {"h8", "i9", "j8", "g10"}, // 3I
            {"h8", "h9", "j6", "f9"}, // 13D
            {"h8", "h9", "h10", "i6"}, // 1D with white 4 off column h breaks the mirror
        };
        for (String[] moves : positions) {
            for (SymmetryRule rule : SymmetryRule.values()) {
                FifthMoveOffers offers = FifthMoveOffers.ofMoves(rule, moves);
                String what = String.join(" ", moves) + " (" + rule.optionValue() + ")";
                assertEquals(List.of(PositionMap.IDENTITY), offers.symmetries(), what);
                assertEquals(221, offers.distinctPoints().size(), what);
                for (int p = 0; p < 225; p++) {
                    for (int q = p + 1; q < 225; q++) {
                        assertFalse(offers.equivalent(p, q), what);
                    }
                }
                offers.validate(offers.distinctPoints()); // all 221 empty points at once
            }
        }
    }

    @Test
    void patternRule_seesSymmetriesThatAreNotAboutH8() {
        // h8 h9 i9 i8: black on the diagonal h8-i9, white on h9 and i8. About h8 only the
        // diagonal mirror keeps it; the pattern also has a half turn about the middle of the square.
        FifthMoveOffers board = FifthMoveOffers.ofMoves(SymmetryRule.BOARD, "h8", "h9", "i9", "i8");
        FifthMoveOffers pattern = FifthMoveOffers.ofMoves(SymmetryRule.PATTERN, "h8", "h9", "i9", "i8");
        assertEquals(List.of(PositionMap.IDENTITY, new PositionMap(BoardSymmetry.MIRROR_DIAGONAL, 0, 0)),
                board.symmetries());
        assertEquals(4, pattern.symmetries().size());
        assertTrue(pattern.symmetries().contains(new PositionMap(BoardSymmetry.ROTATE_180, 1, 1)));
        assertTrue(pattern.symmetries().contains(new PositionMap(BoardSymmetry.MIRROR_ANTIDIAGONAL, 1, 1)));
        assertTrue(board.equivalent("g8", "h7"));
        assertFalse(board.equivalent("g7", "j10"));
        assertTrue(pattern.equivalent("g7", "j10"));
        assertTrue(pattern.equivalent("g8", "j9"));
        board.validate(pts("g7", "j10"));
        String message = pattern.problem(pts("g7", "j10")).orElseThrow();
        assertEquals("offers g7 and j10 are symmetric: the half turn about h8 followed by a shift of 1 column right"
                + " and 1 row up maps the position onto itself and g7 onto j10 (symmetry rule 'pattern',"
                + " option offerSymmetry)", message);
    }

    @Test
    void patternRule_ignoresWhereOnTheBoardThePatternIs() {
        // the doc example moved to column c: no board symmetry left, the pattern keeps its mirror
        String[] moves = {"c8", "c9", "c10", "c6"};
        FifthMoveOffers board = FifthMoveOffers.ofMoves(SymmetryRule.BOARD, moves);
        FifthMoveOffers pattern = FifthMoveOffers.ofMoves(SymmetryRule.PATTERN, moves);
        assertEquals(List.of(PositionMap.IDENTITY), board.symmetries());
        assertFalse(board.equivalent("b7", "d7"));
        assertTrue(pattern.equivalent("b7", "d7"));
        assertEquals(List.of(PositionMap.IDENTITY, new PositionMap(BoardSymmetry.MIRROR_COLUMN, -10, 0)),
                pattern.symmetries());
        // a1's image under the pattern mirror is e1; a point whose image is off the board has no partner
        assertTrue(pattern.equivalent("a1", "e1"));
        assertEquals(List.of(pt("g7")), List.copyOf(pattern.orbit(pt("g7")))); // image would be column -2... off board
    }

    @Test
    void equivalence_isAnEquivalence_andBoardImpliesPattern_onRandomPositions() {
        Random random = new Random(20261129L);
        for (int round = 0; round < 200; round++) {
            byte[] cells = new byte[225];
            int stones = 1 + random.nextInt(6);
            for (int i = 0; i < stones; i++) {
                // near the centre, and sometimes symmetrised, so that symmetries do occur
                int p = (5 + random.nextInt(5)) * 15 + 5 + random.nextInt(5);
                byte colour = i % 2 == 0 ? Stone.BLACK : Stone.WHITE;
                cells[p] = colour;
                if (random.nextBoolean()) {
                    BoardSymmetry s = BoardSymmetry.values()[random.nextInt(8)];
                    cells[s.map(15, p)] = colour;
                }
            }
            FifthMoveOffers board = new FifthMoveOffers(15, cells, SymmetryRule.BOARD);
            FifthMoveOffers pattern = new FifthMoveOffers(15, cells, SymmetryRule.PATTERN);
            assertTrue(pattern.symmetries().containsAll(board.symmetries()));
            for (int k = 0; k < 60; k++) {
                int p = random.nextInt(225);
                assertTrue(board.equivalent(p, p));
                for (int q : board.orbit(p)) {
                    assertTrue(board.equivalent(q, p), "symmetric");
                    assertTrue(pattern.equivalent(p, q), "board maps are pattern maps");
                    assertEquals(board.orbit(p), board.orbit(q), "transitive: one class");
                    assertEquals(cells[p], cells[q], "colours kept");
                }
                for (int q : pattern.orbit(p)) {
                    assertTrue(pattern.equivalent(q, p));
                    assertEquals(pattern.orbit(p), pattern.orbit(q));
                    assertEquals(cells[p], cells[q]);
                }
            }
        }
    }

    @Test
    void symmetryRule_optionWords() {
        assertEquals(SymmetryRule.BOARD, SymmetryRule.DEFAULT);
        assertEquals(SymmetryRule.PATTERN, SymmetryRule.parse(" Pattern "));
        assertEquals(SymmetryRule.BOARD, SymmetryRule.parse("board"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SymmetryRule.parse("edges"));
        assertEquals("unknown symmetry rule 'edges': use one of [board, pattern]", e.getMessage());
    }

    @Test
    void emptyBoard_underThePatternRule_everyPointIsEquivalent() {
        FifthMoveOffers pattern = new FifthMoveOffers(15, new byte[225], SymmetryRule.PATTERN);
        assertTrue(pattern.equivalent("a1", "h8"));
        assertEquals(1, pattern.distinctPoints().size());
        FifthMoveOffers board = new FifthMoveOffers(15, new byte[225], SymmetryRule.BOARD);
        assertEquals(8, board.symmetries().size());
        assertFalse(board.equivalent("a1", "h8"));
        assertTrue(board.equivalent("a1", "o15"));
    }

    @Test
    void construction_rejectsAWrongBoardOrARepeatedMove() {
        assertThrows(IllegalArgumentException.class, () -> new FifthMoveOffers(15, new byte[224], SymmetryRule.BOARD));
        assertThrows(IllegalArgumentException.class, () -> FifthMoveOffers.ofMoves(SymmetryRule.BOARD, "h8", "h8"));
        assertThrows(IllegalArgumentException.class,
                () -> FifthMoveOffers.ofMoves(SymmetryRule.BOARD, COLUMN_H).equivalent(0, 225));
    }
}
