package io.tabula.gomoku.opening;

import io.tabula.gomoku.geometry.BoardSymmetry;
import io.tabula.gomoku.notation.RenjuNotation;
import java.util.List;

/**
 * The first three stones of a renju game on a {@code size x size} board: black 1, white
 * 2, black 3, as point indices {@code row * size + column} ({@link RenjuNotation}).
 * Order matters: the two black stones are not interchangeable when asking whether the
 * placement follows the RIF rule (black 1 on the centre).
 *
 * @param size   the board size
 * @param black1 the first black stone
 * @param white2 the white stone
 * @param black3 the second black stone
 */
public record OpeningPosition(int size, int black1, int white2, int black3) {

    public OpeningPosition {
        if (size < 1) {
            throw new IllegalArgumentException("board size must be positive, was " + size);
        }
        for (int p : new int[] {black1, white2, black3}) {
            if (p < 0 || p >= size * size) {
                throw new IllegalArgumentException("point " + p + " is not on a " + size + "x" + size + " board");
            }
        }
    }

    /** A position on the 15x15 board from renju notation, e.g. {@code ("h8", "h9", "i10")}. */
    public static OpeningPosition of(String black1, String white2, String black3) {
        return new OpeningPosition(15, RenjuNotation.point(15, black1), RenjuNotation.point(15, white2),
                RenjuNotation.point(15, black3));
    }

    /** The image under a board symmetry about the centre; black 1 stays black 1 and so on. */
    public OpeningPosition map(BoardSymmetry symmetry) {
        return new OpeningPosition(size, symmetry.map(size, black1), symmetry.map(size, white2),
                symmetry.map(size, black3));
    }

    /**
     * Whether the stones are where the RIF rule puts them (games-gomoku/README.md, option opening, RIF rule
     * step 1): black 1 on the centre of an odd board, white 2 within the central 3x3, black 3
     * within the central 5x5, on three different points.
     */
    public boolean isRifPlacement() {
        if (size % 2 == 0 || size < 5) {
            return false;
        }
        int centre = (size / 2) * size + size / 2;
        return black1 == centre && white2 != centre && black3 != centre && black3 != white2
                && distanceFromCentre(white2) <= 1 && distanceFromCentre(black3) <= 2;
    }

    /** Chebyshev distance of {@code point} from the centre ("within NxN" is distance at most (N-1)/2). */
    int distanceFromCentre(int point) {
        int c = size / 2;
        return Math.max(Math.abs(point % size - c), Math.abs(point / size - c));
    }

    /** The three stones on a board array: {@code Stone.BLACK}, {@code Stone.WHITE}, the rest empty. */
    public byte[] cells() {
        byte[] cells = new byte[size * size];
        cells[black1] = io.tabula.gomoku.rules.Stone.BLACK;
        cells[white2] = io.tabula.gomoku.rules.Stone.WHITE;
        cells[black3] = io.tabula.gomoku.rules.Stone.BLACK;
        return cells;
    }

    /** The three moves in renju notation. */
    public List<String> moves() {
        return List.of(RenjuNotation.point(size, black1), RenjuNotation.point(size, white2),
                RenjuNotation.point(size, black3));
    }

    @Override
    public String toString() {
        return String.join(" ", moves());
    }
}
