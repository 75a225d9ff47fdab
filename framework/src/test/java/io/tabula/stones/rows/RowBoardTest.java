package io.tabula.stones.rows;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.TurnPlan;
import io.tabula.topology.Grid;
import io.tabula.topology.GraphTopology;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class RowBoardTest {
    static final Side A = new Side(0, "black");
    static final Side B = new Side(1, "white");
    static final Side C = new Side(2, "red");
    static final List<Side> TWO = List.of(A, B);
    static final List<Side> THREE = List.of(A, B, C);

    /** Side 0 may not play on a point whose index is a multiple of 7 (a test rule). */
    record Sevens(Policy policy) implements PlacementRule {
        enum Reason implements IllegalReason {
            SEVEN;

            @Override
            public String describe() {
                return "a multiple of seven";
            }
        }

        @Override
        public boolean restricts(RowBoard board, int side) {
            return side == 0;
        }

        @Override
        public IllegalReason refuse(RowBoard board, int side, int point) {
            return point % 7 == 0 ? Reason.SEVEN : null;
        }

        @Override
        public boolean persists(IllegalReason reason) {
            return true;
        }
    }

    /** Named rules for the agreement test. */
    record Case(String name, RowRules rules) {
    }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        Function<Topology, RowRules.Builder> two = t -> RowRules.builder(t, TWO);
        out.add(new Case("square 9, five or more", two.apply(Grid.square(9)).build()));
        out.add(new Case("square 9, exactly five", two.apply(Grid.square(9)).row(RowRule.exactly(5)).build()));
        out.add(new Case("square 8, exactly four for black, four or more for white",
                two.apply(Grid.square(8)).row(new RowRule(4, 0b10, false, false)).build()));
        out.add(new Case("square 9, caro", two.apply(Grid.square(9)).row(new RowRule(5, -1, true, false)).build()));
        out.add(new Case("square 7, caro, the edge blocks, exactly four",
                two.apply(Grid.square(7)).row(new RowRule(4, 0, true, true)).build()));
        out.add(new Case("torus 7, five or more", two.apply(Torus.square(7)).build()));
        out.add(new Case("torus 6, exactly five", two.apply(Torus.square(6)).row(RowRule.exactly(5)).build()));
        out.add(new Case("torus 3x5, three or more, caro", two.apply(new Torus(3, 5))
                .row(new RowRule(3, -1, true, false)).build()));
        out.add(new Case("torus 4, exactly five (no line is long enough)", two.apply(Torus.square(4))
                .row(RowRule.exactly(5)).build()));
        out.add(new Case("torus 1x6, three", two.apply(new Torus(1, 6)).row(RowRule.exactly(3)).build()));
        out.add(new Case("hex 7, four or more", two.apply(new HexBoard(7)).row(RowRule.orMore(4)).build()));
        out.add(new Case("square 9, pairs captured, 6 stones win", two.apply(Grid.square(9))
                .capture(CustodianCapture.PAIRS, 6).build()));
        out.add(new Case("square 9, pairs and triples captured, 8 stones win", two.apply(Grid.square(9))
                .capture(new CustodianCapture(2, 3), 8).build()));
        out.add(new Case("torus 6, single stones captured, captures never win", two.apply(Torus.square(6))
                .capture(new CustodianCapture(1, 1), 0).build()));
        out.add(new Case("torus 3x5, pairs and triples captured (cycles too short for bits: walked)",
                two.apply(new Torus(3, 5)).row(RowRule.orMore(4)).capture(new CustodianCapture(2, 3), 6).build()));
        out.add(new Case("hex 6, pairs captured", two.apply(new HexBoard(6)).row(RowRule.orMore(4))
                .capture(CustodianCapture.PAIRS, 4).build()));
        out.add(new Case("square 9, connect(9,6,2,1)", two.apply(Grid.square(9)).row(RowRule.orMore(6))
                .turns(TurnPlan.of(List.of(1), 2)).build()));
        out.add(new Case("square 9, three sides, four", RowRules.builder(Grid.square(9), THREE)
                .row(RowRule.exactly(4)).build()));
        out.add(new Case("torus 6, three sides, four, pairs captured", RowRules.builder(Torus.square(6), THREE)
                .row(RowRule.orMore(4)).capture(CustodianCapture.PAIRS, 6).build()));
        out.add(new Case("square 6, three sides, 1 then 2 stones, passes", RowRules.builder(Grid.square(6), THREE)
                .row(RowRule.orMore(4)).turns(TurnPlan.of(List.of(1), 2)).passes(true, 0).build()));
        out.add(new Case("square 7, illegal sevens, no pass", two.apply(Grid.square(7)).row(RowRule.orMore(4))
                .placement(new Sevens(PlacementRule.Policy.ILLEGAL)).build()));
        out.add(new Case("square 7, sevens lose", two.apply(Grid.square(7)).row(RowRule.orMore(4))
                .placement(new Sevens(PlacementRule.Policy.LOSES)).build()));
        out.add(new Case("square 7, sevens are claimed, passes", two.apply(Grid.square(7)).row(RowRule.orMore(4))
                .placement(new Sevens(PlacementRule.Policy.CLAIMED)).passes(true, 2).build()));
        out.add(new Case("square 6, stocks of 12, returned, chain", two.apply(Grid.square(6)).row(RowRule.orMore(3))
                .stocks(new StoneStocks(12, true, true)).build()));
        out.add(new Case("torus 5, stocks of 9, removed", two.apply(Torus.square(5)).row(RowRule.exactly(3))
                .stocks(new StoneStocks(9, false, false)).build()));
        return out;
    }

    @TestFactory
    List<DynamicTest> kernel_agreesWithTheReference_moveForMove() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                for (int game = 0; game < 15; game++) {
                    agree(c.rules(), new SplittableRandom(game * 31L + c.name().hashCode()));
                }
            }));
        }
        return tests;
    }

    private static void agree(RowRules rules, SplittableRandom random) {
        RowBoard board = new RowBoard(rules);
        ReferenceRows reference = new ReferenceRows(rules);
        int points = rules.topology().points();
        while (!reference.outcome.isOver()) {
            List<Integer> legal = reference.legal();
            List<Integer> kernelLegal = new ArrayList<>();
            for (int p = 0; p < points; p++) {
                if (board.foul(p) == null) {
                    kernelLegal.add(p);
                }
            }
            if (board.canClaim()) {
                kernelLegal.add(-2);
            }
            if (board.canPass() && !board.replacing()) {
                kernelLegal.add(-1);
            }
            assertEquals(legal, kernelLegal, "legal moves at ply " + reference.ply);
            int move = legal.get(random.nextInt(legal.size()));
            for (int p = reference.ply % 3; p < points; p += 3) {
                if (board.stone(p) == RowBoard.EMPTY && !board.replacing()) {
                    RowBoard trial = board.copy();
                    boolean row = trial.makesRow(p);
                    ReferenceRows probe = new ReferenceRows(rules);
                    System.arraycopy(reference.cells, 0, probe.cells, 0, points);
                    probe.cells[p] = (byte) (board.side() + 1);
                    assertEquals(probe.wins(p, board.side()), row, "makesRow at " + p);
                }
            }
            if (move == -1) {
                board.pass();
            } else if (move == -2) {
                board.claim();
            } else {
                board.place(move);
            }
            reference.play(move);
            assertArrayEquals(reference.cells, board.stones(), "stones after " + move);
            assertEquals(reference.outcome, board.outcome(), "outcome after " + move);
            assertEquals(reference.side, board.side(), "side after " + move);
            assertEquals(reference.ply, board.ply());
            assertEquals(reference.replacing, board.replacing());
            for (int s = 0; s < rules.sides().size(); s++) {
                assertEquals(reference.captured[s], board.captured(s), "captured by " + s);
                assertEquals(reference.stock[s], board.stock(s), "stock of " + s);
            }
            if (!board.isOver()) {
                RowBoard loaded = new RowBoard(rules, board.stones(), board.side()).setTurn(board.turn(),
                        board.moveInTurn()).setPly(board.ply()).setReplacing(board.replacing());
                for (int s = 0; s < rules.sides().size(); s++) {
                    loaded.setCaptured(s, board.captured(s));
                    if (rules.stocks() != null) {
                        loaded.setStock(s, board.stock(s));
                    }
                }
                loaded.setPasses(board.passes()).setFouls(board.foulToClaim(), board.foulStands(), board.claimant());
                assertEquals(board.hash(), loaded.hash(), "the hash of a loaded board is the played one's");
                assertEquals(board.stonesHash(), loaded.stonesHash());
            }
        }
        assertTrue(board.isOver());
    }

    @Test
    void exactRow_overlineDoesNotWin_butExactOnAnotherLineDoes() {
        RowRules rules = RowRules.builder(Grid.square(9), TWO).row(RowRule.exactly(5)).build();
        Grid grid = Grid.square(9);
        byte[] cells = new byte[81];
        for (int x : new int[] {0, 1, 2, 4, 5}) {
            cells[grid.point(x, 0)] = 1; // a gap at (3, 0): filling it makes six
        }
        RowBoard board = new RowBoard(rules, cells, 0);
        assertFalse(board.makesRow(grid.point(3, 0)));
        for (int y : new int[] {1, 2, 3, 4}) {
            cells[grid.point(3, y)] = 1; // and four above it: five up the column
        }
        board = new RowBoard(rules, cells, 0);
        assertTrue(board.makesRow(grid.point(3, 0)));
        board.place(grid.point(3, 0));
        assertEquals(Outcome.win(A, RowOutcome.ROW), board.outcome());
    }

    @Test
    void torus_rowAcrossTheSeamWins_andAFullShortCycleIsNoLongerThanItself() {
        Torus torus = Torus.square(7);
        RowRules rules = RowRules.builder(torus, TWO).row(RowRule.exactly(5)).build();
        byte[] cells = new byte[49];
        for (int x : new int[] {5, 6, 1, 2}) {
            cells[x] = 1; // f1 g1 . b1 c1 on a row that wraps
        }
        RowBoard board = new RowBoard(rules, cells, 0);
        assertTrue(board.makesRow(0), "a1 joins g1 and b1 across the seam");
        RowRules tiny = RowRules.builder(Torus.square(3), TWO).row(RowRule.exactly(5)).build();
        byte[] row = new byte[9];
        row[0] = 1;
        row[1] = 1;
        RowBoard small = new RowBoard(tiny, row, 0);
        assertFalse(small.makesRow(2), "a full cycle of 3 is 3 in a row, not the 5 that counting both ways would say");
        RowRules three = RowRules.builder(Torus.square(3), TWO).row(RowRule.exactly(3)).build();
        assertTrue(new RowBoard(three, row, 0).makesRow(2));
    }

    /**
     * A window read from the lines' bits says, point for point, what walking the line finds:
     * on squares (paths up to the edges, of 33 points or fewer and longer), a torus (cycles,
     * walked) and a hex board, for every
     * side of three and reaches from 0 to 15.
     */
    @Test
    void window_saysWhatWalkingTheLineFinds() {
        SplittableRandom random = new SplittableRandom(7);
        for (Topology topology : List.of(Grid.square(9), Grid.square(19), Grid.square(40), Torus.square(7), new HexBoard(5))) {
            RowRules rules = RowRules.builder(topology, THREE).row(RowRule.orMore(5)).build();
            RowLines lines = rules.lines();
            for (int position = 0; position < 20; position++) {
                byte[] cells = new byte[topology.points()];
                for (int p = 0; p < cells.length; p++) {
                    cells[p] = (byte) (random.nextInt(3) == 0 ? 1 + random.nextInt(3) : 0);
                }
                RowBoard board = new RowBoard(rules, cells, 0);
                for (int p = 0; p < cells.length; p++) {
                    for (int axis = 0; axis < lines.axes(); axis++) {
                        int side = random.nextInt(3);
                        int reach = random.nextInt(16);
                        long expected = 0;
                        for (int i = -reach; i <= reach; i++) {
                            int q = lines.walk(p, axis, i);
                            if (q == Topology.OFF || cells[q] != 0 && cells[q] != side + 1) {
                                expected |= 1L << 32 + reach + i;
                            } else if (cells[q] == side + 1) {
                                expected |= 1L << reach + i;
                            }
                        }
                        assertEquals(expected, board.window(p, axis, side, reach), topology + ", point " + p
                                + ", axis " + axis + ", side " + side + ", reach " + reach);
                    }
                }
            }
        }
        assertThrows(IllegalArgumentException.class, () -> new RowBoard(RowRules.builder(Grid.square(9), TWO)
                .row(RowRule.orMore(5)).build()).window(0, 0, 0, 16));
    }

    @Test
    void hex_hasThreeAxes_andAGraphNone() {
        assertEquals(3, RowLines.of(new HexBoard(5)).axes());
        assertEquals(4, RowLines.of(Grid.square(5)).axes());
        assertEquals(4, RowLines.of(Torus.square(5)).axes());
        GraphTopology.Builder builder = GraphTopology.builder();
        builder.point("a", 0, 0);
        builder.point("b", 1, 0);
        GraphTopology graph = builder.link("a", "b").build();
        RowRules rules = RowRules.builder(graph, TWO).row(RowRule.orMore(2)).build();
        RowBoard board = new RowBoard(rules);
        board.place(0);
        board.place(1);
        assertEquals(Outcome.draw(RowOutcome.BOARD_FULL), board.outcome(), "a graph has no lines, so no rows");
    }

    @Test
    void lines_tooLongForABitMask_areRefusedWithTheReason() {
        IllegalArgumentException path = assertThrows(IllegalArgumentException.class,
                () -> RowLines.of(new Grid(65, 1)));
        assertTrue(path.getMessage().contains("65 points"), path.getMessage());
        IllegalArgumentException cycle = assertThrows(IllegalArgumentException.class,
                () -> RowLines.of(new Torus(33, 2)));
        assertTrue(cycle.getMessage().contains("wraps"), cycle.getMessage());
        assertEquals(64, RowLines.of(new Grid(64, 1)).length(0));
    }

    @Test
    void captures_takeRunsOfMinToMax_andCountStones() {
        Grid grid = new Grid(7, 1);
        RowRules rules = RowRules.builder(grid, TWO).row(RowRule.orMore(6))
                .capture(new CustodianCapture(2, 3), 5).build();
        byte[] cells = {1, 2, 2, 2, 0, 2, 1};
        // black on e1: e1's west has b1 c1 d1 flanked by a1 (three: taken); east f1 then g1 (one: kept)
        RowBoard board = new RowBoard(rules, cells, 0);
        assertEquals(3, board.place(4));
        assertEquals(3, board.captured(0));
        assertArrayEquals(new byte[] {1, 0, 0, 0, 1, 2, 1}, board.stones());
        assertFalse(board.isOver());
        RowBoard pairs = new RowBoard(rules, new byte[] {0, 2, 2, 1, 0, 0, 0}, 0).setCaptured(0, 3);
        pairs.place(0);
        assertEquals(5, pairs.captured(0));
        assertEquals(Outcome.win(A, RowOutcome.CAPTURES), pairs.outcome(), "five captured stones win");
    }

    @Test
    void placementRule_illegalPointsAreFouls_andAStuckSideDraws() {
        RowRules rules = RowRules.builder(new Grid(7, 2), TWO).row(RowRule.orMore(7))
                .placement(new Sevens(PlacementRule.Policy.ILLEGAL)).build();
        RowBoard board = new RowBoard(rules);
        assertSame(Sevens.Reason.SEVEN, board.foul(0));
        assertNull(board.foul(1));
        // fill everything but 0 and 7 with black on odd plies... simply: every point but the sevens
        byte[] cells = new byte[14];
        for (int p = 0; p < 14; p++) {
            cells[p] = (byte) (p % 7 == 0 ? 0 : p % 2 == 0 ? 1 : 2);
        }
        cells[13] = 0;
        RowBoard last = new RowBoard(rules, cells, 1).judgeSetUp();
        assertFalse(last.isOver());
        last.place(13);
        assertEquals(Outcome.draw(RowOutcome.NO_LEGAL_MOVE), last.outcome(), "black is left only multiples of 7");
        assertEquals(CommonReason.OCCUPIED, last.foul(1));
    }

    @Test
    void claimedFoul_standsUntilClaimed_andTheClaimWins() {
        RowRules rules = RowRules.builder(Grid.square(7), TWO).row(RowRule.orMore(5))
                .placement(new Sevens(PlacementRule.Policy.CLAIMED)).passes(true, 2).build();
        RowBoard board = new RowBoard(rules);
        board.place(14);
        assertSame(Sevens.Reason.SEVEN, board.lastFoul());
        assertTrue(board.canClaim());
        board.place(1);
        assertFalse(board.canClaim(), "black is to move");
        board.place(2);
        assertTrue(board.canClaim(), "the foul persists under this rule");
        board.claim();
        assertEquals(Outcome.win(B, RowOutcome.FOUL), board.outcome());
    }

    @Test
    void threeSides_rotate_andEachHasItsRows() {
        RowRules rules = RowRules.builder(Grid.square(5), THREE).row(RowRule.exactly(3)).build();
        RowBoard board = new RowBoard(rules);
        int[] moves = {0, 5, 10, 1, 6, 11, 3, 8};
        for (int m : moves) {
            board.place(m);
        }
        assertEquals(2, board.side());
        board.place(12);
        assertEquals(Outcome.win(C, RowOutcome.ROW), board.outcome(), "red's a3 b3 c3");
    }

    @Test
    void playout_isUniformOverLegalMoves_andEndsTheGame() {
        for (Case c : cases()) {
            RowBoard board = new RowBoard(c.rules());
            List<Long> counts = new ArrayList<>();
            int plies = RowPlayout.play(board, new SplittableRandom(7), (legal, chosen) -> counts.add(legal),
                    new RowPlayout.Moves() {
                        @Override
                        public Move stone(int point, boolean replacement) {
                            return new Move() {
                            };
                        }

                        @Override
                        public Move pass() {
                            return new Move() {
                            };
                        }

                        @Override
                        public Move claim() {
                            return new Move() {
                            };
                        }
                    });
            assertTrue(board.isOver(), c.name());
            assertEquals(plies, counts.size(), c.name());
            RowBoard unobserved = new RowBoard(c.rules());
            assertEquals(plies, RowPlayout.play(unobserved, new SplittableRandom(7),
                    io.tabula.core.PlayoutSampler.Observer.NONE, null), "the same game unobserved: " + c.name());
            assertArrayEquals(board.stones(), unobserved.stones(), c.name());
        }
    }
}
