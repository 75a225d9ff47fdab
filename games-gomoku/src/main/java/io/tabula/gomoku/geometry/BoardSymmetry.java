package io.tabula.gomoku.geometry;



/**
 * The eight symmetries of a square board about its centre ({@code h8} on 15x15): the
 * dihedral group of the square, four rotations and four reflections.
 *
 * <p>Why: the renju opening rules identify positions that one of these maps turns into
 * each other. The 26 openings are listed up to them (docs/rules/gomoku.md, The 26 openings, RIF rule of
 * 1996), and two fifth-move offers are "symmetric" when such a map keeps the 4-stone
 * position and takes one offer to the other (games-gomoku/README.md, option offerSymmetry). They act on points;
 * stones keep their colour.
 *
 * <p>Each constant is a linear map of the offset from the centre, {@code (u, v)} with
 * {@code u} to the right (column) and {@code v} up (row). Points are indices
 * {@code row * size + column} as in {@link Points}. The maps are computed on doubled
 * offsets {@code 2x - (size - 1)}, so they are exact on even boards too, whose centre is
 * not a point.
 */
public enum BoardSymmetry {
    /** Leaves every point in place. */
    IDENTITY(1, 0, 0, 1),
    /** Quarter turn anticlockwise: {@code (u, v) -> (-v, u)}; {@code h9} goes to {@code g8}. */
    ROTATE_90(0, -1, 1, 0),
    /** Half turn: {@code (u, v) -> (-u, -v)}. */
    ROTATE_180(-1, 0, 0, -1),
    /** Quarter turn clockwise: {@code (u, v) -> (v, -u)}; {@code h9} goes to {@code i8}. */
    ROTATE_270(0, 1, -1, 0),
    /** Reflection in the centre column ({@code h}): {@code (u, v) -> (-u, v)}. */
    MIRROR_COLUMN(-1, 0, 0, 1),
    /** Reflection in the centre row ({@code 8}): {@code (u, v) -> (u, -v)}. */
    MIRROR_ROW(1, 0, 0, -1),
    /** Reflection in the diagonal {@code a1}-{@code o15}: {@code (u, v) -> (v, u)}. */
    MIRROR_DIAGONAL(0, 1, 1, 0),
    /** Reflection in the diagonal {@code a15}-{@code o1}: {@code (u, v) -> (-v, -u)}. */
    MIRROR_ANTIDIAGONAL(0, -1, -1, 0);

    private final int a;
    private final int b;
    private final int c;
    private final int d;

    BoardSymmetry(int a, int b, int c, int d) {
        this.a = a;
        this.b = b;
        this.c = c;
        this.d = d;
    }

    /** The column part of the image of offset {@code (u, v)}. */
    int u(int u, int v) {
        return a * u + b * v;
    }

    /** The row part of the image of offset {@code (u, v)}. */
    int v(int u, int v) {
        return c * u + d * v;
    }

    /** Whether this map is a reflection (determinant -1) rather than a rotation. */
    public boolean isReflection() {
        return a * d - b * c < 0;
    }

    /**
     * The image of {@code point} on a {@code size x size} board.
     *
     * @throws IllegalArgumentException if the point is not on the board
     */
    public int map(int size, int point) {
        if (size < 1 || point < 0 || point >= size * size) {
            throw new IllegalArgumentException("point " + point + " is not on a " + size + "x" + size + " board");
        }
        int n = size - 1;
        int u = 2 * (point % size) - n;
        int v = 2 * (point / size) - n;
        int x = (u(u, v) + n) / 2;
        int y = (v(u, v) + n) / 2;
        return y * size + x;
    }

    /** The image of a point written in renju notation ({@code h8}) on the 15x15 board, in the same notation. */
    public String map(String point) {
        return Points.name(15, map(15, Points.parse(15, point)));
    }

    /**
     * The board with every stone moved to its image: {@code result[map(p)] == cells[p]}.
     *
     * @throws IllegalArgumentException if {@code cells} is not {@code size * size} long
     */
    public byte[] map(int size, byte[] cells) {
        if (cells.length != size * size) {
            throw new IllegalArgumentException("a " + size + "x" + size + " board has " + size * size
                    + " points, not " + cells.length);
        }
        byte[] out = new byte[cells.length];
        for (int p = 0; p < cells.length; p++) {
            out[map(size, p)] = cells[p];
        }
        return out;
    }

    /** The map that applies this one first and then {@code next}: {@code then(next).map(p) == next.map(map(p))}. */
    public BoardSymmetry then(BoardSymmetry next) {
        return of(next.a * a + next.b * c, next.a * b + next.b * d,
                next.c * a + next.d * c, next.c * b + next.d * d);
    }

    /** The composition {@code this ∘ first}: apply {@code first}, then this map. */
    public BoardSymmetry compose(BoardSymmetry first) {
        return first.then(this);
    }

    /** The map that undoes this one; the matrices are orthogonal, so it is the transpose. */
    public BoardSymmetry inverse() {
        return of(a, c, b, d);
    }

    /** The constant with matrix {@code (a b; c d)}. */
    private static BoardSymmetry of(int a, int b, int c, int d) {
        for (BoardSymmetry s : values()) {
            if (s.a == a && s.b == b && s.c == c && s.d == d) {
                return s;
            }
        }
        throw new AssertionError("not a symmetry of the square: " + a + " " + b + " " + c + " " + d);
    }

    /**
     * Words for messages, naming the centre lines of a {@code size x size} board: on 15x15,
     * "the reflection in column h", "the quarter turn anticlockwise about h8".
     */
    public String describe(int size) {
        boolean odd = size % 2 == 1;
        String centre = odd ? Points.name(size, (size / 2) * size + size / 2) : "the centre";
        String column = odd ? "column " + (char) ('a' + size / 2) : "the centre line between columns";
        String row = odd ? "row " + (size / 2 + 1) : "the centre line between rows";
        String first = Points.name(size, 0);
        String last = Points.name(size, size * size - 1);
        String topLeft = Points.name(size, (size - 1) * size);
        String bottomRight = Points.name(size, size - 1);
        return switch (this) {
            case IDENTITY -> "the identity";
            case ROTATE_90 -> "the quarter turn anticlockwise about " + centre;
            case ROTATE_180 -> "the half turn about " + centre;
            case ROTATE_270 -> "the quarter turn clockwise about " + centre;
            case MIRROR_COLUMN -> "the reflection in " + column;
            case MIRROR_ROW -> "the reflection in " + row;
            case MIRROR_DIAGONAL -> "the reflection in the diagonal " + first + "-" + last;
            case MIRROR_ANTIDIAGONAL -> "the reflection in the diagonal " + topLeft + "-" + bottomRight;
        };
    }
}
