package io.tabula.go.rules;

import java.util.Arrays;

/**
 * A square board with a ring of border cells around it, as {@link GoBoard} and
 * {@link GoState} store stones: a point's four neighbours are {@code p ± 1} and
 * {@code p ± width}, with no edge tests. Grid points ({@code y * size + x}) are what the
 * API speaks; padded points are {@code (y + 1) * width + x + 1}. A state keeps its stones
 * padded so that a board loads them with one array copy.
 */
final class PaddedGrid {
    static final byte BORDER = 3;

    private final int size;
    private final int width;
    private final int[] toPadded;
    private final int[] toGrid;

    PaddedGrid(int size) {
        this.size = size;
        this.width = size + 2;
        this.toPadded = new int[size * size];
        this.toGrid = new int[width * width];
        Arrays.fill(toGrid, -1);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int g = y * size + x;
                int p = (y + 1) * width + x + 1;
                toPadded[g] = p;
                toGrid[p] = g;
            }
        }
    }

    int size() {
        return size;
    }

    /** The distance between vertically adjacent padded points. */
    int width() {
        return width;
    }

    /** The number of padded points, the border included. */
    int length() {
        return width * width;
    }

    /** The number of grid points. */
    int points() {
        return toPadded.length;
    }

    /** The padded point of grid point {@code point}. */
    int padded(int point) {
        return toPadded[point];
    }

    /** The grid point of padded point {@code p}, or -1 for a border cell. */
    int point(int p) {
        return toGrid[p];
    }

    /** {@code cells} (by grid point) with the border around them, in a new array. */
    byte[] pad(byte[] cells) {
        byte[] board = new byte[length()];
        Arrays.fill(board, BORDER);
        for (int g = 0; g < toPadded.length; g++) {
            board[toPadded[g]] = cells[g];
        }
        return board;
    }

    /** The cells of padded {@code board} by grid point, in a new array. */
    byte[] unpad(byte[] board) {
        byte[] cells = new byte[toPadded.length];
        for (int g = 0; g < cells.length; g++) {
            cells[g] = board[toPadded[g]];
        }
        return cells;
    }
}
