package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import org.junit.jupiter.api.Test;

class KInARowTest {
    private static final Grid GRID = Grid.square(9);

    /** Black stones on row 0 at columns {@code xs}. */
    private static byte[] row(int... xs) {
        byte[] cells = new byte[GRID.size()];
        for (int x : xs) {
            cells[GRID.point(x, 0)] = Stone.BLACK;
        }
        return cells;
    }

    @Test
    void exactRule_winsWithKOnly() {
        KInARow six = new KInARow(GRID, 6, false);
        assertTrue(six.wins(row(0, 1, 2, 3, 4, 5), GRID.point(5, 0), Stone.BLACK));
        assertFalse(six.wins(row(0, 1, 2, 3, 4), GRID.point(4, 0), Stone.BLACK), "five");
        assertFalse(six.wins(row(0, 1, 2, 3, 4, 5, 6), GRID.point(3, 0), Stone.BLACK), "seven");
    }

    @Test
    void overlineRule_winsWithKOrMore() {
        KInARow six = new KInARow(GRID, 6, true);
        assertTrue(six.wins(row(0, 1, 2, 3, 4, 5, 6), GRID.point(6, 0), Stone.BLACK));
        assertFalse(six.wins(row(0, 1, 2, 3, 4, 6), GRID.point(4, 0), Stone.BLACK), "a gap breaks the row");
    }

    @Test
    void eachLineIsJudgedOnItsOwn() {
        byte[] cells = row(0, 1, 2, 3, 4, 5, 6); // seven along row 0 through (3,0)
        for (int y = 1; y <= 5; y++) {
            cells[GRID.point(3, y)] = Stone.BLACK; // exactly six up column d from (3,0)
        }
        assertTrue(new KInARow(GRID, 6, false).wins(cells, GRID.point(3, 0), Stone.BLACK));
        assertEquals(7, KInARow.rowThrough(GRID, cells, GRID.point(3, 0), Direction.EAST, Stone.BLACK));
        assertEquals(6, KInARow.rowThrough(GRID, cells, GRID.point(3, 0), Direction.NORTH, Stone.BLACK));
    }

    @Test
    void anywhereFindsARowOfEitherColourOnly() {
        byte[] cells = row(2, 3, 4, 5, 6);
        KInARow five = new KInARow(GRID, 5, true);
        assertTrue(five.anywhere(cells, Stone.BLACK));
        assertFalse(five.anywhere(cells, Stone.WHITE));
    }

    @Test
    void aRowOfOneIsNoRule() {
        assertThrows(IllegalArgumentException.class, () -> new KInARow(GRID, 1, true));
    }
}
