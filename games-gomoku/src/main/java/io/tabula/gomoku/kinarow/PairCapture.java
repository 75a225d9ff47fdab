package io.tabula.gomoku.kinarow;

import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/**
 * Pente's capture block: custodian capture of pairs. In each of the eight directions from
 * the stone just placed, exactly two enemy stones followed by a stone of the mover's are
 * taken off. Only the stone just placed captures, so a stone placed between two enemy
 * stones is safe; one or three enemy stones in a row are never taken.
 */
final class PairCapture {
    /** The most points one stone can free: a pair in each of the eight directions. */
    static final int MOST_FREED = 16;

    private final int[][] steps; // steps[direction][point]: the next point that way, or Grid.OFF

    PairCapture(Grid grid) {
        Direction[] directions = Direction.values();
        this.steps = new int[directions.length][grid.size()];
        for (Direction d : directions) {
            for (int p = 0; p < grid.size(); p++) {
                steps[d.ordinal()][p] = grid.step(p, d);
            }
        }
    }

    /**
     * Removes from {@code cells} the pairs that {@code colour}'s stone on {@code point}
     * captures and writes their points into {@code removed} (room for {@link #MOST_FREED}).
     *
     * @return how many points were freed, twice the pairs captured
     */
    int capture(byte[] cells, int point, byte colour, int[] removed) {
        byte enemy = (byte) (3 - colour);
        int freed = 0;
        for (int[] next : steps) {
            int a = next[point];
            if (a == Grid.OFF || cells[a] != enemy) {
                continue;
            }
            int b = next[a];
            if (b == Grid.OFF || cells[b] != enemy) {
                continue;
            }
            int c = next[b];
            if (c != Grid.OFF && cells[c] == colour) {
                cells[a] = 0;
                cells[b] = 0;
                removed[freed++] = a;
                removed[freed++] = b;
            }
        }
        return freed;
    }
}
