package io.tabula.topology;

/** The eight compass directions on a {@link Grid}; north is towards higher row numbers. */
public enum Direction {
    EAST(1, 0), NORTH_EAST(1, 1), NORTH(0, 1), NORTH_WEST(-1, 1),
    WEST(-1, 0), SOUTH_WEST(-1, -1), SOUTH(0, -1), SOUTH_EAST(1, -1);

    /** The four directions that, with their opposites, make the four lines through a point. */
    public static final Direction[] LINE_AXES = {EAST, NORTH_EAST, NORTH, NORTH_WEST};

    /** The four orthogonal directions (Go's liberties, Junqi's roads). */
    public static final Direction[] ORTHOGONAL = {EAST, NORTH, WEST, SOUTH};

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Direction opposite() {
        return values()[(ordinal() + 4) % 8];
    }
}
