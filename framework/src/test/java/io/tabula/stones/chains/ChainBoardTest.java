package io.tabula.stones.chains;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.hash.HashHistory;
import io.tabula.topology.GraphTopology;
import io.tabula.topology.Grid;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The chain block's kernel against a plain reading of the rules (flood fills of whole
 * boards, earlier boards compared whole), over random games on every kind of topology, for
 * two and three sides, with and without suicide, under each repetition rule; and its
 * questions (liberties, atari, counts, the 3x3 code) on positions chosen by hand.
 */
class ChainBoardTest {

    /** A ring of {@code n} points around a centre, each ring point linked to the centre and its two neighbours. */
    static GraphTopology wheel(int n) {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("c", 0, 0);
        for (int i = 0; i < n; i++) {
            b.point("r" + i, Math.cos(2 * Math.PI * i / n), Math.sin(2 * Math.PI * i / n));
            b.link("c", "r" + i);
        }
        for (int i = 0; i < n; i++) {
            b.link("r" + i, "r" + (i + 1) % n);
        }
        return b.build();
    }

    static ChainRules rules(Topology topology, int sides, boolean suicide, Repetition repetition) {
        SplittableRandom keys = new SplittableRandom(7);
        long[] stoneKeys = new long[sides * topology.points()];
        for (int i = 0; i < stoneKeys.length; i++) {
            stoneKeys[i] = keys.nextLong();
        }
        long[] sideKeys = new long[sides];
        for (int s = 0; s < sides; s++) {
            sideKeys[s] = keys.nextLong();
        }
        return new ChainRules(ChainLayout.of(topology), sides, stoneKeys, suicide, repetition, sideKeys);
    }

    @TestFactory
    Stream<DynamicTest> randomGames_agreeWithAPlainReadingOfTheRules() {
        List<DynamicTest> tests = new ArrayList<>();
        List<Topology> boards = List.of(Grid.square(5), new Grid(4, 6), Torus.square(4), new HexBoard(4), wheel(6));
        for (Topology board : boards) {
            for (int sides : new int[] {2, 3}) {
                for (boolean suicide : new boolean[] {false, true}) {
                    for (Repetition repetition : Repetition.values()) {
                        String name = board.getClass().getSimpleName() + " " + board.points() + " points, " + sides
                                + " sides, suicide " + suicide + ", " + repetition;
                        tests.add(DynamicTest.dynamicTest(name,
                                () -> play(rules(board, sides, suicide, repetition), 12, 91 + sides)));
                    }
                }
            }
        }
        return tests.stream();
    }

    /** Plays {@code games} random games on a full board, a lazily loaded one and the reference, comparing them at every ply. */
    private static void play(ChainRules rules, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ChainLayout layout = rules.layout();
        int points = layout.points();
        int sides = rules.sides();
        ChainBoard full = new ChainBoard(rules, 8);
        ChainBoard lazy = new ChainBoard(rules, 8);
        ChainBoard copy = new ChainBoard(rules, 8);
        Set<String> reasons = new HashSet<>();
        for (int game = 0; game < games; game++) {
            Reference ref = new Reference(rules);
            full.setUp(new byte[points], 0);
            HashHistory history = HashHistory.EMPTY.plus(rules.positionKey(0, 0));
            for (int ply = 0; ply < 4 * points && ref.passes < sides; ply++) {
                String where = "game " + game + ", ply " + ply;
                full.verify();
                assertArrayEquals(ref.cells, full.cells(), where + ": stones");
                lazy.load(full.board(), full.stoneCount(), full.hash(), full.toMove(), full.koCell(), full.koSide(),
                        removed(full, sides), history, false);
                int next = (ref.toMove + 1) % sides;
                List<Integer> legal = new ArrayList<>();
                for (int p = 0; p < points; p++) {
                    String expected = ref.refusal(p);
                    int cell = layout.cell(p);
                    ChainIllegal got = full.colour(cell) != ChainBoard.EMPTY ? null : full.refusal(cell, next);
                    if (ref.cells[p] == 0) {
                        assertEquals(expected, got == null ? null : got.name(), where + ": " + rules.layout().topology().name(p));
                        ChainIllegal lazily = lazy.refusal(cell, next);
                        assertEquals(got, lazily, where + ": lazily loaded, " + p);
                        if (got == null) {
                            legal.add(p);
                        } else {
                            reasons.add(got.name());
                        }
                    }
                }
                lazy.verify();
                if (legal.isEmpty() || random.nextInt(12) == 0) {
                    ref.pass();
                    full.pass(next);
                    history = history.plus(full.positionKey());
                    continue;
                }
                int p = legal.get(random.nextInt(legal.size()));
                if (random.nextBoolean()) {
                    copy.copyFrom(full);
                    copy.play(layout.cell(p), next);
                    full.copyFrom(copy);
                } else {
                    full.play(layout.cell(p), next);
                }
                lazy.play(layout.cell(p), next);
                ref.play(p);
                lazy.verify();
                assertArrayEquals(ref.cells, lazy.cells(), where + ": stones after the move, lazily");
                assertEquals(full.hash(), lazy.hash(), where + ": hash");
                for (int s = 0; s < sides; s++) {
                    assertEquals(ref.removed[s], full.removed(s), where + ": removed");
                }
                history = history.plus(full.positionKey());
            }
        }
        assertTrue(reasons.contains("SUICIDE") || rules.suicideAllowed() || reasons.contains("SUPERKO"),
                "the games met refusals: " + reasons);
    }

    private static int[] removed(ChainBoard board, int sides) {
        int[] out = new int[sides];
        for (int s = 0; s < sides; s++) {
            out[s] = board.removed(s);
        }
        return out;
    }

    /** The rules read plainly: whole boards, flood fills, earlier boards kept as strings. */
    private static final class Reference {
        final ChainRules rules;
        final Topology topology;
        final int sides;
        byte[] cells;
        int toMove;
        int passes;
        int ko = -1;
        int koSide = -1;
        final int[] removed;
        final Set<String> seen = new HashSet<>();

        Reference(ChainRules rules) {
            this.rules = rules;
            this.topology = rules.layout().topology();
            this.sides = rules.sides();
            this.cells = new byte[topology.points()];
            this.removed = new int[sides];
            seen.add(key(cells, 0));
        }

        String key(byte[] board, int side) {
            return Arrays.toString(board) + (rules.repetition() == Repetition.SITUATIONAL ? "/" + side : "");
        }

        /** The board after side {@code toMove} plays {@code p}, and what it removed; null when suicide is refused. */
        byte[] after(int p, int[] taken) {
            byte[] b = cells.clone();
            byte c = (byte) (toMove + 1);
            b[p] = c;
            List<Integer> dead = new ArrayList<>();
            for (int q : topology.neighbours(p)) {
                if (b[q] > 0 && b[q] != c && !breathes(b, q)) {
                    dead.add(q); // judged together, before any is taken off
                }
            }
            for (int q : dead) {
                if (b[q] != 0) {
                    taken[b[q] - 1] += clear(b, q);
                }
            }
            if (!breathes(b, p)) {
                if (!rules.suicideAllowed()) {
                    return null;
                }
                taken[toMove] += clear(b, p);
            }
            return b;
        }

        String refusal(int p) {
            if (cells[p] != 0) {
                return null;
            }
            if (p == ko && toMove == koSide) {
                return "KO";
            }
            byte[] b = after(p, new int[sides]);
            if (b == null) {
                return "SUICIDE";
            }
            if (rules.repetition() != Repetition.NONE
                    && (Arrays.equals(b, cells) || seen.contains(key(b, (toMove + 1) % sides)))) {
                return "SUPERKO";
            }
            return null;
        }

        void play(int p) {
            int[] taken = new int[sides];
            byte[] b = after(p, taken);
            int total = 0;
            int takenSide = -1;
            for (int s = 0; s < sides; s++) {
                removed[s] += taken[s];
                if (s != toMove && taken[s] > 0) {
                    total += taken[s];
                    takenSide = s;
                }
            }
            boolean alone = b[p] != 0;
            for (int q : topology.neighbours(p)) {
                alone &= b[q] != b[p];
            }
            int liberties = 0;
            int liberty = -1;
            for (int q : topology.neighbours(p)) {
                if (b[q] == 0) {
                    liberties++;
                    liberty = q;
                }
            }
            if (total == 1 && alone && liberties == 1) {
                ko = liberty;
                koSide = takenSide;
            } else {
                ko = -1;
                koSide = -1;
            }
            cells = b;
            toMove = (toMove + 1) % sides;
            passes = 0;
            seen.add(key(cells, toMove));
        }

        void pass() {
            toMove = (toMove + 1) % sides;
            passes++;
            ko = -1;
            koSide = -1;
            seen.add(key(cells, toMove));
        }

        boolean breathes(byte[] b, int start) {
            boolean[] mark = new boolean[b.length];
            List<Integer> open = new ArrayList<>(List.of(start));
            mark[start] = true;
            while (!open.isEmpty()) {
                int s = open.remove(open.size() - 1);
                for (int q : topology.neighbours(s)) {
                    if (b[q] == 0) {
                        return true;
                    }
                    if (b[q] == b[start] && !mark[q]) {
                        mark[q] = true;
                        open.add(q);
                    }
                }
            }
            return false;
        }

        int clear(byte[] b, int start) {
            byte c = b[start];
            List<Integer> open = new ArrayList<>(List.of(start));
            b[start] = 0;
            int n = 1;
            while (!open.isEmpty()) {
                int s = open.remove(open.size() - 1);
                for (int q : topology.neighbours(s)) {
                    if (b[q] == c) {
                        b[q] = 0;
                        n++;
                        open.add(q);
                    }
                }
            }
            return n;
        }
    }

    // ---- positions chosen by hand ---------------------------------------------------------

    /** A 5x5 board, rows top first: X side 0, O side 1, A side 2, . empty. */
    private static ChainBoard board(ChainRules rules, String... rows) {
        int size = rows.length;
        byte[] cells = new byte[size * size];
        for (int i = 0; i < size; i++) {
            for (int x = 0; x < size; x++) {
                cells[(size - 1 - i) * size + x] = (byte) (".XOA".indexOf(rows[i].charAt(x)));
            }
        }
        ChainBoard board = new ChainBoard(rules, 8);
        board.setUp(cells, 0);
        return board;
    }

    private static int cell(ChainBoard board, int x, int y) {
        return board.layout().cell(y * 5 + x);
    }

    @Test
    void liberties_areExactWhereThePseudoCountIsNot() {
        ChainBoard b = board(rules(Grid.square(5), 2, false, Repetition.NONE),
                ".....",
                ".XX..",
                ".X...",
                ".....",
                ".....");
        int chain = b.chainAt(cell(b, 1, 3));
        assertEquals(3, b.chainStones(chain));
        assertEquals(7, b.liberties(chain)); // b3's liberty c3 is shared by two stones
        assertEquals(8, b.pseudoLiberties(chain));
        assertFalse(b.inAtari(chain));
        // A stone of side 0 on c3 would join the chain: the chain's liberties less c3, plus c3's own d3 and c2.
        assertEquals(8, b.libertiesIf(cell(b, 2, 2), 0));
        // A stone of side 1 on c3 stands alone between them: two liberties, d3 and c2.
        assertEquals(2, b.libertiesIf(cell(b, 2, 2), 1));
    }

    @Test
    void aCapture_removesTheChainAndMakesAKoPointOnlyForTheSideThatLostIt() {
        ChainBoard b = board(rules(Grid.square(5), 2, false, Repetition.NONE),
                ".....",
                ".XO..",
                "X.XO.",
                ".XO..",
                ".....");
        // side 1 (O) to move takes the lone X on c3 by playing b3 (it has only that liberty)
        b.pass(1);
        int b3 = cell(b, 1, 2);
        int c3 = cell(b, 2, 2);
        assertTrue(b.inAtari(b.chainAt(c3)));
        assertEquals(b3, b.atariLiberty(b.chainAt(c3)));
        assertNull(b.refusal(b3, 0));
        b.play(b3, 0);
        assertEquals(ChainBoard.EMPTY, b.colour(c3));
        assertEquals(1, b.removed(0));
        assertEquals(c3, b.koCell());
        assertEquals(0, b.koSide());
        assertEquals(ChainIllegal.KO, b.refusal(c3, 1)); // X may not retake at once
        b.verify();
    }

    @Test
    void suicide_isRefusedOrRemovesTheChain() {
        String[] rows = {
            ".X...",
            "X....",
            ".....",
            ".....",
            "....."};
        ChainBoard refused = board(rules(Grid.square(5), 2, false, Repetition.NONE), rows);
        refused.pass(1);
        int a5 = cell(refused, 0, 4);
        assertEquals(ChainIllegal.SUICIDE, refused.refusal(a5, 0));
        ChainBoard allowed = board(rules(Grid.square(5), 2, true, Repetition.NONE), rows);
        allowed.pass(1);
        assertNull(allowed.refusal(a5, 0));
        allowed.play(a5, 0);
        assertEquals(ChainBoard.EMPTY, allowed.colour(a5));
        assertEquals(1, allowed.removed(1));
        allowed.verify();
        // Under superko a single-stone suicide leaves the board as it was: a repetition.
        ChainBoard superko = board(rules(Grid.square(5), 2, true, Repetition.POSITIONAL), rows);
        superko.pass(1);
        assertEquals(ChainIllegal.SUPERKO, superko.refusal(a5, 0));
    }

    @Test
    void threeSides_theKoBindsOnlyTheSideWhoseStoneWasTaken() {
        String[] rows = {
            ".....",
            "..XA.",
            ".XA.A",
            "..XA.",
            "....."};
        int c3 = 2 * 5 + 2;
        int d3 = 2 * 5 + 3;
        // X takes A's c3 with d3, a single stone left with c3 as its one liberty.
        ChainBoard toO = board(rules(Grid.square(5), 3, false, Repetition.NONE), rows);
        toO.play(toO.layout().cell(d3), 1);
        assertEquals(1, toO.removed(2));
        assertEquals(2, toO.koSide());
        assertNull(toO.refusal(toO.layout().cell(c3), 2)); // O may take the X stone back there: no repetition
        ChainBoard toA = board(rules(Grid.square(5), 3, false, Repetition.NONE), rows);
        toA.play(toA.layout().cell(d3), 2);
        assertEquals(ChainIllegal.KO, toA.refusal(toA.layout().cell(c3), 0)); // A may not, at once
        toA.verify();
    }

    @Test
    void count_givesStonesAndTerritoryWithNeutralAndMarkedRegions() {
        ChainBoard b = board(rules(Grid.square(5), 2, false, Repetition.NONE),
                ".X.O.",
                "XX.OO",
                ".....",
                "OO...",
                ".O...");
        int[] stones = new int[2];
        int[] territory = new int[2];
        b.count(stones, territory, null);
        assertArrayEquals(new int[] {3, 6}, stones);
        assertArrayEquals(new int[] {1, 2}, territory); // a5 for X; e5 and a1 for O; the middle is shared
        boolean[] seki = new boolean[b.layout().length()];
        seki[cell(b, 3, 4)] = true; // O's d5 marked: its region e5 is nobody's
        b.count(stones, territory, seki);
        assertArrayEquals(new int[] {1, 1}, territory);
    }

    @Test
    void neighbourhood_codesTheEightCellsFromTheRowBelowRoundTheCell() {
        ChainBoard b = board(rules(Grid.square(5), 2, false, Repetition.NONE),
                "X....",
                ".O...",
                ".....",
                ".....",
                ".....");
        int[] ring = b.layout().ring();
        int a4 = cell(b, 0, 3);
        int code = b.neighbourhood(a4, ring);
        // a3, b3 empty; b4 O (2); b5 empty; a5 X (1); then three cells off the board (3)
        int[] expected = {0, 0, 2, 0, 1, 3, 3, 3};
        for (int i = 0; i < 8; i++) {
            assertEquals(expected[i], (code >> (2 * i)) & 3, "ring cell " + i);
        }
    }

    @Test
    void aGraph_capturesAlongItsLinks() {
        GraphTopology wheel = wheel(4);
        ChainRules rules = rules(wheel, 2, false, Repetition.POSITIONAL);
        ChainBoard b = new ChainBoard(rules, 8);
        byte[] cells = new byte[wheel.points()];
        cells[wheel.point("c")] = 2; // O in the centre
        cells[wheel.point("r0")] = 1;
        cells[wheel.point("r1")] = 1;
        cells[wheel.point("r2")] = 1;
        b.setUp(cells, 0);
        int centre = b.layout().cell(wheel.point("c"));
        assertTrue(b.inAtari(b.chainAt(centre)));
        int r3 = b.layout().cell(wheel.point("r3"));
        assertNull(b.refusal(r3, 1));
        b.play(r3, 1);
        assertEquals(ChainBoard.EMPTY, b.colour(centre));
        assertEquals(1, b.removed(1));
        b.verify();
    }

    @Test
    void draw_needsAFullBoardAndStaysAmongLegalMoves() {
        ChainRules rules = rules(Grid.square(3), 2, false, Repetition.POSITIONAL);
        ChainBoard b = new ChainBoard(rules, 8);
        b.setUp(new byte[9], 0);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            int move = b.draw(random, 1, 1 - b.toMove(), null);
            if (move < 0) {
                assertEquals(-1, move);
                b.pass(1 - b.toMove());
            } else {
                assertNull(b.refusal(move, 1 - b.toMove()));
                b.play(move, 1 - b.toMove());
            }
            b.verify();
        }
        ChainBoard lazy = new ChainBoard(rules, 8);
        lazy.load(b.board(), b.stoneCount(), b.hash(), b.toMove(), ChainBoard.NONE, ChainBoard.NONE, new int[2],
                HashHistory.EMPTY, false);
        assertThrows(IllegalStateException.class, () -> lazy.draw(random, 1, 0, null));
    }
}
