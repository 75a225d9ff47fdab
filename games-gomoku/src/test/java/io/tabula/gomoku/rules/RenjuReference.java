package io.tabula.gomoku.rules;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/**
 * The plain reading of renju's forbidden moves that {@link RenjuForbidden} must agree with,
 * point for point: the judgement that was the rules until the table-driven one replaced it,
 * kept as the tests' reference. Black's forbidden moves as the Renju International Federation defines them (RIF rules,
 * articles on overline, double-four and double-three; {@code docs/rules/gomoku.md}):
 * <ol>
 *   <li>a move that makes an exact five is never forbidden, whatever else it makes;</li>
 *   <li>an overline (six or more in an unbroken row) is forbidden;</li>
 *   <li>two or more fours through the stone are forbidden, two on one line included
 *       ({@code X.XXX.X}, {@code XX.XX.XX}); a straight four is one four;</li>
 *   <li>two or more threes through the stone are forbidden, where a three is a line that
 *       one more black stone, on a point where black may legally play and that makes no
 *       five, turns into a straight four. Whether that point is legal is this same question
 *       asked of the position with the stone added, to any depth.</li>
 * </ol>
 * A line counts once: a line holding a four is not also counted as a three. The board
 * array is changed during the search and restored before each method returns.
 */
final class RenjuReference {
    private static final int REACH = 4;

    private final Grid grid;

    RenjuReference(Grid grid) {
        this.grid = grid;
    }

    /** Whether black on empty {@code point} of {@code cells} is forbidden, and why. */
    public Forbidden check(byte[] cells, int point) {
        if (cells[point] != Stone.EMPTY) {
            throw new IllegalArgumentException("point " + point + " is not empty");
        }
        if (cannotBeForbidden(cells, point)) {
            return Forbidden.NONE;
        }
        cells[point] = Stone.BLACK;
        try {
            return judge(cells, point);
        } finally {
            cells[point] = Stone.EMPTY;
        }
    }

    /**
     * A cheap test that settles most points of a real game: every forbidden shape needs
     * black stones near the point on its lines. Two threes need two lines with at least two
     * other black stones each, two fours on two lines at least three each; two fours on one
     * line need four others on it, an overline five, all within five points and before any
     * white stone. So if no line has two such others, or only one line does and it has at
     * most three, the move is not forbidden.
     */
    private boolean cannotBeForbidden(byte[] cells, int point) {
        int busyLines = 0;
        int busiest = 0;
        for (Direction axis : Direction.LINE_AXES) {
            int others = blackWithin(cells, point, axis) + blackWithin(cells, point, axis.opposite());
            if (others >= 2) {
                busyLines++;
                busiest = Math.max(busiest, others);
            }
        }
        return busyLines == 0 || busyLines == 1 && busiest <= 3;
    }

    private int blackWithin(byte[] cells, int point, Direction direction) {
        int count = 0;
        int p = point;
        for (int k = 0; k < REACH + 1; k++) {
            p = grid.step(p, direction);
            if (p == Grid.OFF || cells[p] == Stone.WHITE) {
                break; // no shape through the point reaches past a white stone
            }
            if (cells[p] == Stone.BLACK) {
                count++;
            }
        }
        return count;
    }

    /** As {@link #check} without the shortcut, so tests can show the shortcut changes nothing. */
    Forbidden checkInFull(byte[] cells, int point) {
        cells[point] = Stone.BLACK;
        try {
            return judge(cells, point);
        } finally {
            cells[point] = Stone.EMPTY;
        }
    }

    /** The verdict for the black stone already on {@code point}. */
    private Forbidden judge(byte[] cells, int point) {
        boolean overline = false;
        for (Direction axis : Direction.LINE_AXES) {
            int length = runThrough(cells, point, axis);
            if (length == 5) {
                return Forbidden.NONE;
            }
            overline |= length > 5;
        }
        if (overline) {
            return Forbidden.FORBIDDEN_OVERLINE;
        }
        int fours = 0;
        int threes = 0;
        for (Direction axis : Direction.LINE_AXES) {
            int foursHere = fours(cells, point, axis);
            if (foursHere > 0) {
                fours += foursHere;
            } else if (isThree(cells, point, axis)) {
                threes++;
            }
        }
        if (fours >= 2) {
            return Forbidden.FORBIDDEN_DOUBLE_FOUR;
        }
        if (threes >= 2) {
            return Forbidden.FORBIDDEN_DOUBLE_THREE;
        }
        return Forbidden.NONE;
    }

    /** Length of the unbroken black row through {@code point} along {@code axis}. */
    private int runThrough(byte[] cells, int point, Direction axis) {
        return 1 + grid.run(cells, point, axis, Stone.BLACK) + grid.run(cells, point, axis.opposite(), Stone.BLACK);
    }

    /**
     * The fours through {@code point} on {@code axis}: the empty points of the line that
     * would make an exact five with it, counting a straight four (both ends of one unbroken
     * four) once.
     */
    private int fours(byte[] cells, int point, Direction axis) {
        int first = Grid.OFF;
        int count = 0;
        for (int k = -REACH; k <= REACH; k++) {
            int q = k < 0 ? grid.walk(point, axis.opposite(), -k) : grid.walk(point, axis, k);
            if (k == 0 || q == Grid.OFF || cells[q] != Stone.EMPTY) {
                continue;
            }
            cells[q] = Stone.BLACK;
            boolean five = runThrough(cells, point, axis) == 5;
            cells[q] = Stone.EMPTY;
            if (five) {
                if (count == 0) {
                    first = q;
                }
                count++;
            }
        }
        if (count == 2 && runThrough(cells, point, axis) == 4 && isEndOfRun(cells, point, axis, first)) {
            return 1; // a straight four: one four with two ways to five
        }
        return count;
    }

    /** Whether {@code q} is the point just beyond one end of the black run through {@code point}. */
    private boolean isEndOfRun(byte[] cells, int point, Direction axis, int q) {
        int back = grid.walk(point, axis.opposite(), grid.run(cells, point, axis.opposite(), Stone.BLACK) + 1);
        int ahead = grid.walk(point, axis, grid.run(cells, point, axis, Stone.BLACK) + 1);
        return q == back || q == ahead;
    }

    /**
     * Whether the line through {@code point} on {@code axis} is a three: some empty point of
     * it, where black may legally play, turns it into a straight four through {@code point}.
     */
    private boolean isThree(byte[] cells, int point, Direction axis) {
        for (int k = -REACH; k <= REACH; k++) {
            int q = k < 0 ? grid.walk(point, axis.opposite(), -k) : grid.walk(point, axis, k);
            if (k == 0 || q == Grid.OFF || cells[q] != Stone.EMPTY) {
                continue;
            }
            cells[q] = Stone.BLACK;
            boolean straightFour = isStraightFour(cells, point, axis);
            cells[q] = Stone.EMPTY;
            if (straightFour && !makesFiveAnywhere(cells, q) && !check(cells, q).isForbidden()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether black on empty {@code q} makes an exact five on some line. RIF: a three is a
     * row that one more stone turns into a straight four "without at the same time making a
     * five", so such a completing point does not make a three.
     */
    private boolean makesFiveAnywhere(byte[] cells, int q) {
        cells[q] = Stone.BLACK;
        try {
            for (Direction axis : Direction.LINE_AXES) {
                if (runThrough(cells, q, axis) == 5) {
                    return true;
                }
            }
            return false;
        } finally {
            cells[q] = Stone.EMPTY;
        }
    }

    /** An unbroken four through {@code point} whose both ends make an exact five. */
    private boolean isStraightFour(byte[] cells, int point, Direction axis) {
        if (runThrough(cells, point, axis) != 4) {
            return false;
        }
        int back = grid.walk(point, axis.opposite(), grid.run(cells, point, axis.opposite(), Stone.BLACK) + 1);
        int ahead = grid.walk(point, axis, grid.run(cells, point, axis, Stone.BLACK) + 1);
        return makesExactFive(cells, back, point, axis) && makesExactFive(cells, ahead, point, axis);
    }

    private boolean makesExactFive(byte[] cells, int q, int point, Direction axis) {
        if (q == Grid.OFF || cells[q] != Stone.EMPTY) {
            return false;
        }
        cells[q] = Stone.BLACK;
        boolean five = runThrough(cells, point, axis) == 5;
        cells[q] = Stone.EMPTY;
        return five;
    }
}
