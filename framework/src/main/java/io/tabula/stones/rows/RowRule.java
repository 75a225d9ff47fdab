package io.tabula.stones.rows;

import io.tabula.topology.Topology;

/**
 * The k-in-a-row block: which unbroken rows of a side's stones along one line win. A row
 * is judged line by line, so a stone that makes an overline on one line and exactly
 * {@code k} on another wins where only exactly {@code k} wins (Gomoku's standard rule).
 *
 * <p>Rows longer than {@code k} (overlines) win for the sides in {@code overlineSides} (a
 * bit per side: bit {@code s} for side {@code s}) and not for the others: all sides in
 * freestyle Gomoku, Connect6 and Pente, none in standard Gomoku, white alone in renju. With
 * {@code blockedRowsVoid} (the Vietnamese rule caro) a row whose two ends are both
 * blocked, by a stone of another side or, when {@code edgeBlocks}, by the edge of the
 * board, wins nothing; a row along a cycle of the board that fills the whole cycle has no
 * ends and is never blocked.
 *
 * @param k               the winning length, at least 2
 * @param overlineSides   the sides (as bits) for which a row longer than {@code k} wins too
 * @param blockedRowsVoid whether a row blocked at both ends wins nothing
 * @param edgeBlocks      whether the edge of the board blocks an end (with {@code blockedRowsVoid})
 */
public record RowRule(int k, int overlineSides, boolean blockedRowsVoid, boolean edgeBlocks) {
    /** Every side's overlines win. */
    public static final int ALL_SIDES = -1;

    public RowRule {
        if (k < 2) {
            throw new IllegalArgumentException("a winning row has at least 2 stones, not " + k);
        }
        if (edgeBlocks && !blockedRowsVoid) {
            throw new IllegalArgumentException("the edge blocks rows only under the rule that blocked rows win nothing");
        }
    }

    /** Exactly {@code k} in a row wins, for every side. */
    public static RowRule exactly(int k) {
        return new RowRule(k, 0, false, false);
    }

    /** {@code k} or more in a row wins, for every side. */
    public static RowRule orMore(int k) {
        return new RowRule(k, ALL_SIDES, false, false);
    }

    /** Whether a row of {@code length} stones of {@code side} wins, its ends aside. */
    public boolean wins(int side, int length) {
        return length == k || length > k && (overlineSides >>> side & 1) != 0;
    }

    /** Whether overlines win for {@code side}. */
    public boolean overlineWins(int side) {
        return (overlineSides >>> side & 1) != 0;
    }

    /**
     * Whether {@code side}'s stone on {@code point} of {@code cells} (one byte per point: 0
     * empty, {@code side + 1} a stone of {@code side}) makes a winning row on some line
     * through it. The point is counted as {@code side}'s whatever it holds, so the question
     * may be asked of an empty point.
     */
    public boolean makesRow(RowLines lines, byte[] cells, int point, int side) {
        byte stone = (byte) (side + 1);
        for (int axis = 0; axis < lines.axes(); axis++) {
            int ahead = lines.run(cells, point, axis, true, stone);
            int behind = lines.run(cells, point, axis, false, stone);
            int length = Math.min(1 + ahead + behind, lines.length(lines.entry(axis, point) >>> 12));
            if (wins(side, length) && !blocked(lines, cells, point, axis, ahead, behind, side, length)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code side} has a winning row anywhere on {@code cells} (a set-up position). */
    public boolean anywhere(RowLines lines, byte[] cells, int side) {
        byte stone = (byte) (side + 1);
        for (int p = 0; p < lines.points(); p++) {
            if (cells[p] == stone && makesRow(lines, cells, p, side)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Under {@code blockedRowsVoid}, whether the row of {@code length} through
     * {@code point} along {@code axis}, {@code ahead} stones ahead of it and {@code behind}
     * behind, is blocked at both ends; false under the other rules.
     */
    boolean blocked(RowLines lines, byte[] cells, int point, int axis, int ahead, int behind, int side, int length) {
        if (!blockedRowsVoid || length == lines.length(lines.entry(axis, point) >>> 12) && lines.isCycle(
                lines.entry(axis, point) >>> 12)) {
            return false;
        }
        return blocks(cells, lines.walk(point, axis, ahead + 1), side)
                && blocks(cells, lines.walk(point, axis, -(behind + 1)), side);
    }

    private boolean blocks(byte[] cells, int end, int side) {
        return end == Topology.OFF ? edgeBlocks : cells[end] != 0 && cells[end] != side + 1;
    }
}
