package io.tabula.examples.jiatiao;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/**
 * Finds what a move captures: on each line through the point a stone moved to, the unbroken run of stones
 * through it, if it has one of the five {@link Pattern}s with the moved stone in its place and nothing else
 * on the line (or, under {@link Rules.Clearance#ENDS}, nothing just beyond it). A run is maximal, so a
 * pattern always has an empty point or the edge beyond each end. Lines through one point share no other
 * point, so the captures of different lines never overlap and their order does not matter.
 */
final class Captures {
    private static final int LONGEST = 5; // the longest pattern; a longer run captures nothing

    private Captures() {
    }

    /**
     * Writes into {@code out} the points whose stones the stone of colour {@code mover}, just moved to
     * {@code to}, captures in {@code cells}, and returns how many there are. {@code out} has room for 16.
     */
    static int find(Rules rules, byte[] cells, int to, byte mover, int[] out) {
        int found = 0;
        int[] run = new int[LONGEST];
        for (Direction d : rules.lines()) {
            int length = run(rules.grid(), cells, to, d, run);
            if (length == 3 || length == 5) {
                found = match(rules, cells, mover, run, length, d, out, found);
            }
        }
        return found;
    }

    /** Fills {@code run} with the run of stones through {@code to}, first end first; its length, or 0 if too long. */
    private static int run(Grid grid, byte[] cells, int to, Direction d, int[] run) {
        int start = to;
        int back = 0;
        for (int p = grid.step(to, d.opposite()); p != Grid.OFF && cells[p] != 0; p = grid.step(p, d.opposite())) {
            if (++back >= LONGEST) {
                return 0;
            }
            start = p;
        }
        int length = 0;
        for (int p = start; p != Grid.OFF && cells[p] != 0; p = grid.step(p, d)) {
            if (length == LONGEST) {
                return 0;
            }
            run[length++] = p;
        }
        return length;
    }

    /**
     * Adds the captures of the run's pattern, if it is one and the line is clear, to {@code out}. The moved stone
     * is the mover's and in the run, so the colours alone say where it stands: in {@code M E M} it is an end,
     * in {@code E M E} the middle, in {@code M E E E E} the lone end.
     */
    private static int match(Rules rules, byte[] cells, byte mover, int[] run, int length, Direction d, int[] out,
                             int found) {
        int mine = 0; // bit i: the stone at run[i] is the mover's
        for (int i = 0; i < length; i++) {
            mine |= cells[run[i]] == mover ? 1 << i : 0;
        }
        Pattern pattern = length == 3 ? three(mine) : five(mine);
        if (pattern == null || !rules.plays().allow(pattern) || !clear(rules, cells, run[0], run[length - 1], d)) {
            return found;
        }
        for (int i = 0; i < length; i++) {
            if ((mine & 1 << i) == 0) {
                out[found++] = run[i]; // every enemy stone of a pattern is captured
            }
        }
        return found;
    }

    private static Pattern three(int mine) {
        return mine == 0b101 ? Pattern.JIA : mine == 0b010 ? Pattern.TIAO : null;
    }

    private static Pattern five(int mine) {
        return mine == 0b11011 ? Pattern.SHUANG_JIA
                : mine == 0b00100 ? Pattern.SHUANG_TIAO
                : mine == 0b00001 || mine == 0b10000 ? Pattern.SAO_SI : null;
    }

    /** Whether the line beyond the run holds no stone; under ENDS the run's being maximal is enough. */
    private static boolean clear(Rules rules, byte[] cells, int first, int last, Direction d) {
        if (rules.clearance() == Rules.Clearance.ENDS) {
            return true;
        }
        Grid grid = rules.grid();
        for (int p = grid.step(first, d.opposite()); p != Grid.OFF; p = grid.step(p, d.opposite())) {
            if (cells[p] != 0) {
                return false;
            }
        }
        for (int p = grid.step(last, d); p != Grid.OFF; p = grid.step(p, d)) {
            if (cells[p] != 0) {
                return false;
            }
        }
        return true;
    }
}
