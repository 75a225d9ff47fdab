package io.tabula.go.rules;

import io.tabula.core.Outcome;
import java.math.BigDecimal;

/**
 * A counted position: each side's points, komi and any handicap bonus included for white.
 *
 * @param black black's points
 * @param white white's points
 */
public record Score(BigDecimal black, BigDecimal white) {

    /** Black wins with more points, white with more, a draw when equal; reason {@code score}. */
    public Outcome outcome() {
        int c = black.compareTo(white);
        if (c == 0) {
            return Outcome.draw(GoOutcome.SCORE);
        }
        return Outcome.win(c > 0 ? Stones.BLACK_SIDE : Stones.WHITE_SIDE, GoOutcome.SCORE);
    }

    /** The result as SGF and GTP write it: {@code B+3.5}, {@code W+0.5}, {@code 0} for a draw. */
    public String result() {
        BigDecimal margin = black.subtract(white);
        if (margin.signum() == 0) {
            return "0";
        }
        return (margin.signum() > 0 ? "B+" : "W+") + margin.abs().stripTrailingZeros().toPlainString();
    }
}
