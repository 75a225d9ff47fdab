package io.tabula.gomoku.opening;

import io.tabula.gomoku.geometry.BoardSymmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class RenjuOpeningsTest {
    private static final RenjuOpenings OPENINGS = RenjuOpenings.standard();

    /** Openings whose representative lies on the mirror line through h8 and white 2: orbits of 4. */
    private static final Set<String> ON_A_MIRROR_LINE = Set.of("1D", "8D", "11D", "1I", "11I", "13I");

    @Test
    void table_hasTheTwentySixOpeningsInOrder() {
        List<RenjuOpening> all = OPENINGS.all();
        assertEquals(26, all.size());
        for (int i = 0; i < 13; i++) {
            assertEquals((i + 1) + "D", all.get(i).number());
            assertEquals((i + 1) + "I", all.get(13 + i).number());
            assertTrue(all.get(i).direct());
            assertFalse(all.get(13 + i).direct());
            assertEquals(i + 1, all.get(i).ordinal());
        }
        for (RenjuOpening o : all) {
            assertFalse(o.zh().isBlank() || o.ja().isBlank() || o.en().isBlank(), o.number());
            assertEquals("h8", o.moves().get(0));
            assertEquals(o.direct() ? "h9" : "i9", o.moves().get(1));
        }
        RenjuOpening keigetsu = OPENINGS.byNumber("2D").orElseThrow();
        assertEquals("Keigetsu", keigetsu.ja());
        assertEquals("溪月", keigetsu.zh());
        assertEquals("Stream Moon", keigetsu.en());
        assertEquals(List.of("h8", "h9", "i10"), keigetsu.moves());
        assertEquals("D2", keigetsu.letterFirst());
        assertEquals(Optional.of(keigetsu), OPENINGS.byNumber("D2"));
        assertEquals(Optional.of(keigetsu), OPENINGS.byNumber(" 2d "));
        assertEquals("Suisei", OPENINGS.byNumber("I13").orElseThrow().ja());
        assertTrue(OPENINGS.byNumber("14D").isEmpty());
        assertTrue(OPENINGS.byNumber("2X").isEmpty());
    }

    @Test
    void representatives_followTheListingConvention() {
        // docs/rules/gomoku.md, The 26 openings: column >= h (direct), on or right of/below the diagonal h8-i9 (indirect)
        for (RenjuOpening o : OPENINGS.all()) {
            int b3 = o.representative().black3();
            int u = b3 % 15 - 7;
            int v = b3 / 15 - 7;
            assertTrue(o.direct() ? u >= 0 : u >= v, o.number() + " " + o.representative());
        }
    }

    @Test
    void eachRepresentative_classifiesToItself() {
        for (RenjuOpening o : OPENINGS.all()) {
            List<String> m = o.moves();
            assertEquals(Optional.of(o), OPENINGS.classify(m.get(0), m.get(1), m.get(2)));
            OpeningPosition rep = o.representative();
            assertEquals(Optional.of(o), OPENINGS.classify(rep.black1(), rep.white2(), rep.black3()));
            RenjuOpenings.Match match = OPENINGS.match(rep).orElseThrow();
            assertEquals(BoardSymmetry.IDENTITY, match.toRepresentative());
        }
    }

    @Test
    void everySymmetricImage_classifiesToTheSameOpening() {
        for (RenjuOpening o : OPENINGS.all()) {
            for (BoardSymmetry s : BoardSymmetry.values()) {
                OpeningPosition image = o.representative().map(s);
                RenjuOpenings.Match match = OPENINGS.match(image).orElseThrow(() -> new AssertionError(image.toString()));
                assertEquals(o, match.opening(), s + " of " + o.number());
                assertEquals(o.representative(), image.map(match.toRepresentative()), "the match maps back");
                assertEquals(Optional.of(o), OPENINGS.classify(15, image.cells()), "as a board: " + image);
            }
        }
    }

    @Test
    void orbitSizes_addUpToTheBruteForceCountOf184() {
        // brute force, independent of the classifier: h8, white on the 8 neighbours, black on the other 23 of the 5x5
        List<OpeningPosition> placements = new ArrayList<>();
        int h8 = RenjuNotation.point(15, "h8");
        for (int wx = -1; wx <= 1; wx++) {
            for (int wy = -1; wy <= 1; wy++) {
                for (int bx = -2; bx <= 2; bx++) {
                    for (int by = -2; by <= 2; by++) {
                        boolean whiteOk = wx != 0 || wy != 0;
                        boolean blackOk = (bx != 0 || by != 0) && (bx != wx || by != wy);
                        if (whiteOk && blackOk) {
                            placements.add(new OpeningPosition(15, h8, h8 + wy * 15 + wx, h8 + by * 15 + bx));
                        }
                    }
                }
            }
        }
        assertEquals(8 * 23, placements.size());
        assertEquals(184, placements.size());
        assertEquals(new HashSet<>(placements), new HashSet<>(RenjuOpenings.rifPlacements(15)));

        Map<String, Integer> counted = new TreeMap<>();
        for (OpeningPosition p : placements) {
            RenjuOpening o = OPENINGS.classify(p).orElseThrow(() -> new AssertionError("unclassified " + p));
            counted.merge(o.number(), 1, Integer::sum);
            assertTrue(OPENINGS.positions(o).contains(p), p + " in the orbit of " + o.number());
        }
        int total = 0;
        int direct = 0;
        for (RenjuOpening o : OPENINGS.all()) {
            int orbit = OPENINGS.positions(o).size();
            assertEquals(ON_A_MIRROR_LINE.contains(o.number()) ? 4 : 8, orbit, o.number());
            assertEquals(orbit, counted.get(o.number()), o.number());
            total += orbit;
            direct += o.direct() ? orbit : 0;
        }
        assertEquals(26, counted.size());
        assertEquals(184, total); // 6 openings x 4 + 20 x 8
        assertEquals(92, direct);
    }

    @Test
    void burnside_countsTwentySixClasses() {
        // (1/|G|) * sum over the 8 maps of the placements each one fixes = number of classes
        List<OpeningPosition> placements = RenjuOpenings.rifPlacements(15);
        int fixedTotal = 0;
        for (BoardSymmetry s : BoardSymmetry.values()) {
            int fixed = 0;
            for (OpeningPosition p : placements) {
                fixed += p.map(s).equals(p) ? 1 : 0;
            }
            // identity fixes all 184; each reflection 6 (white and black on its line); rotations none
            assertEquals(s == BoardSymmetry.IDENTITY ? 184 : s.isReflection() ? 6 : 0, fixed, s.name());
            fixedTotal += fixed;
        }
        assertEquals(26 * 8, fixedTotal);
    }

    @Test
    void placementsOutsideTheRifZones_areNoOpening() {
        assertTrue(OPENINGS.classify("h8", "h10", "i9").isEmpty(), "white 2 outside 3x3");
        assertTrue(OPENINGS.classify("h8", "h9", "h11").isEmpty(), "black 3 outside 5x5");
        assertTrue(OPENINGS.classify("h8", "g7", "k5").isEmpty(), "black 3 outside 5x5");
        assertTrue(OPENINGS.classify("i8", "i9", "j10").isEmpty(), "not centred on h8");
        assertTrue(OPENINGS.classify("h9", "h8", "i10").isEmpty(), "black 1 off h8");
        assertTrue(OPENINGS.classify("h8", "h9", "h9").isEmpty(), "black 3 on white 2");
        assertTrue(OPENINGS.classify("h8", "h8", "i9").isEmpty(), "white 2 on black 1");
        assertTrue(OPENINGS.classify("h8", "h9", "h8").isEmpty(), "black 3 on black 1");
        assertTrue(OPENINGS.classify(new OpeningPosition(14, 0, 1, 2)).isEmpty(), "no centre point");
    }

    @Test
    void examples_fromTheTable() {
        assertEquals("2D", OPENINGS.classify("h8", "h9", "g10").orElseThrow().number()); // mirror of i10
        assertEquals("2D", OPENINGS.classify("h8", "i8", "j7").orElseThrow().number()); // quarter turn
        assertEquals("4D", OPENINGS.classify("h8", "i8", "i7").orElseThrow().number());
        assertEquals("6D", OPENINGS.classify("h8", "h7", "g8").orElseThrow().number());
        assertEquals("1I", OPENINGS.classify("h8", "g7", "f6").orElseThrow().number());
        assertEquals("13I", OPENINGS.classify("h8", "g7", "j10").orElseThrow().number());
        assertEquals("2I", OPENINGS.classify("h8", "i9", "i10").orElseThrow().number()); // diagonal mirror of j9
        assertEquals("12I", OPENINGS.classify("h8", "g9", "i6").orElseThrow().number());
        assertEquals("4I", OPENINGS.classify("h8", "g9", "f7").orElseThrow().number());
    }

    @Test
    void boards_withTwoBlackAndOneWhite_areClassified() {
        GomokuModule module = new GomokuModule();
        GameState state = module.define("renju", Map.of()).newGame();
        for (String move : new String[] {"h8", "h9", "i10"}) {
            state = state.apply(module.notation().parse(state, move));
        }
        GomokuState gomoku = (GomokuState) state;
        assertEquals("2D", OPENINGS.classify(gomoku.size(), gomoku.cells()).orElseThrow().number());

        byte[] cells = new byte[225];
        cells[RenjuNotation.point(15, "h8")] = Stone.BLACK;
        cells[RenjuNotation.point(15, "j10")] = Stone.BLACK;
        cells[RenjuNotation.point(15, "i9")] = Stone.WHITE;
        assertEquals("1I", OPENINGS.classify(15, cells).orElseThrow().number());
        cells[RenjuNotation.point(15, "a1")] = Stone.WHITE;
        assertTrue(OPENINGS.classify(15, cells).isEmpty(), "four stones");
        cells[RenjuNotation.point(15, "a1")] = Stone.EMPTY;
        cells[RenjuNotation.point(15, "h8")] = Stone.EMPTY;
        cells[RenjuNotation.point(15, "h7")] = Stone.BLACK;
        assertTrue(OPENINGS.classify(15, cells).isEmpty(), "no black stone on h8");
    }

    @Test
    void otherOddBoards_classifyAboutTheirCentre() {
        // 19x19: centre j10 (columns a..s, none skipped)
        int j10 = RenjuNotation.point(19, "j10");
        OpeningPosition p = new OpeningPosition(19, j10, RenjuNotation.point(19, "j11"), RenjuNotation.point(19, "k12"));
        assertEquals("2D", OPENINGS.classify(p).orElseThrow().number());
        assertEquals(184, RenjuOpenings.rifPlacements(19).size());
        assertEquals(184, RenjuOpenings.rifPlacements(5).size());
        assertTrue(RenjuOpenings.rifPlacements(3).isEmpty());
    }
}
