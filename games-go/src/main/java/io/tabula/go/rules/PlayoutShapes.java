package io.tabula.go.rules;

/**
 * The 3x3 shapes that the dead-stone playouts answer next to the last stone
 * ({@link GoBoard#playPolicyMove}): the hane, cut and edge shapes with which Monte Carlo
 * Go programs since MoGo make their playouts fight locally as players do, instead of
 * leaving a contact fight to chance.
 *
 * <p>A neighbourhood is the eight points around an empty point, two bits each
 * ({@link Stones#EMPTY}, {@link Stones#BLACK}, {@link Stones#WHITE} or
 * {@link #OFF}, the border), clockwise from the point above it ({@link #RING}); a table
 * of all 65,536 neighbourhoods says which match a shape, in any rotation or reflection and
 * with either colour as {@code X}.
 */
final class PlayoutShapes {
    /** The two bits of a point off the board ({@link io.tabula.stones.chains.ChainBoard#neighbourhood}). */
    static final int OFF = 3;

    /**
     * The shapes, three rows each with the empty point to play in the middle. {@code X}
     * and {@code O} are stones of the two colours, {@code x} anything but an {@code X}
     * stone (empty, {@code O}, off the board), {@code o} anything but an {@code O} stone,
     * {@code .} empty, {@code ?} anything, and a blank is off the board.
     */
    private static final String[][] SHAPES = {
        {"XOX", "...", "???"}, // hane that encloses a stone
        {"XO.", "...", "?.?"}, // hane that leaves no cut
        {"XO?", "X..", "x.?"}, // hane around the corner of a stone
        {".O.", "X..", "..."}, // contact beside a stone, or a diagonal attachment
        {"XO?", "O.o", "?o?"}, // a cut nobody protects
        {"XO?", "O.X", "???"}, // a cut after a peep
        {"?X?", "O.O", "ooo"}, // pushing through between two stones
        {"OX?", "o.O", "???"}, // cutting a knight's move
        {"X.?", "O.?", "   "}, // on the edge: chasing along it
        {"OX?", "X.O", "   "}, // on the edge: blocking a cut
        {"?X?", "x.O", "   "}, // on the edge: blocking a connection under a stone
        {"?XO", "x.x", "   "}, // on the edge: the descent
        {"?OX", "X.O", "   "}, // on the edge: cutting
    };

    /** Row and column of each neighbour in a shape, in {@link #RING} order (above, then clockwise). */
    private static final int[][] CELLS = {{0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}, {0, 0}};

    private static final boolean[] MATCHES = table();

    private PlayoutShapes() {
    }

    /**
     * The padded-board offsets of the eight neighbours of a point, above first and then
     * clockwise, on a board of padded width {@code width}.
     */
    static int[] ring(int width) {
        return new int[] {-width, -width + 1, 1, width + 1, width, width - 1, -1, -width - 1};
    }

    /** Whether the neighbourhood {@code code} (two bits per {@link #ring} neighbour, the first lowest) is a shape's. */
    static boolean matches(int code) {
        return MATCHES[code];
    }

    private static boolean[] table() {
        boolean[] table = new boolean[1 << 16];
        for (String[] shape : SHAPES) {
            char[] ring = new char[8];
            for (int i = 0; i < 8; i++) {
                ring[i] = shape[CELLS[i][0]].charAt(CELLS[i][1]);
            }
            for (int turn = 0; turn < 8; turn += 2) { // the four rotations ...
                for (boolean mirrored : new boolean[] {false, true}) { // ... each also reflected
                    for (byte x : new byte[] {Stones.BLACK, Stones.WHITE}) { // either colour as X
                        char[] variant = new char[8];
                        for (int i = 0; i < 8; i++) {
                            int from = mirrored ? (8 - i) % 8 : i;
                            variant[i] = ring[(from + turn) % 8];
                        }
                        mark(table, variant, x, 0, 0);
                    }
                }
            }
        }
        return table;
    }

    /** Marks every neighbourhood whose neighbours from {@code i} on fit {@code shape}, with {@code code} below. */
    private static void mark(boolean[] table, char[] shape, byte x, int i, int code) {
        if (i == 8) {
            table[code] = true;
            return;
        }
        byte o = (byte) (3 - x);
        for (int value = 0; value < 4; value++) {
            if (fits(shape[i], value, x, o)) {
                mark(table, shape, x, i + 1, code | value << (2 * i));
            }
        }
    }

    private static boolean fits(char wanted, int value, byte x, byte o) {
        return switch (wanted) {
            case 'X' -> value == x;
            case 'O' -> value == o;
            case 'x' -> value != x;
            case 'o' -> value != o;
            case '.' -> value == Stones.EMPTY;
            case ' ' -> value == OFF;
            case '?' -> true;
            default -> throw new IllegalStateException("no such shape cell: " + wanted);
        };
    }
}
