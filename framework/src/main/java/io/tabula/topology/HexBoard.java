package io.tabula.topology;

/**
 * A board of hexagonal cells in the shape of a rhombus {@code side} cells on a side, as
 * the game of Hex uses: point {@code y * side + x} for column {@code x} and row {@code y},
 * each row drawn half a cell further right than the one below it. A cell touches up to six
 * others: east and west in its row, and two in each neighbouring row ({@code (x, y + 1)}
 * and {@code (x - 1, y + 1)} above, {@code (x, y - 1)} and {@code (x + 1, y - 1)} below).
 * Inner cells have six neighbours, edge cells four, the two acute corners two and the two
 * obtuse corners three.
 *
 * <p>Why a rhombus rather than a hexagon: its points are the same {@code side x side}
 * array as a square board's, so a game keeps its point numbers, notation ({@code c3}) and
 * diagrams and only the neighbours change. Directions are six, numbered anticlockwise
 * from east: east, north-east, north-west, west, south-west, south-east; three lines run
 * through every point, and {@code opposite(d) == (d + 3) % 6}.
 */
public final class HexBoard implements Topology {
    /** Steps (dx, dy) of the six directions, anticlockwise from east. */
    private static final int[][] STEPS = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};
    private static final double ROW_HEIGHT = Math.sqrt(3) / 2;

    private final int side;
    private final int[] steps; // steps[direction * points + point]
    private final int[][] neighbours;

    public HexBoard(int side) {
        if (side < 1) {
            throw new IllegalArgumentException("hex board must be at least 1 cell on a side: " + side);
        }
        this.side = side;
        int size = side * side;
        this.steps = new int[STEPS.length * size];
        for (int d = 0; d < STEPS.length; d++) {
            for (int p = 0; p < size; p++) {
                int x = p % side + STEPS[d][0];
                int y = p / side + STEPS[d][1];
                steps[d * size + p] = x >= 0 && x < side && y >= 0 && y < side ? y * side + x : OFF;
            }
        }
        this.neighbours = new int[size][];
        for (int p = 0; p < size; p++) {
            int n = 0;
            int[] around = new int[STEPS.length];
            for (int d = 0; d < STEPS.length; d++) {
                if (step(p, d) != OFF) {
                    around[n++] = step(p, d);
                }
            }
            neighbours[p] = java.util.Arrays.copyOf(around, n);
        }
    }

    /** The number of cells on a side. */
    public int side() {
        return side;
    }

    @Override
    public int points() {
        return side * side;
    }

    @Override
    public int[] neighbours(int point) {
        return neighbours[point];
    }

    @Override
    public int maxDegree() {
        return side == 1 ? 0 : side == 2 ? 3 : 6;
    }

    @Override
    public int directions() {
        return STEPS.length;
    }

    @Override
    public int opposite(int direction) {
        return (direction + 3) % 6;
    }

    @Override
    public int step(int point, int direction) {
        return steps[direction * side * side + point];
    }

    @Override
    public String name(int point) {
        return Coordinates.name(point % side, point / side);
    }

    @Override
    public int point(String name) {
        return Coordinates.point(name, side, side);
    }

    /** Each row half a cell right of the one below. */
    @Override
    public double drawX(int point) {
        return point % side + (point / side) * 0.5;
    }

    /** Rows {@code sqrt(3) / 2} apart, so that neighbours are one unit apart. */
    @Override
    public double drawY(int point) {
        return (point / side) * ROW_HEIGHT;
    }
}
