package io.tabula.junqi.rules;

/**
 * How a post's content is kept in one byte: 0 empty, else {@code side << 4 | (kind + 1)},
 * with {@code kind} a {@link Piece} ordinal or {@link #UNKNOWN} (an enemy piece a view does
 * not show). Red cells are 1-13, blue cells 17-29.
 */
public final class Cells {
    public static final byte EMPTY = 0;
    /** The kind of a piece whose identity the viewer does not know. */
    public static final int UNKNOWN = 12;
    /** Distinct cell values, for Zobrist keys indexed by the cell byte. */
    static final int VALUES = 32;

    private Cells() {
    }

    public static byte of(int side, int kind) {
        return (byte) (side << 4 | (kind + 1));
    }

    public static byte of(int side, Piece piece) {
        return of(side, piece.ordinal());
    }

    /** The side of a non-empty cell. */
    public static int side(byte cell) {
        return cell >> 4;
    }

    /** The kind of a non-empty cell: a {@link Piece} ordinal or {@link #UNKNOWN}. */
    public static int kind(byte cell) {
        return (cell & 15) - 1;
    }
}
