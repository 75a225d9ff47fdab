package io.tabula.gomoku.rules;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/**
 * The k-in-a-row rule block: a stone wins when the unbroken row of its colour through it,
 * on one of the four lines (row, column, two diagonals), is {@code k} stones long, or
 * longer when {@code overlineWins}. Each line is judged on its own, so under an exact rule
 * a move that makes an overline on one line and exactly {@code k} on another wins, as in
 * Gomoku's {@link FiveRule#EXACTLY_FIVE}. Gomoku's five, renju's overline, Connect6's six and
 * Pente's five all measure rows with {@link #rowThrough}.
 */
public final class KInARow {
    private final Grid grid;
    private final int k;
    private final boolean overlineWins;
    private final int[][] ahead; // ahead[axis][point]: the next point along the axis, or Grid.OFF
    private final int[][] back;  // the same the other way

    /**
     * @param grid         the board
     * @param k            the winning length, at least 2
     * @param overlineWins whether a row longer than {@code k} wins too
     */
    public KInARow(Grid grid, int k, boolean overlineWins) {
        if (k < 2) {
            throw new IllegalArgumentException("a winning row has at least 2 stones, not " + k);
        }
        this.grid = grid;
        this.k = k;
        this.overlineWins = overlineWins;
        this.ahead = new int[Direction.LINE_AXES.length][grid.size()];
        this.back = new int[Direction.LINE_AXES.length][grid.size()];
        for (int axis = 0; axis < Direction.LINE_AXES.length; axis++) {
            for (int p = 0; p < grid.size(); p++) {
                ahead[axis][p] = grid.step(p, Direction.LINE_AXES[axis]);
                back[axis][p] = grid.step(p, Direction.LINE_AXES[axis].opposite());
            }
        }
    }

    /** The length of the unbroken row of {@code colour} through {@code point} on {@code axis}, the point counted. */
    public static int rowThrough(Grid grid, byte[] cells, int point, Direction axis, byte colour) {
        return 1 + grid.run(cells, point, axis, colour) + grid.run(cells, point, axis.opposite(), colour);
    }

    /** Whether a row of {@code length} wins under this rule. */
    public boolean winsWith(int length) {
        return length == k || overlineWins && length > k;
    }

    /** Whether the stone of {@code colour} on {@code point} makes a winning row on some line through it. */
    public boolean wins(byte[] cells, int point, byte colour) {
        // the playouts' hot loop: flat step tables per axis, no calls (Grid.OFF is -1)
        for (int axis = 0; axis < ahead.length; axis++) {
            int[] next = ahead[axis];
            int[] previous = back[axis];
            int length = 1;
            for (int p = next[point]; p >= 0 && cells[p] == colour; p = next[p]) {
                length++;
            }
            for (int p = previous[point]; p >= 0 && cells[p] == colour; p = previous[p]) {
                length++;
            }
            if (length == k || overlineWins && length > k) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code colour} has a winning row anywhere on {@code cells} (for set-up positions). */
    public boolean anywhere(byte[] cells, byte colour) {
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == colour && wins(cells, p, colour)) {
                return true;
            }
        }
        return false;
    }

    public int k() {
        return k;
    }

    public boolean overlineWins() {
        return overlineWins;
    }
}
