package io.tabula.stones.rows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.topology.Grid;
import org.junit.jupiter.api.Test;

/** The row rule on cells, as the analysis and set-up positions ask it. */
class RowRuleTest {
    private static final Grid GRID = Grid.square(9);
    private static final RowLines LINES = RowLines.of(GRID);

    /** Stones of side 0 on row 0 at columns {@code xs}. */
    private static byte[] row(int... xs) {
        byte[] cells = new byte[GRID.size()];
        for (int x : xs) {
            cells[GRID.point(x, 0)] = 1;
        }
        return cells;
    }

    @Test
    void exactRule_winsWithKOnly() {
        RowRule six = RowRule.exactly(6);
        assertTrue(six.makesRow(LINES, row(0, 1, 2, 3, 4, 5), GRID.point(5, 0), 0));
        assertFalse(six.makesRow(LINES, row(0, 1, 2, 3, 4), GRID.point(4, 0), 0), "five");
        assertFalse(six.makesRow(LINES, row(0, 1, 2, 3, 4, 5, 6), GRID.point(3, 0), 0), "seven");
    }

    @Test
    void overlineRule_winsWithKOrMore_andAGapBreaksTheRow() {
        RowRule six = RowRule.orMore(6);
        assertTrue(six.makesRow(LINES, row(0, 1, 2, 3, 4, 5, 6), GRID.point(6, 0), 0));
        assertFalse(six.makesRow(LINES, row(0, 1, 2, 3, 4, 6), GRID.point(4, 0), 0));
    }

    @Test
    void eachLineIsJudgedOnItsOwn() {
        byte[] cells = row(0, 1, 2, 3, 4, 5, 6); // seven along row 0 through (3,0)
        for (int y = 1; y <= 5; y++) {
            cells[GRID.point(3, y)] = 1; // exactly six up column d from (3,0)
        }
        assertTrue(RowRule.exactly(6).makesRow(LINES, cells, GRID.point(3, 0), 0));
        assertEquals(7, LINES.rowThrough(cells, GRID.point(3, 0), 0, (byte) 1), "east");
        assertEquals(6, LINES.rowThrough(cells, GRID.point(3, 0), 2, (byte) 1), "north");
    }

    @Test
    void perSideOverlines_andCaroEnds() {
        RowRule renju = new RowRule(5, 1 << 1, false, false);
        byte[] six = row(0, 1, 2, 3, 4, 5);
        assertFalse(renju.makesRow(LINES, six, GRID.point(5, 0), 0), "side 0's overline does not win");
        for (int p = 0; p < six.length; p++) {
            six[p] = (byte) (six[p] == 1 ? 2 : 0);
        }
        assertTrue(renju.makesRow(LINES, six, GRID.point(5, 0), 1), "side 1's does");
        RowRule caro = new RowRule(5, RowRule.ALL_SIDES, true, false);
        byte[] blocked = row(1, 2, 3, 4, 5);
        blocked[GRID.point(0, 0)] = 2;
        assertTrue(caro.makesRow(LINES, blocked, GRID.point(3, 0), 0), "one end blocked is still a row");
        blocked[GRID.point(6, 0)] = 2;
        assertFalse(caro.makesRow(LINES, blocked, GRID.point(3, 0), 0), "both ends blocked is none");
        byte[] atEdge = row(0, 1, 2, 3, 4);
        atEdge[GRID.point(5, 0)] = 2;
        assertTrue(caro.makesRow(LINES, atEdge, GRID.point(0, 0), 0), "the edge blocks nothing by default");
        assertFalse(new RowRule(5, RowRule.ALL_SIDES, true, true).makesRow(LINES, atEdge, GRID.point(0, 0), 0));
    }

    @Test
    void anywhereFindsARowOfThatSideOnly() {
        byte[] cells = row(2, 3, 4, 5, 6);
        assertTrue(RowRule.orMore(5).anywhere(LINES, cells, 0));
        assertFalse(RowRule.orMore(5).anywhere(LINES, cells, 1));
    }

    @Test
    void rulesThatMeanNothing_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> RowRule.orMore(1));
        assertThrows(IllegalArgumentException.class, () -> new RowRule(5, 0, false, true));
    }
}
