package io.tabula.stones.connection;

import io.tabula.stones.StonePosition;
import io.tabula.stones.StoneRules;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;

/**
 * The connection block: whether a side's stones join its two edges (Hex, and any game won by a
 * chain between two sets of points), on any topology, by a union-find of each side's stones
 * with two extra nodes per side standing for its edges. The union-find lives in the
 * position's scratch numbers, so that undo takes a union back; it is union by size without
 * path compression, so each union writes two numbers and a find walks O(log n) links.
 *
 * <p>For games whose stones, once placed, stay and keep their colour: a stone removed or
 * recoloured needs {@link #rebuild}.
 */
public final class Connection {
    private final Topology topology;
    private final int points;
    private final int sides;
    private final int parent; // first scratch slot of the parents, nodes: points, then two per side
    private final int size;   // first scratch slot of the sizes
    private final byte[] edges; // edges[side * points + point]: bit 0 first edge, bit 1 second

    /**
     * @param rules      the rules the block serves, whose scratch space it reserves
     * @param firstEdge  for each side, the points of its first edge
     * @param secondEdge for each side, the points of its second edge
     */
    public Connection(StoneRules rules, int[][] firstEdge, int[][] secondEdge) {
        this.topology = rules.topology();
        this.points = topology.points();
        this.sides = rules.sides();
        if (firstEdge.length != sides || secondEdge.length != sides) {
            throw new IllegalArgumentException("two edges for each of the " + sides + " sides");
        }
        int nodes = points + 2 * sides;
        this.parent = rules.scratch(nodes);
        this.size = rules.scratch(nodes);
        this.edges = new byte[sides * points];
        for (int s = 0; s < sides; s++) {
            for (int p : firstEdge[s]) {
                edges[s * points + p] |= 1;
            }
            for (int p : secondEdge[s]) {
                edges[s * points + p] |= 2;
            }
        }
    }

    /**
     * The block of Hex on {@code board}: side 0 joins the bottom row to the top row, side 1
     * the left column to the right column.
     */
    public static Connection hex(StoneRules rules, HexBoard board) {
        int n = board.side();
        int[][] first = new int[2][n];
        int[][] second = new int[2][n];
        for (int i = 0; i < n; i++) {
            first[0][i] = i;
            second[0][i] = (n - 1) * n + i;
            first[1][i] = i * n;
            second[1][i] = i * n + n - 1;
        }
        return new Connection(rules, first, second);
    }

    /** Recomputes the union-find from the stones (a set-up position, or after stones left or changed colour). */
    public void rebuild(StonePosition position) {
        for (int node = 0; node < points + 2 * sides; node++) {
            position.set(parent + node, node);
            position.set(size + node, 1);
        }
        for (int p = 0; p < points; p++) {
            if (!position.isEmpty(p)) {
                placed(position, p);
            }
        }
    }

    /** Joins the stone just put on {@code point} to its side's neighbouring stones and edges. */
    public void placed(StonePosition position, int point) {
        int side = position.stone(point);
        byte[] cells = position.cells();
        byte mine = cells[point];
        for (int q : topology.neighbours(point)) {
            if (cells[q] == mine) {
                union(position, point, q);
            }
        }
        byte edge = edges[side * points + point];
        if ((edge & 1) != 0) {
            union(position, point, points + 2 * side);
        }
        if ((edge & 2) != 0) {
            union(position, point, points + 2 * side + 1);
        }
    }

    /** Whether {@code side}'s stones join its two edges. */
    public boolean connected(StonePosition position, int side) {
        return find(position, points + 2 * side) == find(position, points + 2 * side + 1);
    }

    private int find(StonePosition position, int node) {
        int up = position.get(parent + node);
        while (up != node) {
            node = up;
            up = position.get(parent + node);
        }
        return node;
    }

    private void union(StonePosition position, int a, int b) {
        int ra = find(position, a);
        int rb = find(position, b);
        if (ra == rb) {
            return;
        }
        int sa = position.get(size + ra);
        int sb = position.get(size + rb);
        if (sa < sb) {
            int swap = ra;
            ra = rb;
            rb = swap;
        }
        position.set(parent + rb, ra);
        position.set(size + ra, sa + sb);
    }
}
