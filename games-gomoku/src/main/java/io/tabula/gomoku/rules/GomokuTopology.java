package io.tabula.gomoku.rules;

import io.tabula.options.Choice;
import io.tabula.topology.Grid;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;

/**
 * The board's shape (option {@code topology}): the square board, or a torus, whose opposite
 * edges join so that every line is a cycle and a row may run across an edge. Points and
 * their names are the square board's either way ({@code a1} at the bottom left).
 */
public enum GomokuTopology implements Choice {
    /** The ordinary board, with edges. */
    SQUARE("square"),
    /** A square whose opposite edges are joined: no edge, no corner, every line wraps. */
    TORUS("torus");

    private final String id;

    GomokuTopology(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** The board of this shape with {@code size} points on a side. */
    public Topology of(int size) {
        return switch (this) {
            case SQUARE -> Grid.square(size);
            case TORUS -> Torus.square(size);
        };
    }
}
