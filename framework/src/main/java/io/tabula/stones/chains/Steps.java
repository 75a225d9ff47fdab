package io.tabula.stones.chains;

/**
 * Where the kernel finds a cell's neighbours: {@code at(cell, i)} for {@code i} from 0 to
 * {@code degree() - 1}, a border cell where a point has fewer neighbours than that. The
 * rules in {@link ChainBoard} are written once against this; the two kinds differ only in
 * arithmetic, and each is small enough for the JIT to inline at every call:
 * <ul>
 *   <li>{@link Padded}, a grid's padded cells: the neighbours are {@code c + 1},
 *       {@code c - 1}, {@code c + width}, {@code c - width}, and {@code degree()} is the
 *       constant 4, so a loop over them unrolls into four additions;</li>
 *   <li>{@link Table}, any other topology: a flat table with a fixed stride.</li>
 * </ul>
 */
abstract sealed class Steps permits Steps.Padded, Steps.Table {

    /** How many neighbour slots each cell has. */
    abstract int degree();

    /** Slot {@code i} of cell {@code cell}: a neighbour cell, or a border cell. */
    abstract int at(int cell, int i);

    /** A grid with a ring of border cells, {@code width} cells to a row. */
    static final class Padded extends Steps {
        private final int width;

        Padded(int width) {
            this.width = width;
        }

        @Override
        int degree() {
            return 4;
        }

        @Override
        int at(int cell, int i) {
            return switch (i) {
                case 0 -> cell + 1;
                case 1 -> cell - 1;
                case 2 -> cell + width;
                default -> cell - width;
            };
        }
    }

    /** Neighbours read from {@code table[cell * degree + i]}. */
    static final class Table extends Steps {
        private final int degree;
        private final int[] table;

        Table(int degree, int[] table) {
            this.degree = degree;
            this.table = table;
        }

        @Override
        int degree() {
            return degree;
        }

        @Override
        int at(int cell, int i) {
            return table[cell * degree + i];
        }
    }
}
