package io.tabula.go.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The result in Chinese counting (数子法 as the Chinese rules state it): black's stones
 * plus territory, in 子, against half the board (180½ of 361 on 19x19) plus half of
 * white's komi and handicap points (komi 7.5 is 3¾ 子). Black wins by the difference.
 *
 * @param blackStones black's stones and territory (子)
 * @param points      points on the board (361 on 19x19)
 * @param needed      what black needs to draw: half the board plus half of white's points
 */
public record ChineseCount(int blackStones, int points, BigDecimal needed) {

    static ChineseCount of(GoRules rules, Scorer.Count count) {
        int points = rules.topology().points();
        BigDecimal white = rules.komi().add(BigDecimal.valueOf(rules.handicapBonus()));
        BigDecimal needed = BigDecimal.valueOf(points).add(white).divide(BigDecimal.valueOf(2), 2, RoundingMode.UNNECESSARY);
        return new ChineseCount(count.blackArea(), points, needed);
    }

    /** Black's margin in 子: positive when black wins. */
    public BigDecimal margin() {
        return BigDecimal.valueOf(blackStones).subtract(needed);
    }

    /** E.g. "black 185 of 361 stones, needs 184¼: black wins by ¾ stone". */
    public String describe() {
        BigDecimal margin = margin();
        String verdict = margin.signum() == 0 ? "a draw"
                : (margin.signum() > 0 ? "black" : "white") + " wins by " + quarters(margin.abs()) + " stone"
                + (margin.abs().compareTo(BigDecimal.ONE) > 0 ? "s" : "");
        return "black " + blackStones + " of " + points + " stones, needs " + quarters(needed) + ": " + verdict;
    }

    /** A number of 子 in quarters, written with ¼ ½ ¾ as the Chinese results are. */
    static String quarters(BigDecimal value) {
        BigDecimal whole = value.setScale(0, RoundingMode.FLOOR);
        int q = value.subtract(whole).multiply(BigDecimal.valueOf(4)).intValueExact();
        String fraction = switch (q) {
            case 1 -> "¼";
            case 2 -> "½";
            case 3 -> "¾";
            default -> "";
        };
        return whole.signum() == 0 && !fraction.isEmpty() ? fraction : whole.toPlainString() + fraction;
    }
}
