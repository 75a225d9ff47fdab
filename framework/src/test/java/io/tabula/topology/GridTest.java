package io.tabula.topology;

import static io.tabula.topology.Direction.EAST;
import static io.tabula.topology.Direction.NORTH;
import static io.tabula.topology.Direction.NORTH_EAST;
import static io.tabula.topology.Direction.NORTH_WEST;
import static io.tabula.topology.Direction.SOUTH;
import static io.tabula.topology.Direction.SOUTH_EAST;
import static io.tabula.topology.Direction.SOUTH_WEST;
import static io.tabula.topology.Direction.WEST;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class GridTest {
    /** Four columns, three rows: not square, so a swapped x and y shows. */
    private final Grid grid = new Grid(4, 3);

    @Test
    void point_xAndY_numberRowsFromTheBottom() {
        assertEquals(12, grid.size());
        assertEquals(0, grid.point(0, 0));
        assertEquals(3, grid.point(3, 0));
        assertEquals(4, grid.point(0, 1));
        assertEquals(11, grid.point(3, 2));
        assertEquals(3, grid.x(11));
        assertEquals(2, grid.y(11));
    }

    @Test
    void point_offTheGrid_throws() {
        assertThrows(IndexOutOfBoundsException.class, () -> grid.point(4, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> grid.point(0, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> grid.point(-1, 0));
        assertFalse(grid.contains(0, -1));
        assertTrue(grid.contains(3, 2));
    }

    @Test
    void step_fromBottomLeftCorner_leavesTheBoardSouthAndWest() {
        int corner = grid.point(0, 0);
        assertEquals(1, grid.step(corner, EAST));
        assertEquals(4, grid.step(corner, NORTH));
        assertEquals(5, grid.step(corner, NORTH_EAST));
        for (Direction d : new Direction[] {WEST, SOUTH, SOUTH_WEST, SOUTH_EAST, NORTH_WEST}) {
            assertEquals(Grid.OFF, grid.step(corner, d), d.name());
        }
    }

    @Test
    void step_fromTopRightCorner_leavesTheBoardNorthAndEast() {
        int corner = grid.point(3, 2);
        assertEquals(10, grid.step(corner, WEST));
        assertEquals(7, grid.step(corner, SOUTH));
        assertEquals(6, grid.step(corner, SOUTH_WEST));
        for (Direction d : new Direction[] {EAST, NORTH, NORTH_EAST, NORTH_WEST, SOUTH_EAST}) {
            assertEquals(Grid.OFF, grid.step(corner, d), d.name());
        }
    }

    @Test
    void step_alongTheRightEdge_doesNotWrapToTheNextRow() {
        int edge = grid.point(3, 1); // 7
        assertEquals(Grid.OFF, grid.step(edge, EAST), "must not wrap to point 8 on the next row");
        assertEquals(Grid.OFF, grid.step(edge, NORTH_EAST));
        assertEquals(Grid.OFF, grid.step(edge, SOUTH_EAST));
        assertEquals(11, grid.step(edge, NORTH));
        assertEquals(3, grid.step(edge, SOUTH));
        assertEquals(10, grid.step(edge, NORTH_WEST));
        assertEquals(2, grid.step(edge, SOUTH_WEST));
    }

    @Test
    void step_alongTheLeftEdge_doesNotWrapToThePreviousRow() {
        int edge = grid.point(0, 1); // 4
        assertEquals(Grid.OFF, grid.step(edge, WEST), "must not wrap to point 3 on the row below");
        assertEquals(Grid.OFF, grid.step(edge, NORTH_WEST));
        assertEquals(Grid.OFF, grid.step(edge, SOUTH_WEST));
    }

    @Test
    void step_thenOpposite_returnsWhereverBothAreOnTheBoard() {
        for (int p = 0; p < grid.size(); p++) {
            for (Direction d : Direction.values()) {
                int q = grid.step(p, d);
                if (q != Grid.OFF) {
                    assertEquals(p, grid.step(q, d.opposite()), p + " " + d);
                    assertEquals(grid.x(p) + d.dx(), grid.x(q));
                    assertEquals(grid.y(p) + d.dy(), grid.y(q));
                }
            }
        }
    }

    @Test
    void orthogonalNeighbours_cornerEdgeAndInside_countTwoThreeAndFour() {
        assertEquals(2, grid.orthogonalNeighbours(grid.point(0, 0)).length);
        assertEquals(2, grid.orthogonalNeighbours(grid.point(3, 0)).length);
        assertEquals(2, grid.orthogonalNeighbours(grid.point(0, 2)).length);
        assertEquals(2, grid.orthogonalNeighbours(grid.point(3, 2)).length);
        assertEquals(3, grid.orthogonalNeighbours(grid.point(1, 0)).length);
        assertEquals(3, grid.orthogonalNeighbours(grid.point(0, 1)).length);
        assertEquals(3, grid.orthogonalNeighbours(grid.point(3, 1)).length);
        assertEquals(3, grid.orthogonalNeighbours(grid.point(2, 2)).length);
        assertEquals(4, grid.orthogonalNeighbours(grid.point(1, 1)).length);
        assertEquals(4, grid.orthogonalNeighbours(grid.point(2, 1)).length);
    }

    @Test
    void orthogonalNeighbours_inside_areEastNorthWestSouth() {
        assertArrayEquals(new int[] {6, 9, 4, 1}, grid.orthogonalNeighbours(grid.point(1, 1)));
        int[] corner = grid.orthogonalNeighbours(0).clone();
        Arrays.sort(corner);
        assertArrayEquals(new int[] {1, 4}, corner);
    }

    @Test
    void orthogonalNeighbours_wholeGrid_countEveryEdgeTwice() {
        int total = 0;
        for (int p = 0; p < grid.size(); p++) {
            total += grid.orthogonalNeighbours(p).length;
        }
        assertEquals(2 * (3 * 3 + 4 * 2), total); // 3 horizontal links in 3 rows, 2 vertical in 4 columns
    }

    @Test
    void onePointGrid_hasNoNeighbours() {
        Grid single = Grid.square(1);
        assertEquals(0, single.orthogonalNeighbours(0).length);
        for (Direction d : Direction.values()) {
            assertEquals(Grid.OFF, single.step(0, d));
        }
    }

    @Test
    void constructor_emptyGrid_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Grid(0, 5));
        assertThrows(IllegalArgumentException.class, () -> new Grid(5, -1));
    }

    @Test
    void run_countsEqualCellsUpToTheFirstOtherValue() {
        Grid five = Grid.square(5);
        byte[] cells = new byte[25];
        // bottom row: 1 1 1 0 1
        cells[0] = 1;
        cells[1] = 1;
        cells[2] = 1;
        cells[4] = 1;
        assertEquals(2, five.run(cells, 0, EAST, (byte) 1), "the start point is excluded");
        assertEquals(2, five.run(cells, 2, WEST, (byte) 1));
        assertEquals(0, five.run(cells, 4, WEST, (byte) 1), "stops at once at an empty point");
        assertEquals(1, five.run(cells, 3, EAST, (byte) 1), "stops at the edge");
        assertEquals(0, five.run(cells, 0, SOUTH, (byte) 1), "off the board at once");
        assertEquals(4, five.run(cells, 0, NORTH, (byte) 0), "counts any value, empty too, to the edge");
    }

    @Test
    void run_diagonalToTheCorner_countsEveryPoint() {
        Grid five = Grid.square(5);
        byte[] cells = new byte[25];
        for (int i = 0; i < 5; i++) {
            cells[five.point(i, i)] = 2;
        }
        assertEquals(4, five.run(cells, 0, NORTH_EAST, (byte) 2));
        assertEquals(4, five.run(cells, 24, SOUTH_WEST, (byte) 2));
        assertEquals(2, five.run(cells, five.point(2, 2), NORTH_EAST, (byte) 2));
        assertEquals(0, five.run(cells, 0, NORTH_EAST, (byte) 1));
    }

    @Test
    void walk_stepsNTimesOrLeavesTheBoard() {
        Grid five = Grid.square(5);
        assertEquals(24, five.walk(0, NORTH_EAST, 4));
        assertEquals(Grid.OFF, five.walk(0, NORTH_EAST, 5));
        assertEquals(Grid.OFF, five.walk(0, NORTH_EAST, 50), "stays off once off");
        assertEquals(7, five.walk(7, WEST, 0));
        assertEquals(five.point(4, 1), five.walk(five.point(1, 1), EAST, 3));
    }

    @Test
    void direction_opposite_isAnInvolutionWithNegatedDeltas() {
        for (Direction d : Direction.values()) {
            assertEquals(d, d.opposite().opposite());
            assertEquals(-d.dx(), d.opposite().dx());
            assertEquals(-d.dy(), d.opposite().dy());
        }
        assertEquals(WEST, EAST.opposite());
        assertEquals(SOUTH_WEST, NORTH_EAST.opposite());
    }
}
