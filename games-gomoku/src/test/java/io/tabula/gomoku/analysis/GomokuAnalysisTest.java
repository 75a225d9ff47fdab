package io.tabula.gomoku.analysis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.PositionAnalysis;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GomokuAnalysisTest {
    // A day: the node limit, not the clock, ends these searches, so the text never depends on speed.
    private static final PositionAnalysis.Limits LIMITS = new PositionAnalysis.Limits(4, Duration.ofDays(1));

    private static String analyze(String variant, String moves) {
        return String.join("\n", new GomokuAnalysis()
                .analyze(VcfSolverTest.MODULE.define(variant, Map.of()), moves, LIMITS).lines());
    }

    @Test
    void doubleThree_showsTheVctWhenThereIsNoVcf() {
        String out = analyze("freestyle", "f8 a1 g8 a3 h6 o1 h7 o15");
        assertTrue(out.contains("VCF for black: none within 4 fours"), out);
        assertTrue(out.matches("(?s).*VCT for black: h8 [a-o]\\d+ [a-o]\\d+ [a-o]\\d+ [a-o]\\d+ \\(2 threats, \\d+ defences answered,"
                + " ends in five; \\d+ positions searched\\).*"), out);
    }

    @Test
    void renju_showsWhitesVctEndingOnBlacksForbiddenPoint() {
        String out = analyze("renju", "f8 j4 g8 j5 h6 k5 h7 l4 m3 o1 a15");
        assertTrue(out.matches("(?s).*VCT for white: j6 [a-o]\\d+ i7 \\(2 threats, \\d+ defences answered,"
                + " then black's only defence h8 is forbidden; \\d+ positions searched\\).*"), out);
    }

    @Test
    void aVcf_isShownAlone() {
        String out = analyze("freestyle", "h8 a1 i8 a3 j8 a5");
        assertTrue(out.contains("VCF for black: "), out);
        assertFalse(out.contains("VCT for"), out);
    }

    @Test
    void aSearchStoppedByTheNodeLimit_saysSo() {
        String out = String.join("\n", new GomokuAnalysis().analyze(VcfSolverTest.MODULE.define("freestyle", Map.of()),
                "h8 h7 i7 g11 g9 j6 e8 e11", new PositionAnalysis.Limits(10, Duration.ofDays(1))).lines());
        assertTrue(out.contains("VCT for black: none found within the limits (" + GomokuAnalysis.VCT_NODES
                + " positions searched; the search stopped at the limit of " + GomokuAnalysis.VCT_NODES + " positions)"), out);
    }

    @Test
    void noVct_saysSoWithTheDepth() {
        String out = analyze("freestyle", "h8 h9");
        assertTrue(out.matches("(?s).*VCT for black: none within 4 threats \\(\\d+ positions searched\\).*"), out);
    }
}
