package io.tabula.gomoku.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class VcfSolverTest {
    static final GomokuModule MODULE = new GomokuModule();

    static GomokuRules rules(String variant) {
        GameDefinition definition = MODULE.define(variant, Map.of());
        return ((GomokuState) definition.newGame()).rules();
    }

    /** A 15x15 board with black and white stones given as space-separated points. */
    static byte[] board(String black, String white) {
        byte[] cells = new byte[225];
        for (String p : black.split(" +")) {
            if (!p.isBlank()) {
                cells[RenjuNotation.point(15, p)] = Stone.BLACK;
            }
        }
        for (String p : white.split(" +")) {
            if (!p.isBlank()) {
                cells[RenjuNotation.point(15, p)] = Stone.WHITE;
            }
        }
        return cells;
    }

    static String text(List<Integer> points) {
        return points.stream().map(p -> RenjuNotation.point(15, p)).collect(Collectors.joining(" "));
    }

    static VcfSolver.Result solve(String variant, byte[] cells, byte attacker, int depth) {
        // No deadline: the result depends on the position alone, never on the machine's speed.
        return new VcfSolver(rules(variant)).solve(cells, attacker, depth, Deadline.never());
    }

    /** Replays the line on the board and checks every attacker move makes a four or five and every reply is forced. */
    static void assertSound(String variant, byte[] start, VcfSolver.Vcf vcf) {
        GomokuRules rules = rules(variant);
        Threats threats = new Threats(rules);
        byte[] cells = start.clone();
        byte attacker = vcf.attacker();
        byte defender = Threats.opponent(attacker);
        List<Integer> moves = vcf.moves();
        for (int i = 0; i < moves.size(); i++) {
            int p = moves.get(i);
            assertEquals(Stone.EMPTY, cells[p], "move " + i + " on an empty point");
            byte colour = i % 2 == 0 ? attacker : defender;
            if (i % 2 == 0 && i == moves.size() - 1 && vcf.ending() == VcfSolver.Ending.FIVE) {
                assertTrue(threats.makesFive(cells, p, attacker), "the line ends with a five");
            } else if (i % 2 == 0) {
                assertTrue(threats.allowed(cells, p, attacker), "attacker move allowed");
                assertTrue(threats.makesFour(cells, p, attacker), "attacker move makes a four");
            }
            cells[p] = colour;
        }
    }

    @Test
    void openThree_isAVcfOfOneFour() {
        byte[] cells = board("g8 h8 i8", "g9 h10");
        VcfSolver.Result result = solve("freestyle", cells, Stone.BLACK, 5);
        assertTrue(result.complete());
        VcfSolver.Vcf vcf = result.vcf().orElseThrow();
        assertEquals(1, vcf.fours(), text(vcf.moves()));
        assertEquals(VcfSolver.Ending.FIVE, vcf.ending());
        assertEquals(3, vcf.moves().size());
        assertSound("freestyle", cells, vcf);
    }

    @Test
    void fourThenDoubleFour_isAVcfOfTwoFours() {
        byte[] cells = board("c8 d8 e8 g9 g10 d11 e11 f11", "b8 g7 c11 a1 a3 a5 a7");
        VcfSolver.Result result = solve("freestyle", cells, Stone.BLACK, 5);
        VcfSolver.Vcf vcf = result.vcf().orElseThrow();
        assertEquals(2, vcf.fours(), text(vcf.moves()));
        assertSound("freestyle", cells, vcf);
        assertTrue(solve("freestyle", cells, Stone.BLACK, 1).vcf().isEmpty(), "no VCF with one four");
    }

    @Test
    void threeChainedFours_isAVcfOfThreeFours() {
        byte[] cells = board("c8 d8 e8 g9 g10 e11 f11 a8 b9 c10", "b8 g7 c11 d13 a1 a3 a5 a7 a9");
        VcfSolver.Result result = solve("freestyle", cells, Stone.BLACK, 6);
        VcfSolver.Vcf vcf = result.vcf().orElseThrow();
        assertEquals(3, vcf.fours(), text(vcf.moves()));
        assertSound("freestyle", cells, vcf);
        assertTrue(solve("freestyle", cells, Stone.BLACK, 2).vcf().isEmpty(), "no VCF with two fours");
    }

    @Test
    void defenderWithAFour_breaksTheVcf() {
        byte[] withoutFour = board("g8 h8 i8", "a1 b1 c1");
        assertTrue(solve("freestyle", withoutFour, Stone.BLACK, 5).vcf().isPresent());
        byte[] withFour = board("g8 h8 i8", "a1 b1 c1 d1");
        VcfSolver.Result result = solve("freestyle", withFour, Stone.BLACK, 5);
        assertTrue(result.complete());
        assertFalse(result.vcf().isPresent(), () -> text(result.vcf().get().moves()));
        // White, to move, simply wins.
        VcfSolver.Vcf white = solve("freestyle", withFour, Stone.WHITE, 5).vcf().orElseThrow();
        assertEquals("e1", text(white.moves()));
        assertEquals(0, white.fours());
    }

    @Test
    void defenderWithAFour_mustBeBlockedByAFour() {
        // White threatens e1. Black e1 blocks it and makes two fours (e1-e4, e1-h4): a VCF of one four.
        byte[] cells = board("e2 e3 e4 f2 g3 h4", "a1 b1 c1 d1 a3 a5 a7");
        VcfSolver.Vcf vcf = solve("freestyle", cells, Stone.BLACK, 5).vcf().orElseThrow();
        assertEquals("e1", RenjuNotation.point(15, vcf.first()));
        assertEquals(1, vcf.fours());
        assertSound("freestyle", cells, vcf);
        // Without the double four, the block is not enough.
        byte[] single = board("e2 e3 e4", "a1 b1 c1 d1 a3 a5");
        assertTrue(solve("freestyle", single, Stone.BLACK, 5).vcf().isEmpty());
    }

    @Test
    void whiteWins_byForcingBlackOntoAForbiddenPoint() {
        // Black on h8 would make two threes (f8-g8-h8 and h6-h7-h8): forbidden. White i9 makes a
        // four e5-f6-g7-_-i9 whose only five point is h8 (d4 is black).
        byte[] cells = board("f8 g8 h6 h7 d4", "e5 f6 g7 a15");
        GomokuRules renju = rules("renju");
        assertTrue(renju.forbidden(cells, RenjuNotation.point(15, "h8")).isForbidden());
        VcfSolver.Vcf vcf = solve("renju", cells, Stone.WHITE, 3).vcf().orElseThrow();
        assertEquals(VcfSolver.Ending.FORBIDDEN_DEFENCE, vcf.ending());
        assertEquals("i9", text(vcf.moves()));
        assertEquals("h8", RenjuNotation.point(15, vcf.forbiddenPoint()));
        assertEquals(1, vcf.fours());
        // Under freestyle h8 is an ordinary defence and white has no VCF.
        assertTrue(solve("freestyle", cells, Stone.WHITE, 3).vcf().isEmpty());
    }

    @Test
    void blacksVcf_isBlockedWhenItsFourPointIsForbidden() {
        // g8 makes two fours (d8-g8 and g8-g11): a win in freestyle, a forbidden double-four in renju.
        byte[] cells = board("d8 e8 f8 g9 g10 g11", "c8 g12 a1 a3 a5 a7");
        VcfSolver.Vcf freestyle = solve("freestyle", cells, Stone.BLACK, 4).vcf().orElseThrow();
        assertEquals("g8", RenjuNotation.point(15, freestyle.first()));
        assertTrue(rules("renju").forbidden(cells, RenjuNotation.point(15, "g8")).isForbidden());
        VcfSolver.Result renju = solve("renju", cells, Stone.BLACK, 4);
        assertTrue(renju.complete());
        assertTrue(renju.vcf().isEmpty(), () -> text(renju.vcf().get().moves()));
    }

    @Test
    void blackVcfUnderRenju_endsWithAStraightFour() {
        // A closed four (h8 with e8-g8, white d8) forces i8... then black's column three becomes a straight four.
        byte[] cells = board("h8 i8 j8", "a1 a3");
        VcfSolver.Vcf vcf = solve("renju", cells, Stone.BLACK, 3).vcf().orElseThrow();
        assertEquals(1, vcf.fours());
        assertSound("renju", cells, vcf);
    }

    @Test
    void deadline_inThePast_returnsIncomplete() {
        byte[] cells = board("c8 d8 e8 g9 g10 d11 e11 f11", "b8 g7 c11");
        FakeTicker ticker = new FakeTicker();
        Deadline past = Deadline.in(ticker, -1);
        VcfSolver.Result result = new VcfSolver(rules("freestyle")).solve(cells, Stone.BLACK, 10, past);
        assertFalse(result.complete(), "a search out of time says so");
        assertTrue(result.vcf().isEmpty());
        assertTrue(solve("freestyle", cells, Stone.BLACK, 10).vcf().isPresent(), "with time there is a VCF");
    }

    @Test
    void nodeLimit_stopsTheSearch_atTheSamePointEveryTime() {
        byte[] cells = board("c8 d8 e8 g9 g10 d11 e11 f11", "b8 g7 c11");
        VcfSolver solver = new VcfSolver(rules("freestyle"));
        VcfSolver.Result full = solver.solve(cells, Stone.BLACK, 10, Deadline.never());
        assertTrue(full.complete() && full.vcf().isPresent());
        VcfSolver.Result cut = solver.solve(cells, Stone.BLACK, 10, 2, Deadline.never());
        assertFalse(cut.complete());
        assertTrue(cut.vcf().isEmpty());
        VcfSolver.Result enough = solver.solve(cells, Stone.BLACK, 10, full.nodes(), Deadline.never());
        assertEquals(full, enough, "a limit the search does not reach changes nothing");
    }
}
