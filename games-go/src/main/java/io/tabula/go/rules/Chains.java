package io.tabula.go.rules;

import io.tabula.topology.Topology;

/**
 * Finds chains (groups of stones of one colour connected orthogonally) and their
 * liberties on a board array by flood fill. One instance is scratch space for one
 * computation; it is not shared between threads.
 */
final class Chains {
    private final Topology grid;
    private final int[] stamp;
    private final int[] chain;
    private int generation;
    private int length;

    Chains(Topology grid) {
        this.grid = grid;
        this.stamp = new int[grid.points()];
        this.chain = new int[grid.points()];
    }

    /**
     * Collects the chain through {@code start} (see {@link #length()} and {@link #stone(int)})
     * and says whether it has a liberty.
     */
    boolean collect(byte[] cells, int start) {
        generation++;
        byte colour = cells[start];
        length = 0;
        chain[length++] = start;
        stamp[start] = generation;
        boolean liberty = false;
        for (int i = 0; i < length; i++) {
            for (int next : grid.neighbours(chain[i])) {
                if (stamp[next] == generation) {
                    continue;
                }
                if (cells[next] == colour) {
                    stamp[next] = generation;
                    chain[length++] = next;
                } else if (cells[next] == Stones.EMPTY) {
                    liberty = true;
                }
            }
        }
        return liberty;
    }

    /** Number of stones of the chain last collected. */
    int length() {
        return length;
    }

    int stone(int i) {
        return chain[i];
    }

    /** Number of distinct liberties of the chain through {@code start}. */
    int liberties(byte[] cells, int start) {
        collect(cells, start);
        generation++;
        int count = 0;
        for (int i = 0; i < length; i++) {
            for (int next : grid.neighbours(chain[i])) {
                if (cells[next] == Stones.EMPTY && stamp[next] != generation) {
                    stamp[next] = generation;
                    count++;
                }
            }
        }
        return count;
    }
}
