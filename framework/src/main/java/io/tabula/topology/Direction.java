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

    /** The direction pointing the other way; a table lookup, since hot loops call it per move. */
    public Direction opposite() {
        return OPPOSITES[ordinal()];
    }

    private static final Direction[] OPPOSITES = new Direction[8];

    static {
        Direction[] all = values();
        for (Direction d : all) {
            OPPOSITES[d.ordinal()] = all[(d.ordinal() + 4) % 8];
        }
    }
}
