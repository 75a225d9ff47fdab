package io.tabula.topology;

/**
 * A rectangular board of {@code width * height} points numbered {@code y * width + x},
 * with {@code x} the column from the left and {@code y} the row from the bottom, both
 * from 0. Neighbour and line tables are computed once, so the rules' hot loops step
 * through flat int arrays instead of testing edges. As a {@link Topology} its neighbours
 * are the orthogonal ones and its directions the eight of {@link Direction}, numbered by
 * their ordinals.
 */
public final class Grid extends CompassBoard {
    /** Returned by {@link #step} when a step leaves the board. */
    public static final int OFF = Topology.OFF;

    public Grid(int width, int height) {
        super("grid", width, height, (x, y) -> x >= 0 && x < width && y >= 0 && y < height ? y * width + x : OFF);
    }

    public static Grid square(int size) {
        return new Grid(size, size);
    }

    /** Number of points. */
    public int size() {
        return width * height;
    }

    public boolean contains(int x, int y) {
        return x >= 0 && x < width && y >= 0 && y < height;
    }

    public int point(int x, int y) {
        if (!contains(x, y)) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") is off a " + width + "x" + height + " grid");
        }
        return y * width + x;
    }

    public int x(int point) {
        return point % width;
    }

    public int y(int point) {
        return point / width;
    }

    /** The point one step from {@code point} in {@code direction}, or {@link #OFF}. */
    public int step(int point, Direction direction) {
        return steps[direction.ordinal() * width * height + point];
    }

    /** The on-board orthogonal neighbours of {@code point}; the caller must not modify the array. */
    public int[] orthogonalNeighbours(int point) {
        return neighbours(point);
    }

    /**
     * How many consecutive points from {@code point} (excluded) in {@code direction} hold
     * {@code value} in {@code cells}, stopping at the first other value or the edge.
     */
    public int run(byte[] cells, int point, Direction direction, byte value) {
        int count = 0;
        int offset = direction.ordinal() * width * height;
        for (int p = steps[offset + point]; p != OFF && cells[p] == value; p = steps[offset + p]) {
            count++;
        }
        return count;
    }

    /**
     * The point reached after {@code n} steps from {@code point} in {@code direction}, or
     * {@link #OFF} once the walk leaves the board.
     */
    public int walk(int point, Direction direction, int n) {
        int p = point;
        for (int i = 0; i < n && p != OFF; i++) {
            p = step(p, direction);
        }
        return p;
    }
}
