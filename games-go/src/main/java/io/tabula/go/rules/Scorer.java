package io.tabula.go.rules;

import io.tabula.topology.Grid;
import java.math.BigDecimal;
import java.util.Set;

/**
 * Counts a position. Dead stones (agreed by the players; none by default, as Tromp-Taylor
 * counts) are taken off first and count as prisoners of the other side. An empty region
 * is a side's territory when every stone bordering it is that side's.
 * <ul>
 *   <li>Area (数子法): stones on the board plus territory; white adds komi and the
 *       handicap bonus.</li>
 *   <li>Territory: territory plus prisoners (captures and dead stones); white adds komi.
 *       Seki is not detected: an eye inside a seki counts as territory.</li>
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
            int black;
            int white;
            if (rules.scoring() == Scoring.AREA) {
                black = blackArea();
                white = stones[Stones.WHITE] + territory[Stones.WHITE] + rules.handicapBonus();
            } else {
                black = territory[Stones.BLACK] + prisoners[0];
                white = territory[Stones.WHITE] + prisoners[1];
            }
            return new Score(BigDecimal.valueOf(black), BigDecimal.valueOf(white).add(rules.komi()));
        }
    }

    static Count count(GoRules rules, byte[] board, int[] captures, Set<Integer> dead) {
        Grid grid = rules.grid();
        byte[] cells = board.clone();
        int[] prisoners = captures.clone();
        for (int point : dead) {
            if (cells[point] != Stones.EMPTY) {
                prisoners[2 - cells[point]]++; // a dead black stone is white's prisoner
                cells[point] = Stones.EMPTY;
            }
        }
        int[] stones = new int[3];
        int[] territory = new int[3];
        boolean[] seen = new boolean[cells.length];
        int[] stack = new int[cells.length];
        for (int p = 0; p < cells.length; p++) {
            stones[cells[p]]++;
            if (cells[p] != Stones.EMPTY || seen[p]) {
                continue;
            }
            int top = 0;
            int region = 0;
            int borders = 0; // bit 1: black borders it, bit 2: white
            stack[top++] = p;
            seen[p] = true;
            while (top > 0) {
                int q = stack[--top];
                region++;
                for (int next : grid.orthogonalNeighbours(q)) {
                    if (cells[next] == Stones.EMPTY) {
                        if (!seen[next]) {
                            seen[next] = true;
                            stack[top++] = next;
                        }
                    } else {
                        borders |= cells[next];
                    }
                }
            }
            if (borders == Stones.BLACK || borders == Stones.WHITE) {
                territory[borders] += region;
            }
        }
        return new Count(stones, territory, prisoners);
    }
}
