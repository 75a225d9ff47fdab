package io.tabula.go.rules;

import io.tabula.options.Choice;
import io.tabula.topology.Grid;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;

/**
 * The shape of the board (option {@code topology}). Every shape has {@code size x size}
 * points numbered {@code y * size + x}, so notation ({@code D4}) and diagrams are the same
 * on each; only which points are neighbours changes.
 */
public enum BoardTopology implements Choice {
    /** The ordinary board: four neighbours inside, three on an edge, two in a corner. */
    SQUARE("square"),
    /** A square whose opposite edges are joined: every point has four neighbours, and there is no edge. */
    TORUS("torus"),
    /** Hexagonal cells in a rhombus ({@link HexBoard}): six neighbours inside, two to four on the edges. */
    HEX("hex");

    private final String id;

    BoardTopology(String id) {
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
            case HEX -> new HexBoard(size);
        };
    }
}
