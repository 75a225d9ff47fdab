package io.tabula.gomoku.analysis;

import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.Stone;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Threat patterns of one colour on a board array, judged by the rules of a definition
 * ({@link GomokuRules#makesFive} for what wins, {@link GomokuRules#forbidden} for black's
 * forbidden points, so renju's exact-five and recursive three rules apply):
 * <ul>
 *   <li>a <em>five point</em>: an empty point where the colour makes a winning row now, so
 *       the colour has a <em>four</em> there;</li>
 *   <li>a <em>straight four</em>: an unbroken row of four whose both ends are five points;</li>
 *   <li>a <em>three point</em>: an empty point where one more stone makes a straight four
 *       without making five; a <em>real</em> three when the colour may legally play there
 *       (black under renju: the point is not forbidden), a <em>fake</em> one otherwise;</li>
 *   <li>a <em>four move</em>: an empty point where the colour, legally, makes a new four;</li>
 *   <li>a <em>three move</em>: an empty point where the colour, legally, makes a new real
 *       three and no four.</li>
 * </ul>
 * Board arrays hold {@link Stone#EMPTY}, {@link Stone#BLACK}, {@link Stone#WHITE}; any other
 * value is a point neither colour may use (a Gomocup continuous-game stone). Methods that
 * place stones for a test restore the array before they return.
 */
public final class Threats {
    static final int REACH = 4;

    private final GomokuRules rules;
    private final Grid grid;

    /** Table span: a point's neighbours up to {@code REACH + 1} steps each way on a line (overline and caro ends). */
    private static final int SPAN = REACH + 1;
    private static final int WIDTH = 2 * SPAN + 1;

    /**
     * {@code lines[((p * AXES) + axis) * WIDTH + SPAN + k]}: the point {@code k} steps from p
     * along line axis {@code axis}, or {@link Grid#OFF}. Searches ask this millions of times;
     * a table is far cheaper than walking the grid step by step.
     */
    private final int[] lines;
    private final int[] axisIndex = new int[Direction.values().length];

    public Threats(GomokuRules rules) {
        this.rules = rules;
        this.grid = rules.grid();
        int axes = Direction.LINE_AXES.length;
        for (int a = 0; a < axes; a++) {
            axisIndex[Direction.LINE_AXES[a].ordinal()] = a;
        }
        this.lines = new int[grid.size() * axes * WIDTH];
        for (int p = 0; p < grid.size(); p++) {
            for (int a = 0; a < axes; a++) {
                Direction axis = Direction.LINE_AXES[a];
                for (int k = -SPAN; k <= SPAN; k++) {
                    lines[(p * axes + a) * WIDTH + SPAN + k] =
                            k < 0 ? grid.walk(p, axis.opposite(), -k) : grid.walk(p, axis, k);
                }
            }
        }
    }

    public GomokuRules rules() {
        return rules;
    }

    /** The other colour. */
    public static byte opponent(byte colour) {
        return colour == Stone.BLACK ? Stone.WHITE : Stone.BLACK;
    }

    /** Whether {@code colour} may play empty {@code point}: black not on a forbidden point, unless it makes five. */
    public boolean allowed(byte[] cells, int point, byte colour) {
        if (colour != Stone.BLACK || !rules.hasForbiddenMoves()) {
            return true;
        }
        return !rules.forbidden(cells, point).isForbidden();
    }

    /** Whether {@code colour} on empty {@code point} makes a winning row. */
    public boolean makesFive(byte[] cells, int point, byte colour) {
        cells[point] = colour;
        try {
            return rules.makesFive(cells, point, colour);
        } finally {
            cells[point] = Stone.EMPTY;
        }
    }

    /**
     * Every empty point where {@code colour} makes a winning row now, in point order. A row
     * through a point holds one of its neighbours, so only points next to a stone are tried.
     */
    public SortedSet<Integer> fivePoints(byte[] cells, byte colour) {
        SortedSet<Integer> out = new TreeSet<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && nearOwn(cells, p, colour, 1) && makesFive(cells, p, colour)) {
                out.add(p);
            }
        }
        return out;
    }

    /** The empty points on the four lines through {@code point}, within four steps, where {@code colour} makes five. */
    public SortedSet<Integer> fivePointsThrough(byte[] cells, int point, byte colour) {
        SortedSet<Integer> out = new TreeSet<>();
        for (Direction axis : Direction.LINE_AXES) {
            for (int k = -REACH; k <= REACH; k++) {
                int q = at(point, axis, k);
                if (q != Grid.OFF && cells[q] == Stone.EMPTY && makesFive(cells, q, colour)) {
                    out.add(q);
                }
            }
        }
        return out;
    }

    /**
     * The empty points where {@code colour} may legally play and makes a new four (a five
     * point on a line through the stone) without making five, in point order.
     */
    public List<Integer> fourMoves(byte[] cells, byte colour) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && lineCount(cells, p, colour) >= 4 && !makesFive(cells, p, colour)
                    && makesFour(cells, p, colour) && allowed(cells, p, colour)) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The empty points where {@code colour} may legally play and makes a new three (afterwards
     * a real three point on a line through the stone) without making a four or a five, in
     * point order. These are the three moves of a VCT; four moves are {@link #fourMoves}.
     */
    public List<Integer> threeMoves(byte[] cells, byte colour) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && lineCount(cells, p, colour) >= 3 && !makesFive(cells, p, colour)
                    && !makesFour(cells, p, colour) && makesThree(cells, p, colour) && allowed(cells, p, colour)) {
                out.add(p);
            }
        }
        return out;
    }

    /** Whether {@code colour} on empty {@code point} has a real three point on a line through it afterwards. */
    private boolean makesThree(byte[] cells, int point, byte colour) {
        cells[point] = colour;
        try {
            for (Direction axis : Direction.LINE_AXES) {
                for (int k = -REACH; k <= REACH; k++) {
                    int q = at(point, axis, k);
                    if (q != Grid.OFF && cells[q] == Stone.EMPTY && lineCount(cells, q, colour) >= 4
                            && makesStraightFour(cells, q, colour) && allowed(cells, q, colour)) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            cells[point] = Stone.EMPTY;
        }
    }

    /** Whether {@code colour} on empty {@code point} has a five point on a line through it afterwards. */
    public boolean makesFour(byte[] cells, int point, byte colour) {
        cells[point] = colour;
        try {
            return !fivePointsThrough(cells, point, colour).isEmpty();
        } finally {
            cells[point] = Stone.EMPTY;
        }
    }

    /** The straight fours of {@code colour}: each as its two five points, lower point first. */
    public List<int[]> straightFours(byte[] cells, byte colour) {
        List<int[]> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != colour) {
                continue;
            }
            for (Direction axis : Direction.LINE_AXES) {
                // Count each row once, from its first stone (the one with no own stone behind it).
                int behind = grid.step(p, axis.opposite());
                if (behind != Grid.OFF && cells[behind] == colour) {
                    continue;
                }
                int[] ends = straightFourEnds(cells, p, axis, colour);
                if (ends != null) {
                    out.add(ends);
                }
            }
        }
        return out;
    }

    /** The two ends of a straight four of {@code colour} through {@code stone} on {@code axis}, or null. */
    private int[] straightFourEnds(byte[] cells, int stone, Direction axis, byte colour) {
        int back = grid.run(cells, stone, axis.opposite(), colour);
        int ahead = grid.run(cells, stone, axis, colour);
        if (1 + back + ahead != 4) {
            return null;
        }
        int a = grid.walk(stone, axis.opposite(), back + 1);
        int b = grid.walk(stone, axis, ahead + 1);
        if (a == Grid.OFF || b == Grid.OFF || cells[a] != Stone.EMPTY || cells[b] != Stone.EMPTY) {
            return null;
        }
        if (!fiveOnAxis(cells, a, axis, colour) || !fiveOnAxis(cells, b, axis, colour)) {
            return null;
        }
        return new int[] {Math.min(a, b), Math.max(a, b)};
    }

    /** Whether {@code colour} on empty {@code q} wins, with a row of five or more along {@code axis}. */
    private boolean fiveOnAxis(byte[] cells, int q, Direction axis, byte colour) {
        cells[q] = colour;
        try {
            int length = 1 + grid.run(cells, q, axis, colour) + grid.run(cells, q, axis.opposite(), colour);
            return length >= 5 && rules.makesFive(cells, q, colour);
        } finally {
            cells[q] = Stone.EMPTY;
        }
    }

    /** Whether {@code colour} on empty {@code q} makes a straight four through {@code q}, and makes no five. */
    public boolean makesStraightFour(byte[] cells, int q, byte colour) {
        if (makesFive(cells, q, colour)) {
            return false;
        }
        cells[q] = colour;
        try {
            for (Direction axis : Direction.LINE_AXES) {
                if (straightFourEnds(cells, q, axis, colour) != null) {
                    return true;
                }
            }
            return false;
        } finally {
            cells[q] = Stone.EMPTY;
        }
    }

    /**
     * The three points of {@code colour}: empty points where one more stone makes a straight
     * four and no five. {@code real} are those the colour may play; {@code fake} those that
     * are forbidden for black (so the three behind them is no real three).
     */
    public ThreePoints threePoints(byte[] cells, byte colour) {
        SortedSet<Integer> real = new TreeSet<>();
        SortedSet<Integer> fake = new TreeSet<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && lineCount(cells, p, colour) >= 4 && makesStraightFour(cells, p, colour)) {
                (allowed(cells, p, colour) ? real : fake).add(p);
            }
        }
        return new ThreePoints(real, fake);
    }

    /** Real and fake three points of one colour. */
    public record ThreePoints(SortedSet<Integer> real, SortedSet<Integer> fake) {
    }

    /** The whole report of one colour. */
    public Report report(byte[] cells, byte colour) {
        byte[] scratch = cells.clone();
        ThreePoints threes = threePoints(scratch, colour);
        return new Report(colour, fivePoints(scratch, colour), straightFours(scratch, colour), threes.real(),
                threes.fake(), fourMoves(scratch, colour));
    }

    /**
     * Threats of one colour: its five points (fours), straight fours (pairs of five points),
     * real and fake three points, and the points where it can make a new four.
     */
    public record Report(byte colour, SortedSet<Integer> fivePoints, List<int[]> straightFours,
                         SortedSet<Integer> threePoints, SortedSet<Integer> fakeThreePoints, List<Integer> fourMoves) {
    }

    /**
     * The largest number of {@code colour} stones in a five-point window along one line
     * through empty {@code p}, counting {@code p} as one (windows holding another value are skipped).
     */
    int lineCount(byte[] cells, int p, byte colour) {
        int best = 0;
        for (Direction axis : Direction.LINE_AXES) {
            for (int start = -REACH; start <= 0; start++) {
                int count = 0;
                boolean ok = true;
                for (int k = start; k < start + 5 && ok; k++) {
                    int q = at(p, axis, k);
                    if (q == Grid.OFF) {
                        ok = false;
                    } else if (k == 0 || cells[q] == colour) {
                        count++;
                    } else if (cells[q] != Stone.EMPTY) {
                        ok = false;
                    }
                }
                if (ok) {
                    best = Math.max(best, count);
                }
            }
        }
        return best;
    }

    /** Whether some stone of {@code colour} lies within {@code reach} steps of {@code p} on one of its lines. */
    private boolean nearOwn(byte[] cells, int p, byte colour, int reach) {
        for (Direction axis : Direction.LINE_AXES) {
            for (int k = -reach; k <= reach; k++) {
                int q = at(p, axis, k);
                if (k != 0 && q != Grid.OFF && cells[q] == colour) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The point {@code k} steps from {@code p} along {@code axis} (backwards for negative k), or {@link Grid#OFF}. */
    int at(int p, Direction axis, int k) {
        if (k < -SPAN || k > SPAN) {
            return k < 0 ? grid.walk(p, axis.opposite(), -k) : grid.walk(p, axis, k);
        }
        return lines[(p * Direction.LINE_AXES.length + axisIndex[axis.ordinal()]) * WIDTH + SPAN + k];
    }
}
