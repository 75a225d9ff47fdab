package io.tabula.go.rules;

import io.tabula.core.Outcome;
import io.tabula.stones.chains.ChainBoard;
import java.math.BigDecimal;
import java.util.Set;

/**
 * Counts a position. Dead stones (agreed by the players; none by default, as Tromp-Taylor
 * counts) are taken off first and count as prisoners of the other side. An empty region
 * is a side's territory when every stone bordering it is that side's.
 * <ul>
 *   <li>Area (数子法): stones on the board plus territory; white adds komi and the
 *       handicap bonus. Seki plays no part: an eye of a group in seki, bordered by one
 *       colour, counts for that colour, and the shared liberties count for nobody.</li>
 *   <li>Territory: territory plus prisoners (captures and dead stones); white adds komi.
 *       As the Japanese rules (1989, Article 8) say, eye points surrounded by stones in
 *       seki are not territory: an empty region bordered by one colour is not counted
 *       when any stone bordering it is in seki, as {@link Seki} judges it on the board
 *       with the dead stones taken off (in short: after the neutral points that one side
 *       could fill quietly are filled, a dame point that either colour could fill only
 *       by putting its own chain in atari, capturing nothing, is a seki liberty, and the
 *       chains touching it are in seki). Dame, seki liberties included, are nobody's
 *       under either scoring.</li>
 * </ul>
 */
public final class Scorer {
    private Scorer() {
    }

    /** The score of {@code cells} with {@code dead} points' stones removed. */
    public static Score score(GoRules rules, byte[] board, int[] captures, Set<Integer> dead) {
        return count(rules, board, captures, dead).score(rules);
    }

    /**
     * What the board holds after the dead stones are taken off, by colour (index 1 black,
     * 2 white): stones, territory, and prisoners (index 0 black's, 1 white's).
     */
    record Count(int[] stones, int[] territory, int[] prisoners) {

        /** Black's stones plus territory: what Chinese counting (数子) counts. */
        int blackArea() {
            return stones[Stones.BLACK] + territory[Stones.BLACK];
        }

        Score score(GoRules rules) {
            return switch (rules.scoring()) {
                case AREA -> score(rules, blackArea(),
                        stones[Stones.WHITE] + territory[Stones.WHITE] + rules.handicapBonus());
                case TERRITORY -> score(rules, territory[Stones.BLACK] + prisoners[0],
                        territory[Stones.WHITE] + prisoners[1]);
            };
        }

        private static Score score(GoRules rules, int black, int white) {
            return new Score(BigDecimal.valueOf(black), BigDecimal.valueOf(white).add(rules.komi()));
        }
    }

    static Count count(GoRules rules, byte[] board, int[] captures, Set<Integer> dead) {
        byte[] cells = board.clone();
        int[] prisoners = captures.clone();
        for (int point : dead) {
            if (cells[point] != Stones.EMPTY) {
                prisoners[2 - cells[point]]++; // a dead black stone is white's prisoner
                cells[point] = Stones.EMPTY;
            }
        }
        ChainBoard alive = new ChainBoard(rules.chainRules(), 1);
        alive.setUp(cells, 0);
        boolean[] seki = switch (rules.scoring()) {
            case AREA -> null; // an eye of a group in seki counts like any other
            case TERRITORY -> Seki.cells(alive);
        };
        int[] stones = new int[2];
        int[] territory = new int[2];
        alive.count(stones, territory, seki);
        return new Count(new int[] {0, stones[0], stones[1]}, new int[] {0, territory[0], territory[1]}, prisoners);
    }

    /**
     * The outcome of area scoring without dead stones, counted on {@code board}'s own arrays:
     * what {@link #score} gives for its stones, with nothing allocated but two small counts.
     * Every random playout ends here.
     */
    static Outcome areaOutcome(GoRules rules, ChainBoard board) {
        int[] stones = new int[2];
        int[] territory = new int[2];
        board.count(stones, territory, null);
        int black = stones[0] + territory[0];
        int white = stones[1] + territory[1] + rules.handicapBonus();
        return rules.outcomeOfHalves(2 * black - 2 * white - rules.komiHalves());
    }
}
