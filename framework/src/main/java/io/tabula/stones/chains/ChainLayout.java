package io.tabula.stones.chains;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import io.tabula.topology.Topology;
import java.util.Arrays;

/**
 * How a {@link ChainBoard} lays a topology's points out in memory: an array of
 * <em>cells</em>, one per point plus border cells that hold {@link ChainBoard#BORDER}, and
 * each cell's neighbour cells in a fixed number of slots. A point with fewer neighbours than
 * that has border cells in its remaining slots, so the kernel's loops run a fixed count with
 * no edge test and no -1 check.
 *
 * <p>A {@link Grid} gets the padded layout that fast Go programs use (a ring of border cells,
 * a point's neighbours at {@code c ± 1} and {@code c ± width}), found by arithmetic; any
 * other topology (a torus, a hex board, a graph) gets one cell per point, in point order, a
 * single border cell after them, and a flat table of neighbours. A state that keeps its
 * stones in this layout loads them into a board with one array copy.
 *
 * <p>Two more tables, for playout policies and pattern codes rather than rules: each cell's
 * <em>diagonal</em> cells where the topology has the eight compass directions (a grid, a
 * torus), and on a padded grid the eight cells around each cell ({@link #ring()}), for a 3x3
 * neighbourhood code ({@link ChainBoard#neighbourhood}).
 *
 * <p>Immutable; share it between the boards of one topology.
 */
public final class ChainLayout {
    private static final Direction[] DIAGONALS = {Direction.NORTH_EAST, Direction.NORTH_WEST,
            Direction.SOUTH_WEST, Direction.SOUTH_EAST};

    private final Topology topology;
    private final boolean padded;
    private final int width; // padded: cells to a row
    private final int length;
    private final int[] toCell;
    private final int[] toPoint;
    private final int border;
    private final Steps steps;
    private final int diagonalDegree;
    private final int[] diagonals;

    private ChainLayout(Topology topology) {
        this.topology = topology;
        int points = topology.points();
        this.padded = topology instanceof Grid;
        int columns = padded ? ((Grid) topology).width() : 0;
        int rows = padded ? ((Grid) topology).height() : 0;
        this.width = padded ? columns + 2 : 0;
        this.length = padded ? width * (rows + 2) : points + 1;
        this.toCell = new int[points];
        this.toPoint = new int[length];
        Arrays.fill(toPoint, -1);
        for (int p = 0; p < points; p++) {
            int cell = padded ? (p / columns + 1) * width + p % columns + 1 : p;
            toCell[p] = cell;
            toPoint[cell] = p;
        }
        this.border = padded ? 0 : points; // the ring's first cell, or the one after the points
        this.steps = padded ? new Steps.Padded(width) : new Steps.Table(Math.max(1, topology.maxDegree()), table());
        this.diagonalDegree = topology.directions() == Direction.values().length ? DIAGONALS.length : 0;
        this.diagonals = new int[length * diagonalDegree];
        Arrays.fill(diagonals, border);
        for (int p = 0; p < points; p++) {
            for (int i = 0; i < diagonalDegree; i++) {
                int q = topology.step(p, DIAGONALS[i].ordinal());
                diagonals[toCell[p] * diagonalDegree + i] = q == Topology.OFF || q == p ? border : toCell[q];
            }
        }
    }

    /** The layout of {@code topology}: padded for a {@link Grid}, a neighbour table otherwise. */
    public static ChainLayout of(Topology topology) {
        return new ChainLayout(topology);
    }

    /** The topology's neighbour table in cells, the border cell in the slots a point does not use. */
    private int[] table() {
        int degree = Math.max(1, topology.maxDegree());
        int[] table = new int[length * degree];
        Arrays.fill(table, border);
        for (int p = 0; p < topology.points(); p++) {
            int[] around = topology.neighbours(p);
            for (int i = 0; i < around.length; i++) {
                table[toCell[p] * degree + i] = toCell[around[i]];
            }
        }
        return table;
    }

    public Topology topology() {
        return topology;
    }

    /** The number of points. */
    public int points() {
        return toCell.length;
    }

    /** The number of cells, border cells included. */
    public int length() {
        return length;
    }

    /** The cell of point {@code point}. */
    public int cell(int point) {
        return toCell[point];
    }

    /** The point of cell {@code cell}, or -1 for a border cell. */
    public int point(int cell) {
        return toPoint[cell];
    }

    /** How many neighbour slots each cell has (4 on a grid, the topology's most neighbours otherwise). */
    public int degree() {
        return steps.degree();
    }

    /** Slot {@code i} of cell {@code cell}: a neighbour cell, or a border cell past its last neighbour. */
    public int neighbour(int cell, int i) {
        return steps.at(cell, i);
    }

    Steps steps() {
        return steps;
    }

    /** Whether this is a grid's padded layout (with a {@link #ring()}). */
    public boolean padded() {
        return padded;
    }

    /** The stride of the diagonal table: 4 on a grid or a torus, 0 elsewhere. */
    public int diagonalDegree() {
        return diagonalDegree;
    }

    /** Diagonal {@code i} of cell {@code cell}, a border cell off the board. */
    public int diagonal(int cell, int i) {
        return diagonals[cell * diagonalDegree + i];
    }

    int[] diagonalTable() {
        return diagonals;
    }

    /**
     * The offsets of the eight cells around a cell of a padded grid: the one in the row below
     * first ({@code -width}), then the next one to the right of it, and on round the cell
     * anticlockwise as the board is drawn, row 1 at the bottom (clockwise as the cells lie in
     * memory); null on other layouts.
     */
    public int[] ring() {
        return padded ? new int[] {-width, -width + 1, 1, width + 1, width, width - 1, -1, -width - 1} : null;
    }

    /** {@code cells} (one byte per point) laid out in cells, border cells filled, in a new array. */
    public byte[] layOut(byte[] cells) {
        byte[] board = new byte[length];
        Arrays.fill(board, ChainBoard.BORDER);
        for (int p = 0; p < toCell.length; p++) {
            board[toCell[p]] = cells[p];
        }
        return board;
    }

    /** The bytes of laid-out {@code board} by point, in a new array. */
    public byte[] byPoint(byte[] board) {
        byte[] cells = new byte[toCell.length];
        for (int p = 0; p < cells.length; p++) {
            cells[p] = board[toCell[p]];
        }
        return cells;
    }
}
