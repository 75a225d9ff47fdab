package io.tabula.topology;

/**
 * The shape of a board, as the rules see it: points numbered densely from 0, which points
 * are neighbours, which lines run through a point, and where a point is for notation
 * (its name) and for drawing (its x and y). Go's liberties and captures, and any rule
 * that walks lines, can then run on a square grid ({@link Grid}), a {@link Torus}, a
 * {@link HexBoard} or an arbitrary {@link GraphTopology} without knowing which.
 *
 * <p>Invariants every implementation keeps:
 * <ul>
 *   <li>points are {@code 0 .. points() - 1};</li>
 *   <li>neighbours are symmetric ({@code q} is a neighbour of {@code p} exactly when
 *       {@code p} is one of {@code q}), distinct, and never the point itself;</li>
 *   <li>directions are {@code 0 .. directions() - 1} and come in opposite pairs:
 *       {@code step(step(p, d), opposite(d)) == p} whenever {@code step(p, d) != OFF};</li>
 *   <li>names are unique: {@code point(name(p)) == p}.</li>
 * </ul>
 * Instances are immutable and may be shared between threads.
 */
public interface Topology {
    /** What {@link #step} and {@link #point(String)} answer for "no such point". */
    int OFF = -1;

    /** The number of points. */
    int points();

    /**
     * The neighbours of {@code point}, in a fixed order; the caller must not modify the
     * array (it is shared).
     */
    int[] neighbours(int point);

    /** The most neighbours any point has (4 on a square grid, 6 on a hex board). */
    int maxDegree();

    /**
     * All neighbours in one flat array, for hot loops that want no per-point array: entry
     * {@code point * maxDegree() + i} is the {@code i}-th neighbour of {@code point}, or
     * {@link #OFF} once its neighbours run out. A new array on each call.
     */
    default int[] neighbourTable() {
        int degree = maxDegree();
        int[] table = new int[points() * degree];
        java.util.Arrays.fill(table, OFF);
        for (int p = 0; p < points(); p++) {
            int[] around = neighbours(p);
            System.arraycopy(around, 0, table, p * degree, around.length);
        }
        return table;
    }

    /** The number of directions lines run in; 0 when the board has no lines (a graph). */
    int directions();

    /** The direction pointing the other way from {@code direction}. */
    int opposite(int direction);

    /**
     * The next point from {@code point} along {@code direction}, or {@link #OFF} at the
     * edge. On a board that wraps (a torus) lines are cycles and never reach {@code OFF}.
     */
    int step(int point, int direction);

    /**
     * The points after {@code point} along {@code direction}, in order, until the edge or,
     * where lines wrap, until the walk comes back to {@code point} (which is not included).
     */
    default int[] ray(int point, int direction) {
        int[] out = new int[points()];
        int n = 0;
        for (int p = step(point, direction); p != OFF && p != point; p = step(p, direction)) {
            out[n++] = p;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The name of {@code point} in notation ({@code a1}, {@code c3}, or a graph node's name). */
    String name(int point);

    /** The point called {@code name} (as {@link #name} writes it), or {@link #OFF} if there is none. */
    int point(String name);

    /** Where {@code point} is drawn, across; units of one neighbour distance. */
    double drawX(int point);

    /** Where {@code point} is drawn, upwards; units of one neighbour distance. */
    double drawY(int point);
}
