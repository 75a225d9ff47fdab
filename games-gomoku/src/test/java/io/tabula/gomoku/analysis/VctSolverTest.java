package io.tabula.gomoku.analysis;

import static io.tabula.gomoku.analysis.VcfSolverTest.board;
import static io.tabula.gomoku.analysis.VcfSolverTest.rules;
import static io.tabula.gomoku.analysis.VcfSolverTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.MoveCheck;
import io.tabula.core.Side;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.protocol.GomocupBrain;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VctSolverTest {
    /** Enough for every position here; the searches below end well within it. */
    private static final long NODES = 200_000;

    private static VctSolver.Result solve(String variant, byte[] cells, byte attacker, int depth) {
        // No deadline: the result depends on the position alone, never on the machine's speed.
        return new VctSolver(rules(variant)).solve(cells, attacker, depth, NODES, Deadline.never());
    }

    private static int point(String p) {
        return RenjuNotation.point(15, p);
    }

    /**
     * Replays every branch of the tree through {@link GomokuState}: each move is legal for
     * its side and each branch ends with the attacker's win (a five, or black's forbidden
     * block under {@code forbiddenMoves=loses}; under {@code illegal} that block is refused
     * and white's five follows).
     */
    private static void assertWinsEveryBranch(String variant, byte[] cells, VctSolver.Vct vct) {
        GameDefinition definition = VcfSolverTest.MODULE.define(variant, Map.of());
        assertWinsEveryBranch(GomokuState.of(definition, cells, Stone.side(vct.attacker()), 40), vct);
    }

    private static void assertWinsEveryBranch(GomokuState start, VctSolver.Vct vct) {
        assertFalse(start.isOver());
        replay(start, vct.attacker(), vct.first());
    }

    private static void replay(GomokuState state, byte attacker, VctSolver.Continuation c) {
        int point = c.point();
        GomokuRules rules = state.rules();
        assertEquals(MoveCheck.LEGAL, state.check(rules.place(point)), "attacker's " + RenjuNotation.point(15, point));
        GomokuState after = state.apply(rules.place(point));
        Side side = Stone.side(attacker);
        if (c instanceof VctSolver.Attack a && a.threat() == VctSolver.Threat.FIVE) {
            assertEquals(side, after.outcome().winner().orElseThrow(), "the branch ends in the attacker's five");
            return;
        }
        assertFalse(after.isOver(), "a threat does not end the game");
        List<VctSolver.Defence> defences = c.defences();
        for (int f : c.forbiddenBlocks()) {
            if (rules.forbiddenIsIllegal()) {
                assertFalse(after.check(rules.place(f)) == MoveCheck.LEGAL, "black may not block on a forbidden point");
            } else {
                GomokuState fouled = after.apply(rules.place(f));
                if (!fouled.isOver()) { // a foul white must claim
                    fouled = fouled.apply(GomokuMove.CLAIM);
                }
                assertEquals(side, fouled.outcome().winner().orElseThrow(), "black's forbidden block loses");
            }
        }
        assertEveryOtherMoveLoses(after, attacker, defences);
        for (VctSolver.Defence d : defences) {
            assertEquals(MoveCheck.LEGAL, after.check(rules.place(d.point())), "defence " + RenjuNotation.point(15, d.point()));
            replay(after.apply(rules.place(d.point())), attacker, d.next());
        }
    }

    /**
     * By brute force over the whole board, independently of the solver's choice of defences:
     * every legal defender move the tree does not list ends the game for the attacker, or
     * leaves the attacker a five point, or leaves the defender no five point and the attacker
     * a legal straight four.
     */
    private static void assertEveryOtherMoveLoses(GomokuState state, byte attacker, List<VctSolver.Defence> listed) {
        GomokuRules rules = state.rules();
        Threats threats = new Threats(rules);
        byte defender = Threats.opponent(attacker);
        for (int m = 0; m < 225; m++) {
            int point = m;
            if (state.stone(m) != Stone.EMPTY || listed.stream().anyMatch(d -> d.point() == point)
                    || state.check(rules.place(m)) != MoveCheck.LEGAL) {
                continue;
            }
            GomokuState next = state.apply(rules.place(m));
            String where = "unlisted defence " + RenjuNotation.point(15, m);
            if (next.isOver() || next.foulToClaim()) {
                assertTrue(next.foulToClaim() || next.outcome().winner().equals(java.util.Optional.of(Stone.side(attacker))), where);
                continue;
            }
            byte[] cells = next.cells();
            if (threats.fivePoints(cells, attacker).isEmpty()) { // else the attacker makes five at once
                assertTrue(threats.fivePoints(cells, defender).isEmpty(), where + " gives the defender a four");
                assertFalse(threats.threePoints(cells, attacker).real().isEmpty(), where + " leaves the attacker no straight four");
            }
        }
    }

    @Test
    void doubleThree_isAVctOfTwoThreats_inFreestyle_butForbiddenForBlackInRenju() {
        // h8 makes two open threes, f8-g8-h8 and h6-h7-h8; no fours anywhere, so no VCF.
        byte[] cells = board("f8 g8 h6 h7", "a1 a3 o1 o15");
        assertTrue(new VcfSolver(rules("freestyle")).solve(cells, Stone.BLACK, 8, Deadline.never()).vcf().isEmpty());
        VctSolver.Result freestyle = solve("freestyle", cells, Stone.BLACK, 2);
        VctSolver.Vct vct = freestyle.vct().orElseThrow();
        assertEquals(point("h8"), vct.first().point(), text(vct.mainLine()));
        assertEquals(VctSolver.Threat.THREE, vct.first().threat());
        assertEquals(2, vct.threats());
        assertTrue(vct.first().defences().size() >= 2, "each block of one three is considered");
        assertWinsEveryBranch("freestyle", cells, vct);
        // Under renju h8 is black's double three: forbidden, so no threat.
        assertTrue(rules("renju").forbidden(cells, point("h8")).isForbidden());
        VctSolver.Result renju = solve("renju", cells, Stone.BLACK, 2);
        assertTrue(renju.complete());
        assertTrue(renju.vct().isEmpty(), () -> text(renju.vct().get().mainLine()));
        // White, with the same shape, may play it under renju.
        VctSolver.Vct white = solve("renju", board("a1 a3 o1 o15", "f8 g8 h6 h7"), Stone.WHITE, 2).vct().orElseThrow();
        assertEquals(point("h8"), white.first().point());
        assertWinsEveryBranch("renju", board("a1 a3 o1 o15", "f8 g8 h6 h7"), white);
    }

    @Test
    void counterFour_thatBlocksTheThree_refutesTheDoubleThree() {
        // As above, but white i8 makes a four (i8-i11, i12 black) that also closes black's row
        // three: a defence with tempo. Black must answer i7 and white then blocks the column.
        byte[] cells = board("f8 g8 h6 h7 i12", "i9 i10 i11 a1");
        VctSolver.Result result = solve("freestyle", cells, Stone.BLACK, 2);
        assertTrue(result.complete());
        assertTrue(result.vct().isEmpty(), () -> text(result.vct().get().mainLine()));
        // Without white's column the double three wins, and the tree answers white's counter-fours.
        byte[] closed = board("f8 g8 h6 h7 i12", "i10 i11 a1");
        assertTrue(solve("freestyle", closed, Stone.BLACK, 2).vct().isPresent());
    }

    @Test
    void defendersOpenThree_refutesAnyThree() {
        // White's open three answers any black three with a straight four. A solver that
        // considered only the blocks of black's threes would call h8 a win.
        byte[] cells = board("f8 g8 h6 h7", "b13 c13 d13");
        VctSolver.Result result = solve("freestyle", cells, Stone.BLACK, 3);
        assertTrue(result.complete());
        assertTrue(result.vct().isEmpty(), () -> text(result.vct().get().mainLine()));
    }

    @Test
    void counterFours_areAnsweredInTheTree() {
        // White has a closed three (b13 c13 d13, a13 black) to make counter-fours with; black's
        // double three still wins and the tree shows black's blocks.
        byte[] cells = board("f8 g8 h6 h7 a13", "b13 c13 d13");
        VctSolver.Vct vct = solve("freestyle", cells, Stone.BLACK, 2).vct().orElseThrow();
        assertTrue(vct.first().defences().stream().anyMatch(d -> d.next() instanceof VctSolver.Block),
                "white's counter-four e13 is considered: " + text(vct.mainLine()));
        assertWinsEveryBranch("freestyle", cells, vct);
    }

    @Test
    void fourThree_isFoundAndAgreesWithVcf() {
        // h8 makes the closed four e8-h8 (d8 white) and the open three h6-h7-h8.
        byte[] cells = board("e8 f8 g8 h6 h7", "d8 a1 a3");
        VcfSolver.Vcf vcf = new VcfSolver(rules("freestyle")).solve(cells, Stone.BLACK, 5, Deadline.never()).vcf().orElseThrow();
        VctSolver.Vct vct = solve("freestyle", cells, Stone.BLACK, 5).vct().orElseThrow();
        assertTrue(vct.threats() <= vcf.fours(), text(vct.mainLine()) + " vs " + text(vcf.moves()));
        assertWinsEveryBranch("freestyle", cells, vct);
    }

    @Test
    void whiteWins_byForcingBlackOntoAForbiddenPoint_afterAThree() {
        // h8 is black's double three (forbidden). White j6 makes the open three j4-j5-j6 and
        // readies the four i7-j6-k5-l4 (m3 black) whose only five point is h8. Black must stop
        // the column; then white i7 leaves black only the forbidden h8. No VCF: white has no four yet.
        byte[] cells = board("f8 g8 h6 h7 m3 a15", "j4 j5 k5 l4 o1");
        assertTrue(rules("renju").forbidden(cells, point("h8")).isForbidden());
        assertTrue(new VcfSolver(rules("renju")).solve(cells, Stone.WHITE, 8, Deadline.never()).vcf().isEmpty());
        VctSolver.Vct vct = solve("renju", cells, Stone.WHITE, 2).vct().orElseThrow();
        assertEquals(point("j6"), vct.first().point(), text(vct.mainLine()));
        assertEquals(List.of(point("h8")), vct.end().forbiddenBlocks(), text(vct.mainLine()));
        assertWinsEveryBranch("renju", cells, vct);
        // Under freestyle h8 is an ordinary block: no VCT of two threats.
        VctSolver.Result freestyle = solve("freestyle", cells, Stone.WHITE, 2);
        assertTrue(freestyle.complete());
        assertTrue(freestyle.vct().isEmpty(), () -> text(freestyle.vct().get().mainLine()));
    }

    @Test
    void everyVcf_isAVct_ofNoMoreThreats() {
        String[][] positions = {
            {"freestyle", "g8 h8 i8", "g9 h10"},
            {"freestyle", "c8 d8 e8 g9 g10 d11 e11 f11", "b8 g7 c11 a1 a3 a5 a7"},
            {"freestyle", "c8 d8 e8 g9 g10 e11 f11 a8 b9 c10", "b8 g7 c11 d13 a1 a3 a5 a7 a9"},
            {"freestyle", "e2 e3 e4 f2 g3 h4", "a1 b1 c1 d1 a3 a5 a7"},
            {"renju", "h8 i8 j8", "a1 a3"},
            {"renju", "f8 g8 h6 h7 d4", "e5 f6 g7 a15"},
            {"freestyle", "d8 e8 f8 g9 g10 g11", "c8 g12 a1 a3 a5 a7"},
        };
        for (String[] p : positions) {
            byte[] cells = board(p[1], p[2]);
            for (byte attacker : new byte[] {Stone.BLACK, Stone.WHITE}) {
                VcfSolver.Result vcf = new VcfSolver(rules(p[0])).solve(cells, attacker, 4, Deadline.never());
                VctSolver.Result vct = solve(p[0], cells, attacker, 4);
                assertTrue(vct.complete(), p[1] + " / " + p[2]);
                if (vcf.vcf().isPresent()) {
                    VctSolver.Vct found = vct.vct().orElseThrow(() -> new AssertionError("VCF but no VCT: " + p[1]));
                    assertTrue(found.threats() <= vcf.vcf().get().fours(), p[1]);
                    assertWinsEveryBranch(p[0], cells, found);
                }
                vct.vct().ifPresent(found -> assertWinsEveryBranch(p[0], cells, found));
            }
        }
    }

    @Test
    void selfPlayPositions_everyVcfIsAVct_andEveryVctReplaysToAWin() {
        // Positions of seeded games (the brain's quick choices, a random move one time in four),
        // freestyle and renju: wherever the VCF solver finds a line, the VCT solver finds one
        // too, and every tree found wins against each defence it lists.
        int vcts = 0;
        for (int game = 0; game < 16; game++) {
            String variant = game % 2 == 0 ? "freestyle" : "renju";
            GameDefinition definition = VcfSolverTest.MODULE.define(variant, Map.of());
            GomokuState state = GomokuState.of(definition, new byte[225], Stone.side(Stone.BLACK), 40);
            GomocupBrain brain = new GomocupBrain(game);
            SplittableRandom random = new SplittableRandom(game);
            Deadline quick = Deadline.in(new FakeTicker(), -1); // the brain's searches stop at once
            while (!state.isOver() && state.ply() < 90) {
                byte attacker = Stone.ofSide(state.toMove().index());
                VcfSolver.Result vcf = new VcfSolver(state.rules()).solve(state.cells(), attacker, 4, 2_000, Deadline.never());
                VctSolver.Result vct = new VctSolver(state.rules()).solve(state.cells(), attacker, 4, 2_000, Deadline.never());
                if (vcf.vcf().isPresent() && vct.complete()) {
                    assertTrue(vct.vct().isPresent(), variant + " ply " + state.ply());
                }
                if (vct.vct().isPresent()) {
                    vcts++;
                    assertWinsEveryBranch(state, vct.vct().get());
                }
                List<io.tabula.core.Move> legal = state.legalMoves();
                io.tabula.core.Move move = random.nextInt(4) == 0 ? legal.get(random.nextInt(legal.size()))
                        : state.rules().place(brain.choose(state.rules(), state.cells(), attacker, quick).point());
                state = state.apply(move);
            }
        }
        assertTrue(vcts >= 20, "the games give the solver something to find: " + vcts);
    }

    @Test
    void nodeLimit_stopsTheSearch_atTheSamePointEveryTime() {
        byte[] cells = board("f8 g8 h6 h7 a13", "b13 c13 d13");
        VctSolver solver = new VctSolver(rules("freestyle"));
        VctSolver.Result full = solver.solve(cells, Stone.BLACK, 3, NODES, Deadline.never());
        assertTrue(full.complete() && full.vct().isPresent());
        VctSolver.Result cut = solver.solve(cells, Stone.BLACK, 3, 5, Deadline.never());
        assertFalse(cut.complete());
        assertTrue(cut.vct().isEmpty());
        VctSolver.Result enough = solver.solve(cells, Stone.BLACK, 3, full.nodes(), Deadline.never());
        assertEquals(full.nodes(), enough.nodes());
        assertEquals(full.vct(), enough.vct(), "a limit the search does not reach changes nothing");
    }

    @Test
    void deadline_inThePast_returnsIncomplete() {
        byte[] cells = board("f8 g8 h6 h7", "a1 a3 o1 o15");
        VctSolver.Result result = new VctSolver(rules("freestyle"))
                .solve(cells, Stone.BLACK, 3, NODES, Deadline.in(new FakeTicker(), -1));
        assertFalse(result.complete());
        assertTrue(result.vct().isEmpty());
        assertInstanceOf(VctSolver.Attack.class, solve("freestyle", cells, Stone.BLACK, 3).vct().orElseThrow().first());
    }
}
