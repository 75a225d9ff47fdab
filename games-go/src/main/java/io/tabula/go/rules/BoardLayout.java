package io.tabula.go.rules;

import io.tabula.topology.Direction;
import io.tabula.topology.Topology;
import java.util.Arrays;

/**
 * How {@link GoBoard} and {@link GoState} lay a board's points out in memory: an array of
 * <em>cells</em>, one per point plus border cells that hold {@link #BORDER}, and each
 * cell's neighbour cells in a fixed number of slots ({@link #steps()}). A point with
 * fewer neighbours than that has border cells in its remaining slots, so the kernel's
 * loops run a fixed count with no edge test and no -1 check.
 *
 * <p>A square board keeps the padded layout it always had (a ring of border cells, a
 * point's neighbours at {@code c ± 1} and {@code c ± width}), and the kernel finds them by
 * that arithmetic ({@link Steps.Padded}), as fast as before; any other topology gets one
 * cell per point, in point order, a single border cell after them, and a flat table of
 * neighbours ({@link Steps.Table}). A state keeps its stones in this layout so that a
 * board loads them with one array copy.
 *
 * <p>The table of <em>diagonals</em> serves the playout policy's eye test only (not a
 * rule): the four diagonal points where the topology has the eight compass directions
 * (square and torus), none elsewhere.
 */
final class BoardLayout {
    static final byte BORDER = 3;
    private static final Direction[] DIAGONALS = {Direction.NORTH_EAST, Direction.NORTH_WEST,
            Direction.SOUTH_WEST, Direction.SOUTH_EAST};

    private final BoardTopology shape;
    private final Topology topology;
    private final int length;
    private final int[] toCell;
    private final int[] toPoint;
    private final Steps steps;
    private final int diagonalDegree;
    private final int[] diagonals;

    BoardLayout(BoardTopology shape, int size) {
        this.shape = shape;
        this.topology = shape.of(size);
        int points = topology.points();
        boolean padded = shape == BoardTopology.SQUARE;
        int width = size + 2;
        this.length = padded ? width * width : points + 1;
        this.toCell = new int[points];
        this.toPoint = new int[length];
        Arrays.fill(toPoint, -1);
        for (int p = 0; p < points; p++) {
            int cell = padded ? (p / size + 1) * width + p % size + 1 : p;
            toCell[p] = cell;
            toPoint[cell] = p;
        }
        int border = padded ? 0 : points; // a border cell: the ring's first, or the one after the points
        this.steps = padded ? new Steps.Padded(width) : new Steps.Table(topology.maxDegree(), table(border));
        this.diagonalDegree = topology.directions() == Direction.values().length ? DIAGONALS.length : 0;
        this.diagonals = new int[length * diagonalDegree];
        Arrays.fill(diagonals, border);
        for (int p = 0; p < points; p++) {
            for (int i = 0; i < diagonalDegree; i++) {
                int q = topology.step(p, DIAGONALS[i].ordinal());
                diagonals[toCell[p] * diagonalDegree + i] = q == Topology.OFF ? border : toCell[q];
            }
        }
    }

    /** The topology's neighbour table in cells, {@code border} in the slots a point does not use. */
    private int[] table(int border) {
        int[] byPoint = topology.neighbourTable(); // Topology.OFF past a point's last neighbour
        int degree = topology.maxDegree();
        int[] table = new int[length * degree];
        Arrays.fill(table, border);
        for (int p = 0; p < topology.points(); p++) {
            for (int i = 0; i < degree; i++) {
                int q = byPoint[p * degree + i];
                table[toCell[p] * degree + i] = q == Topology.OFF ? border : toCell[q];
            }
        }
        return table;
    }

    BoardTopology shape() {
        return shape;
    }

    Topology topology() {
        return topology;
    }

    /** The number of points. */
    int points() {
        return toCell.length;
    }

    /** The number of cells, border cells included. */
    int length() {
        return length;
    }

    /** The cell of point {@code point}. */
    int cell(int point) {
        return toCell[point];
    }

    /** The point of cell {@code cell}, or -1 for a border cell. */
    int point(int cell) {
        return toPoint[cell];
    }

    /**
     * Each cell's neighbour cells, border cells filling a point's slots past its last
     * neighbour: by arithmetic on a square board's padded cells, from a flat table otherwise.
     */
    Steps steps() {
        return steps;
    }

    /** The stride of the diagonal table: 4 or 0. */
    int diagonalDegree() {
        return diagonalDegree;
    }

    /** Cell {@code c}'s diagonal cells at {@code c * diagonalDegree() + i}, border cells off the board; shared, do not modify. */
    int[] diagonalTable() {
        return diagonals;
    }

    /** {@code cells} (by point) laid out with their border cells, in a new array. */
    byte[] layOut(byte[] cells) {
        byte[] board = new byte[length];
        Arrays.fill(board, BORDER);
        for (int p = 0; p < toCell.length; p++) {
            board[toCell[p]] = cells[p];
        }
        return board;
    }

    /** The stones of laid-out {@code board} by point, in a new array. */
    byte[] byPoint(byte[] board) {
        byte[] cells = new byte[toCell.length];
        for (int p = 0; p < cells.length; p++) {
            cells[p] = board[toCell[p]];
        }
        return cells;
    }
}
