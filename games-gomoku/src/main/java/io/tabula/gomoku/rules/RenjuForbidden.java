package io.tabula.gomoku.rules;

import io.tabula.stones.rows.RowBoard;
import io.tabula.stones.rows.RowLines;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/**
 * Black's forbidden moves as the Renju International Federation defines them (RIF rules,
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
 * A line counts once: a line holding a four is not also counted as a three.
 *
 * <p>How: everything but the legality of a three's completing point depends on one line
 * alone, within five points of the stone (a five is exact when the points just beyond it
 * are no black stones, and those lie within five). So each line's ten points around the
 * stone are read as a number (each point empty, black, or white or off the board: a digit
 * of base 3), and a table made once says for each of the 3^10 numbers whether the line makes
 * a five or an overline, how many fours, and at which points a stone would make a straight
 * four. Only when two lines hold such points is a completing point asked the whole question
 * again. The tests hold this judgement to the plain reading, point for point.
 *
 * <p>Boards are the {@link RowBoard}'s: one byte per point ({@link Stone}), then one more
 * byte (any value but empty, black or white: {@link RowBoard#BORDER}) that stands for "off
 * the board". The array is changed during the search and restored before each method
 * returns.
 */
public final class RenjuForbidden {
    private static final int WINDOW = 10; // five points each side of the stone
    private static final int REACH = 5;

    private final int points;
    private final int[] window; // window[(point * 4 + axis) * 10 + i]: the point at offset i (-5..-1, 1..5), or points

    /** @param grid the square board (renju has no other) */
    public RenjuForbidden(Grid grid) {
        this.points = grid.size();
        this.window = new int[points * 4 * WINDOW];
        for (int p = 0; p < points; p++) {
            for (int a = 0; a < 4; a++) {
                Direction axis = Direction.LINE_AXES[a];
                for (int i = 0; i < WINDOW; i++) {
                    int offset = i < REACH ? i - REACH : i - REACH + 1;
                    int q = offset < 0 ? grid.walk(p, axis.opposite(), -offset) : grid.walk(p, axis, offset);
                    window[(p * 4 + a) * WINDOW + i] = q == Grid.OFF ? points : q;
                }
            }
        }
    }

    /**
     * Whether black on empty {@code point} of {@code board} is forbidden, and why.
     *
     * @param board one byte per point, then the border byte (see the class comment)
     */
    public Forbidden check(byte[] board, int point) {
        if (board[point] != Stone.EMPTY) {
            throw new IllegalArgumentException("point " + point + " is not empty");
        }
        int base = point * 4 * WINDOW;
        char d0 = Lines.TABLE[code(board, base)];
        char d1 = Lines.TABLE[code(board, base + WINDOW)];
        char d2 = Lines.TABLE[code(board, base + 2 * WINDOW)];
        char d3 = Lines.TABLE[code(board, base + 3 * WINDOW)];
        if (((d0 | d1 | d2 | d3) & Lines.FIVE) != 0) {
            return Forbidden.NONE;
        }
        if (((d0 | d1 | d2 | d3) & Lines.OVER) != 0) {
            return Forbidden.FORBIDDEN_OVERLINE;
        }
        if (fours(d0) + fours(d1) + fours(d2) + fours(d3) >= 2) {
            return Forbidden.FORBIDDEN_DOUBLE_FOUR;
        }
        int candidates = threeCandidate(d0) + threeCandidate(d1) + threeCandidate(d2) + threeCandidate(d3);
        if (candidates < 2) {
            return Forbidden.NONE;
        }
        return threes(board, point, new char[] {d0, d1, d2, d3}, candidates) >= 2
                ? Forbidden.FORBIDDEN_DOUBLE_THREE : Forbidden.NONE;
    }

    /**
     * As {@link #check(byte[], int)}, on the kernel's board: each line's ten points are read
     * from the board's bits ({@link RowBoard#window}), two small look-ups a line instead of
     * ten reads of the cells, and a point with too few black stones near it for any foul
     * ({@link #mayBeForbidden}) is settled before the table of lines is asked. The search
     * of a three's completing point then reads the cells as {@link #check(byte[], int)} does.
     */
    public Forbidden check(RowBoard board, int point) {
        if (board.stone(point) != Stone.EMPTY) {
            throw new IllegalArgumentException("point " + point + " is not empty");
        }
        long w0 = board.window(point, 0, 0, REACH);
        long w1 = board.window(point, 1, 0, REACH);
        long w2 = board.window(point, 2, 0, REACH);
        long w3 = board.window(point, 3, 0, REACH);
        if (!mayBeForbidden(w0, w1, w2, w3)) {
            return Forbidden.NONE;
        }
        char d0 = Lines.TABLE[code(w0)];
        char d1 = Lines.TABLE[code(w1)];
        char d2 = Lines.TABLE[code(w2)];
        char d3 = Lines.TABLE[code(w3)];
        if (((d0 | d1 | d2 | d3) & Lines.FIVE) != 0) {
            return Forbidden.NONE;
        }
        if (((d0 | d1 | d2 | d3) & Lines.OVER) != 0) {
            return Forbidden.FORBIDDEN_OVERLINE;
        }
        if (fours(d0) + fours(d1) + fours(d2) + fours(d3) >= 2) {
            return Forbidden.FORBIDDEN_DOUBLE_FOUR;
        }
        int candidates = threeCandidate(d0) + threeCandidate(d1) + threeCandidate(d2) + threeCandidate(d3);
        if (candidates < 2) {
            return Forbidden.NONE;
        }
        return threes(board.cells(), point, new char[] {d0, d1, d2, d3}, candidates, board.rules().lines()) >= 2
                ? Forbidden.FORBIDDEN_DOUBLE_THREE : Forbidden.NONE;
    }

    /** The ten points of a window (bits 0-4 and 6-10 of each half; bit 5 is the stone's point), as a line's number. */
    private static int code(long window) {
        int black = (int) window;
        int blocked = (int) (window >>> 32);
        return Lines.DIGITS[black & 31 | black >>> 1 & 992] + 2 * Lines.DIGITS[blocked & 31 | blocked >>> 1 & 992];
    }

    /** A window's black stones within three points of its centre (bits 2-4 and 6-8), and within four (1-4, 6-9). */
    private static final long NEAR_3 = 0x1DCL;
    private static final long NEAR_4 = 0x3DEL;

    /**
     * Whether the black stones near a point leave a foul possible there, by the least each
     * foul needs of the lines through the point (windows of reach five): a three is four
     * points with the stone and two more black ones, so two lines with two black stones
     * within three points; a four is five points with the stone and three more, so for two
     * fours on two lines, two lines with three within four points; two fours on one line
     * ({@code X.XXX.X}, {@code XX.XX.XX}) and an overline (six in a row) both have four black
     * stones within four points on that line. A point that has none of these is no foul.
     */
    private static boolean mayBeForbidden(long w0, long w1, long w2, long w3) {
        int threes = (Long.bitCount(w0 & NEAR_3) >= 2 ? 1 : 0) + (Long.bitCount(w1 & NEAR_3) >= 2 ? 1 : 0)
                + (Long.bitCount(w2 & NEAR_3) >= 2 ? 1 : 0) + (Long.bitCount(w3 & NEAR_3) >= 2 ? 1 : 0);
        if (threes >= 2) {
            return true;
        }
        int n0 = Long.bitCount(w0 & NEAR_4);
        int n1 = Long.bitCount(w1 & NEAR_4);
        int n2 = Long.bitCount(w2 & NEAR_4);
        int n3 = Long.bitCount(w3 & NEAR_4);
        int fours = (n0 >= 3 ? 1 : 0) + (n1 >= 3 ? 1 : 0) + (n2 >= 3 ? 1 : 0) + (n3 >= 3 ? 1 : 0);
        return fours >= 2 || Math.max(Math.max(n0, n1), Math.max(n2, n3)) >= 4;
    }

    /**
     * The lines of {@code lines} that are threes once black stands on {@code point}: a point
     * that makes a straight four there, makes no five and is not itself forbidden. Stops as
     * soon as two are found or two can no longer be. The completing points are found by this
     * judgement's own windows, or, when {@code rowLines} is given, along its axes (those of
     * the windows the line numbers were read from).
     */
    private int threes(byte[] board, int point, char[] lines, int candidates) {
        return threes(board, point, lines, candidates, null);
    }

    private int threes(byte[] board, int point, char[] lines, int candidates, RowLines rowLines) {
        board[point] = Stone.BLACK;
        try {
            int threes = 0;
            int left = candidates;
            for (int a = 0; a < 4 && threes < 2 && threes + left >= 2; a++) {
                if (threeCandidate(lines[a]) == 0) {
                    continue;
                }
                left--;
                int completing = lines[a] >>> Lines.MASK_SHIFT;
                for (int bit = 0; bit < 8; bit++) {
                    if ((completing >>> bit & 1) != 0) {
                        // bits 0-3 are offsets -4..-1, bits 4-7 offsets 1..4: window points 1-4 and 5-8
                        int q = rowLines == null ? window[(point * 4 + a) * WINDOW + bit + 1]
                                : rowLines.walk(point, a, bit < 4 ? bit - 4 : bit - 3);
                        if (!makesFive(board, q) && !check(board, q).isForbidden()) {
                            threes++;
                            break;
                        }
                    }
                }
            }
            return threes;
        } finally {
            board[point] = Stone.EMPTY;
        }
    }

    /**
     * Whether black on empty {@code q} makes an exact five on some line. RIF: a three is a
     * row that one more stone turns into a straight four "without at the same time making a
     * five", so such a completing point does not make a three.
     */
    private boolean makesFive(byte[] board, int q) {
        int base = q * 4 * WINDOW;
        return ((Lines.TABLE[code(board, base)] | Lines.TABLE[code(board, base + WINDOW)]
                | Lines.TABLE[code(board, base + 2 * WINDOW)] | Lines.TABLE[code(board, base + 3 * WINDOW)])
                & Lines.FIVE) != 0;
    }

    /** The number of the ten points of window {@code at}: digit i is 0 empty, 1 black, 2 white or off the board. */
    private int code(byte[] board, int at) {
        int[] w = window;
        int[] t = Lines.TERMS;
        return t[board[w[at]] & 3] + t[4 | board[w[at + 1]] & 3] + t[8 | board[w[at + 2]] & 3]
                + t[12 | board[w[at + 3]] & 3] + t[16 | board[w[at + 4]] & 3] + t[20 | board[w[at + 5]] & 3]
                + t[24 | board[w[at + 6]] & 3] + t[28 | board[w[at + 7]] & 3] + t[32 | board[w[at + 8]] & 3]
                + t[36 | board[w[at + 9]] & 3];
    }

    private static int fours(char line) {
        return line >>> Lines.FOURS_SHIFT & 3;
    }

    /** 1 when the line holds no four and a stone on some point makes it a straight four; else 0. */
    private static int threeCandidate(char line) {
        return fours(line) == 0 && line >>> Lines.MASK_SHIFT != 0 ? 1 : 0;
    }

    /**
     * The table of lines: for each number of a line's ten points around a black stone, what
     * the line makes. Made once, when renju is first judged, by reading each line as plainly
     * as the rules say it.
     */
    private static final class Lines {
        static final int FIVE = 1;
        static final int OVER = 2;
        static final int FOURS_SHIFT = 2;
        static final int MASK_SHIFT = 4;
        /** TERMS[i * 4 + (cell & 3)]: digit i's share of a number; white and the border byte both count as 2. */
        static final int[] TERMS = new int[WINDOW * 4];
        static final char[] TABLE;
        /** DIGITS[bits]: the number whose base-3 digit i is bit i of {@code bits} (ten bits). */
        static final int[] DIGITS = new int[1 << WINDOW];

        static {
            int power = 1;
            for (int i = 0; i < WINDOW; i++) {
                TERMS[i * 4] = 0;
                TERMS[i * 4 + 1] = power;
                TERMS[i * 4 + 2] = 2 * power;
                TERMS[i * 4 + 3] = 2 * power;
                power *= 3;
            }
            for (int bits = 0; bits < DIGITS.length; bits++) {
                int number = 0;
                for (int i = WINDOW - 1; i >= 0; i--) {
                    number = 3 * number + (bits >>> i & 1);
                }
                DIGITS[bits] = number;
            }
            TABLE = new char[power];
            byte[] line = new byte[2 * REACH + 3]; // a blocked point, the ten and the stone, a blocked point
            for (int code = 0; code < power; code++) {
                int c = code;
                line[0] = Stone.WHITE;
                line[line.length - 1] = Stone.WHITE;
                for (int i = 0; i < WINDOW; i++) {
                    int digit = c % 3;
                    c /= 3;
                    line[i < REACH ? i + 1 : i + 2] = digit == 0 ? Stone.EMPTY : digit == 1 ? Stone.BLACK : Stone.WHITE;
                }
                line[REACH + 1] = Stone.BLACK;
                TABLE[code] = describe(line, REACH + 1);
            }
        }

        /** What the line makes through the black stone at {@code at}. */
        private static char describe(byte[] line, int at) {
            int length = run(line, at);
            int out = length == 5 ? FIVE : length > 5 ? OVER : 0;
            int fours = 0;
            int first = -1;
            int completing = 0;
            for (int k = -4; k <= 4; k++) {
                int q = at + k;
                if (k == 0 || line[q] != Stone.EMPTY) {
                    continue;
                }
                line[q] = Stone.BLACK;
                if (run(line, at) == 5) {
                    first = fours == 0 ? q : first;
                    fours++;
                }
                if (straightFour(line, at)) {
                    completing |= 1 << (k < 0 ? k + 4 : k + 3);
                }
                line[q] = Stone.EMPTY;
            }
            if (fours == 2 && length == 4 && (first == at - back(line, at) - 1 || first == at + ahead(line, at) + 1)) {
                fours = 1; // a straight four: one four with two ways to five
            }
            return (char) (out | Math.min(fours, 3) << FOURS_SHIFT | completing << MASK_SHIFT);
        }

        /** An unbroken four through {@code at} whose both ends make an exact five. */
        private static boolean straightFour(byte[] line, int at) {
            if (run(line, at) != 4) {
                return false;
            }
            return exactFiveAt(line, at, at - back(line, at) - 1) && exactFiveAt(line, at, at + ahead(line, at) + 1);
        }

        private static boolean exactFiveAt(byte[] line, int at, int q) {
            if (line[q] != Stone.EMPTY) {
                return false;
            }
            line[q] = Stone.BLACK;
            boolean five = run(line, at) == 5;
            line[q] = Stone.EMPTY;
            return five;
        }

        private static int run(byte[] line, int at) {
            return 1 + ahead(line, at) + back(line, at);
        }

        private static int ahead(byte[] line, int at) {
            int n = 0;
            while (line[at + n + 1] == Stone.BLACK) {
                n++;
            }
            return n;
        }

        private static int back(byte[] line, int at) {
            int n = 0;
            while (line[at - n - 1] == Stone.BLACK) {
                n++;
            }
            return n;
        }
    }
}
