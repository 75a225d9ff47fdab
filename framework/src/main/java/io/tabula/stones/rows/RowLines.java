package io.tabula.stones.rows;

import io.tabula.topology.Topology;
import java.util.Arrays;

/**
 * The lines of a {@link Topology} along which rows of stones are counted, made once per
 * board. An <em>axis</em> is a pair of opposite directions ({@code d} and
 * {@code opposite(d)}, taken once, {@code d} the smaller): the four of a square grid or a
 * torus (east, north-east, north, north-west, with their opposites), the three of a hex
 * board; a graph has none. Along an axis the points fall into <em>lines</em>: a path from
 * an edge to an edge, or, where the board wraps (a torus), a cycle. Every point lies on
 * exactly one line of each axis.
 *
 * <p>A row is measured two ways with the same answer. On a board of bytes (one per point,
 * {@code 0} empty, {@code side + 1} a stone of {@code side}), {@link #run} walks from the
 * point along flat step tables. Inside {@link RowBoard} each line of each side is one
 * {@code long} of bits, and a row is two bit counts ({@link #entry}): why a line may hold at
 * most 64 points, or 32 where it is a cycle (its bits are kept twice, so that a row across
 * the place where the cycle was cut is still one run of bits).
 *
 * <p>Immutable; shared by every game of a definition and between threads.
 */
public final class RowLines {
    /** The most points of a line that is a path, and of one that is a cycle. */
    public static final int MAX_PATH = 64;
    public static final int MAX_CYCLE = 32;

    private final Topology topology;
    private final int points;
    private final int axes;
    private final int[] forward;  // forward[axis]: the direction of the axis
    private final int[] ahead;    // ahead[axis * points + p]: the next point forward, or Topology.OFF
    private final int[] back;     // the same backward
    private final int[] entry;    // entry[axis * points + p]: line << 12 | ahead bit << 6 | back bit
    private final int[] length;   // length[line]: its points
    private final boolean[] cycle;
    private final boolean wraps;

    private RowLines(Topology topology) {
        this.topology = topology;
        this.points = topology.points();
        int[] found = new int[topology.directions()];
        int n = 0;
        for (int d = 0; d < topology.directions(); d++) {
            if (d < topology.opposite(d)) {
                found[n++] = d;
            }
        }
        this.axes = n;
        this.forward = Arrays.copyOf(found, n);
        this.ahead = new int[axes * points];
        this.back = new int[axes * points];
        for (int a = 0; a < axes; a++) {
            for (int p = 0; p < points; p++) {
                ahead[a * points + p] = topology.step(p, forward[a]);
                back[a * points + p] = topology.step(p, topology.opposite(forward[a]));
            }
        }
        this.entry = new int[axes * points];
        int[] lengths = new int[Math.max(1, axes * points)];
        boolean[] cycles = new boolean[lengths.length];
        int lines = 0;
        boolean anyCycle = false;
        for (int a = 0; a < axes; a++) {
            boolean[] placed = new boolean[points];
            // paths first: each starts where a step backward leaves the board
            for (int p = 0; p < points; p++) {
                if (back[a * points + p] == Topology.OFF) {
                    lengths[lines] = lay(a, p, lines, false, placed);
                    lines++;
                }
            }
            // what is left lies on cycles
            for (int p = 0; p < points; p++) {
                if (!placed[p]) {
                    cycles[lines] = true;
                    anyCycle = true;
                    lengths[lines] = lay(a, p, lines, true, placed);
                    lines++;
                }
            }
        }
        this.length = Arrays.copyOf(lengths, lines);
        this.cycle = Arrays.copyOf(cycles, lines);
        this.wraps = anyCycle;
    }

    /** The lines of {@code topology}; a line longer than {@link #MAX_PATH} (a cycle longer than {@link #MAX_CYCLE}) is refused. */
    public static RowLines of(Topology topology) {
        return new RowLines(topology);
    }

    /** Numbers the points of one line from {@code start}, forward, and returns its length. */
    private int lay(int axis, int start, int line, boolean cyclic, boolean[] placed) {
        int count = 0;
        for (int p = start; p != Topology.OFF && !placed[p]; p = ahead[axis * points + p]) {
            placed[p] = true;
            count++;
        }
        int most = cyclic ? MAX_CYCLE : MAX_PATH;
        if (count > most) {
            throw new IllegalArgumentException("a line of " + count + " points along direction " + forward[axis]
                    + " is longer than rows can be counted on (at most " + most + (cyclic ? " on a line that wraps)"
                    : ")"));
        }
        int position = 0;
        for (int p = start, k = 0; k < count; p = ahead[axis * points + p], k++) {
            // on a cycle the point is bit p and bit p + length; rows ahead are read from the first, behind from the second
            int behind = cyclic ? position + count : position;
            entry[axis * points + p] = line << 12 | position << 6 | behind;
            position++;
        }
        return count;
    }

    public Topology topology() {
        return topology;
    }

    /** The number of points. */
    public int points() {
        return points;
    }

    /** The number of axes: 4 on a square grid or a torus, 3 on a hex board, 0 on a graph. */
    public int axes() {
        return axes;
    }

    /** The direction of {@code axis} (its forward direction in the topology's numbering). */
    public int direction(int axis) {
        return forward[axis];
    }

    /** The number of lines, over all axes. */
    public int lines() {
        return length.length;
    }

    /** Whether some line is a cycle (the board wraps). */
    public boolean wraps() {
        return wraps;
    }

    /** The points of the shortest line that is a cycle; {@link Integer#MAX_VALUE} when none is. */
    public int shortestCycle() {
        int shortest = Integer.MAX_VALUE;
        for (int line = 0; line < length.length; line++) {
            if (cycle[line]) {
                shortest = Math.min(shortest, length[line]);
            }
        }
        return shortest;
    }

    /** The points of {@code line}. */
    public int length(int line) {
        return length[line];
    }

    /** Whether {@code line} is a cycle. */
    public boolean isCycle(int line) {
        return cycle[line];
    }

    /** The next point from {@code point} along {@code axis}, forward, or {@link Topology#OFF}. */
    public int ahead(int axis, int point) {
        return ahead[axis * points + point];
    }

    /** The next point from {@code point} along {@code axis}, backward, or {@link Topology#OFF}. */
    public int behind(int axis, int point) {
        return back[axis * points + point];
    }

    /**
     * Where {@code point} sits on its line of {@code axis}, packed for {@link RowBoard}'s bit
     * counts: the line in the bits from 12 up, the bit a row ahead is counted from in bits 6
     * to 11, the bit a row behind is counted from in bits 0 to 5 (the same bit on a path).
     */
    int entry(int axis, int point) {
        return entry[axis * points + point];
    }

    /** The packed entries of every point, axis by axis (see {@link #entry}); the caller must not change them. */
    int[] entries() {
        return entry;
    }

    /** The points of every line, line by line; the caller must not change them. */
    int[] lengths() {
        return length;
    }

    /**
     * The stones of the value {@code stone} in an unbroken run from {@code point} (not
     * counted) along {@code axis}, forward when {@code forwards}, on {@code cells} (one byte
     * per point; more bytes are ignored). On a cycle the walk stops before it comes back to
     * {@code point}, so a whole cycle of stones counts its length less one.
     */
    public int run(byte[] cells, int point, int axis, boolean forwards, byte stone) {
        int[] next = forwards ? ahead : back;
        int offset = axis * points;
        int count = 0;
        for (int p = next[offset + point]; p != Topology.OFF && p != point && cells[p] == stone;
                p = next[offset + p]) {
            count++;
        }
        return count;
    }

    /**
     * The length of the row of {@code stone} through {@code point} along {@code axis}, the
     * point counted whatever it holds: the two runs from it and the point, at most its
     * line's length (a cycle full of stones).
     */
    public int rowThrough(byte[] cells, int point, int axis, byte stone) {
        int row = 1 + run(cells, point, axis, true, stone) + run(cells, point, axis, false, stone);
        return Math.min(row, length[entry[axis * points + point] >>> 12]);
    }

    /** The point {@code steps} steps from {@code point} along {@code axis} ({@code steps < 0}: backward), or {@link Topology#OFF}. */
    public int walk(int point, int axis, int steps) {
        int[] next = steps < 0 ? back : ahead;
        int p = point;
        for (int k = Math.abs(steps); k > 0 && p != Topology.OFF; k--) {
            p = next[axis * points + p];
        }
        return p;
    }
}
