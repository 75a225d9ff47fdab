package io.tabula.gomoku.geometry;



/**
 * A map of the plane that a symmetry check may use: a board symmetry about the centre,
 * then a shift by whole points. The board rule of games-gomoku/README.md, option offerSymmetry only knows shifts of
 * zero; the pattern rule allows any shift (edges ignored), so an image may fall off the
 * board.
 *
 * @param symmetry    the symmetry about the board centre, applied first
 * @param shiftColumns columns to the right (negative: left), applied second
 * @param shiftRows    rows up (negative: down), applied second
 */
public record PositionMap(BoardSymmetry symmetry, int shiftColumns, int shiftRows) {

    /** The map that changes nothing. */
    public static final PositionMap IDENTITY = new PositionMap(BoardSymmetry.IDENTITY, 0, 0);

    /**
     * The image of {@code point} on a {@code size x size} board, or -1 if it falls off the board.
     */
    public int map(int size, int point) {
        int image = symmetry.map(size, point);
        int x = image % size + shiftColumns;
        int y = image / size + shiftRows;
        return x < 0 || y < 0 || x >= size || y >= size ? -1 : y * size + x;
    }

    /** Whether the map keeps the board in place (no shift), that is, is a whole-board symmetry. */
    public boolean aboutCentre() {
        return shiftColumns == 0 && shiftRows == 0;
    }

    /** Words for messages, e.g. "the reflection in column h". */
    public String describe(int size) {
        if (aboutCentre()) {
            return symmetry.describe(size);
        }
        String shift = "a shift of " + amount(shiftColumns, "column", "right", "left") + " and "
                + amount(shiftRows, "row", "up", "down");
        if (symmetry == BoardSymmetry.IDENTITY) {
            return shift;
        }
        return symmetry.describe(size) + " followed by " + shift;
    }

    private static String amount(int n, String unit, String plus, String minus) {
        int a = Math.abs(n);
        return a + " " + unit + (a == 1 ? "" : "s") + (n == 0 ? "" : " " + (n > 0 ? plus : minus));
    }

    /** The map applied to a point in renju notation on 15x15; {@code null} if the image is off the board. */
    public String map(String point) {
        int image = map(15, Points.parse(15, point));
        return image < 0 ? null : Points.name(15, image);
    }
}
