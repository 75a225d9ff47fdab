package io.tabula.topology;

import java.util.Arrays;

/**
 * A rectangular board of {@code width * height} points numbered {@code y * width + x},
 * with {@code x} the column from the left and {@code y} the row from the bottom, both
 * from 0. Neighbour and line tables are computed once, so the rules' hot loops step
 * through flat int arrays instead of testing edges. As a {@link Topology} its neighbours
 * are the orthogonal ones and its directions the eight of {@link Direction}, numbered by
 * their ordinals.
 */
public final class Grid implements Topology {
    /** Returned by {@link #step} when a step leaves the board. */
    public static final int OFF = Topology.OFF;

    private final int width;
    private final int height;
    private final int[] steps;        // steps[direction * size + point]
    private final int[][] orthogonal; // orthogonal[point] = on-board orthogonal neighbours
    private final int maxDegree;

    public Grid(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("grid must be at least 1x1: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        int size = width * height;
        Direction[] directions = Direction.values();
        this.steps = new int[directions.length * size];
        for (Direction d : directions) {
            for (int p = 0; p < size; p++) {
                int x = p % width + d.dx();
                int y = p / width + d.dy();
                steps[d.ordinal() * size + p] = contains(x, y) ? y * width + x : OFF;
            }
        }
        this.orthogonal = new int[size][];
        for (int p = 0; p < size; p++) {
            final int point = p;
            orthogonal[p] = Arrays.stream(Direction.ORTHOGONAL).mapToInt(d -> step(point, d))
                    .filter(q -> q != OFF).toArray();
        }
        this.maxDegree = Arrays.stream(orthogonal).mapToInt(a -> a.length).max().orElse(0);
    }

    public static Grid square(int size) {
        return new Grid(size, size);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
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
        return orthogonal[point];
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

    // ---- as a Topology ---------------------------------------------------------------

    @Override
    public int points() {
        return size();
    }

    /** The orthogonal neighbours, as {@link #orthogonalNeighbours}. */
    @Override
    public int[] neighbours(int point) {
        return orthogonal[point];
    }

    @Override
    public int maxDegree() {
        return maxDegree;
    }

    /** Eight: the ordinals of {@link Direction}. */
    @Override
    public int directions() {
        return Direction.values().length;
    }

    @Override
    public int opposite(int direction) {
        return (direction + 4) % 8;
    }

    @Override
    public int step(int point, int direction) {
        return steps[direction * width * height + point];
    }

    @Override
    public String name(int point) {
        return Coordinates.name(x(point), y(point));
    }

    @Override
    public int point(String name) {
        return Coordinates.point(name, width, height);
    }

    @Override
    public double drawX(int point) {
        return x(point);
    }

    @Override
    public double drawY(int point) {
        return y(point);
    }
}
