package io.tabula.go.rules;

import io.tabula.topology.Grid;

/**
 * The standard handicap points of GTP's {@code fixed_handicap}, as the GTP specification places them
 * (GNU Go 3.8 agrees on every size but 12x12, where it uses the fourth line):
 * star points on the fourth line (third below 13x13); corners first, then the centre for
 * odd counts, then the sides. Boards under 7x7 have none; even boards and 7x7 at most 4.
 */
public final class FixedHandicap {
    private FixedHandicap() {
    }

    /** The largest fixed handicap on a {@code size x size} board. */
    public static int maximum(int size) {
        if (size < 7) {
            return 0;
        }
        return size % 2 == 0 || size == 7 ? 4 : 9;
    }

    /**
     * The points of {@code count} fixed handicap stones on {@code grid}, in GNU Go's order.
     *
     * @throws IllegalArgumentException if the count does not fit the board
     */
    public static int[] points(Grid grid, int count) {
        int size = grid.width();
        if (count < 2 || count > maximum(size)) {
            throw new IllegalArgumentException("no fixed handicap of " + count + " on " + size + "x" + size);
        }
        int low = size >= 13 ? 3 : 2;
        int high = size - 1 - low;
        int mid = size / 2;
        int upperLeft = grid.point(low, high);
        int upperRight = grid.point(high, high);
        int lowerLeft = grid.point(low, low);
        int lowerRight = grid.point(high, low);
        int centre = grid.point(mid, mid);
        int leftSide = grid.point(low, mid);
        int rightSide = grid.point(high, mid);
        int topSide = grid.point(mid, high);
        int bottomSide = grid.point(mid, low);
        return switch (count) {
            case 2 -> new int[] {upperRight, lowerLeft};
            case 3 -> new int[] {upperLeft, upperRight, lowerLeft};
            case 4 -> new int[] {upperLeft, upperRight, lowerLeft, lowerRight};
            case 5 -> new int[] {upperLeft, upperRight, centre, lowerLeft, lowerRight};
            case 6 -> new int[] {upperLeft, upperRight, leftSide, rightSide, lowerLeft, lowerRight};
            case 7 -> new int[] {upperLeft, upperRight, leftSide, centre, rightSide, lowerLeft, lowerRight};
            case 8 -> new int[] {upperLeft, topSide, upperRight, leftSide, rightSide, lowerLeft, bottomSide, lowerRight};
            default -> new int[] {upperLeft, topSide, upperRight, leftSide, centre, rightSide, lowerLeft, bottomSide,
                lowerRight};
        };
    }
}
