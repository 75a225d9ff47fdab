package io.tabula.stones.flipping;

import io.tabula.stones.StonePosition;
import io.tabula.topology.Topology;

/**
 * The flipping block of Othello (Reversi), on any topology with lines: a stone placed on an
 * empty point brackets, along each of the topology's line directions, a run of one or more
 * stones of other sides ended by a stone of its own side, and every bracketed stone turns to
 * its side. A stone is legal only where it brackets something. On a board whose lines wrap (a
 * torus) a run stops where it would come back to the point.
 */
public final class Flipping {
    private final int points;
    private final int[] next; // next[direction * points + point], -1 off the board
    // The lines that can bracket, point by point: from rayStart[p] to rayStart[p + 1], each a
    // direction (as its offset in next) and the first point along it; a line too short for a
    // run and its end is left out, so the hot loop tests no edge.
    private final int[] rayStart;
    private final int[] rayOffset;
    private final int[] rayFirst;

    public Flipping(Topology topology) {
        if (topology.directions() == 0) {
            throw new IllegalArgumentException("flipping needs a board with lines; a graph has none");
        }
        this.points = topology.points();
        int directions = topology.directions();
        this.next = new int[directions * points];
        for (int d = 0; d < directions; d++) {
            for (int p = 0; p < points; p++) {
                next[d * points + p] = topology.step(p, d);
            }
        }
        this.rayStart = new int[points + 1];
        int[] offsets = new int[points * directions];
        int[] firsts = new int[points * directions];
        int rays = 0;
        for (int p = 0; p < points; p++) {
            rayStart[p] = rays;
            for (int d = 0; d < directions; d++) {
                int first = next[d * points + p];
                if (first >= 0 && first != p && next[d * points + first] >= 0 && next[d * points + first] != p) {
                    offsets[rays] = d * points;
                    firsts[rays++] = first;
                }
            }
        }
        rayStart[points] = rays;
        this.rayOffset = java.util.Arrays.copyOf(offsets, rays);
        this.rayFirst = java.util.Arrays.copyOf(firsts, rays);
    }

    /** Whether a stone of {@code side} on empty {@code point} brackets anything. */
    public boolean flips(StonePosition position, int point, int side) {
        byte[] cells = position.cells();
        byte mine = (byte) (side + 1);
        for (int k = rayStart[point], end = rayStart[point + 1]; k < end; k++) {
            byte first = cells[rayFirst[k]];
            if (first != StonePosition.EMPTY && first != mine && bracketEnd(cells, point, k, mine) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Turns every stone bracketed by the stone of {@code side} just put on {@code point}; returns how many. */
    public int flip(StonePosition position, int point, int side) {
        byte[] cells = position.cells();
        byte mine = (byte) (side + 1);
        int flipped = 0;
        for (int k = rayStart[point], end = rayStart[point + 1]; k < end; k++) {
            byte first = cells[rayFirst[k]];
            if (first == StonePosition.EMPTY || first == mine) {
                continue;
            }
            int last = bracketEnd(cells, point, k, mine);
            if (last >= 0) {
                int offset = rayOffset[k];
                for (int q = rayFirst[k]; q != last; q = next[offset + q]) {
                    position.recolour(q, side);
                    flipped++;
                }
            }
        }
        return flipped;
    }

    /** Whether {@code side} has a stone to place anywhere. */
    public boolean canMove(StonePosition position, int side) {
        for (int i = 0; i < position.emptyCount(); i++) {
            if (flips(position, position.empty(i), side)) {
                return true;
            }
        }
        return false;
    }

    /** The point of {@code mine} that ends the run of other stones along line {@code k} of {@code point}, or -1. */
    private int bracketEnd(byte[] cells, int point, int k, byte mine) {
        int offset = rayOffset[k];
        for (int q = next[offset + rayFirst[k]]; q >= 0 && q != point; q = next[offset + q]) {
            byte cell = cells[q];
            if (cell == mine) {
                return q;
            }
            if (cell == StonePosition.EMPTY) {
                return -1;
            }
        }
        return -1;
    }
}
