package io.tabula.draw;

import io.tabula.topology.CompassBoard;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The drawing of any {@link Topology}, from what the topology says of itself: its point names,
 * its neighbours and where it draws each point ({@link Topology#drawX}, {@link Topology#drawY}).
 * <ul>
 *   <li>a square grid or a torus: {@link SquareGrid}, lines between the points or cells;</li>
 *   <li>a hex board: a hexagonal cell around each point ({@link BoardDrawing.Style#HEXES}), column
 *       letters along the bottom and top rows and row numbers along both slanted sides;</li>
 *   <li>any other topology (a graph): each point where the topology places it (scaled so
 *       that the closest two are one unit apart), a line for each pair of neighbours, and
 *       short point names beside the points.</li>
 * </ul>
 * Points are named as the topology names them, so a page's clicks are the game's own names.
 */
public final class TopologyDrawing {
    private TopologyDrawing() {
    }

    /**
     * The drawing of {@code topology}, pieces sitting as {@code style} says on a grid (on the
     * crossings of lines or in cells); a hex board always has hexagonal cells and a graph
     * always has its points at the ends of its lines.
     */
    public static BoardDrawing of(Topology topology, BoardDrawing.Style style) {
        if (topology instanceof CompassBoard board) {
            int width = board.width();
            return SquareGrid.of(width, board.height(), x -> column(topology.name(x)),
                    (x, y) -> topology.name(y * width + x), style, List.of());
        }
        if (topology instanceof HexBoard hex) {
            return hexes(hex);
        }
        return graph(topology);
    }

    private static BoardDrawing hexes(HexBoard hex) {
        int side = hex.side();
        double top = hex.drawY(hex.points() - 1);
        List<BoardDrawing.Point> points = new ArrayList<>();
        for (int p = 0; p < hex.points(); p++) {
            points.add(new BoardDrawing.Point(hex.name(p), hex.drawX(p), top - hex.drawY(p)));
        }
        List<BoardDrawing.Label> labels = new ArrayList<>();
        double shift = (side - 1) * 0.5;
        for (int x = 0; x < side; x++) {
            String column = column(hex.name(x));
            labels.add(new BoardDrawing.Label(column, x, top + 0.95));
            labels.add(new BoardDrawing.Label(column, x + shift, -0.95));
        }
        for (int y = 0; y < side; y++) {
            double rowY = top - hex.drawY(y * side);
            String number = Integer.toString(y + 1);
            labels.add(new BoardDrawing.Label(number, y * 0.5 - 0.95, rowY));
            labels.add(new BoardDrawing.Label(number, side - 1 + y * 0.5 + 0.95, rowY));
        }
        double width = side + shift;
        return new BoardDrawing(width, top + 1, points, List.of(), List.of(), labels, BoardDrawing.Style.HEXES);
    }

    /**
     * A graph, scaled so that its two closest points are one unit apart (the size of a stone);
     * its point names are written beside the points when they are short enough not to run
     * into the neighbours (three characters at most), and are the points' ids in any case.
     */
    private static BoardDrawing graph(Topology topology) {
        int n = topology.points();
        double scale = 1 / nearest(topology);
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        boolean shortNames = true;
        for (int p = 0; p < n; p++) {
            minX = Math.min(minX, topology.drawX(p) * scale);
            maxX = Math.max(maxX, topology.drawX(p) * scale);
            minY = Math.min(minY, topology.drawY(p) * scale);
            maxY = Math.max(maxY, topology.drawY(p) * scale);
            shortNames &= topology.name(p).length() <= 3;
        }
        List<BoardDrawing.Point> points = new ArrayList<>();
        List<BoardDrawing.Label> labels = new ArrayList<>();
        List<BoardDrawing.Line> lines = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            double x = topology.drawX(p) * scale - minX;
            double y = maxY - topology.drawY(p) * scale;
            points.add(new BoardDrawing.Point(topology.name(p), x, y));
            if (shortNames) {
                labels.add(new BoardDrawing.Label(topology.name(p), x + 0.42, y - 0.42));
            }
            for (int q : topology.neighbours(p)) {
                if (q > p) {
                    lines.add(new BoardDrawing.Line(topology.name(p), topology.name(q), BoardDrawing.LineKind.GRID));
                }
            }
        }
        return new BoardDrawing(maxX - minX + 1, maxY - minY + 1, points, lines, List.of(), labels,
                BoardDrawing.Style.INTERSECTIONS);
    }

    /** The distance between the two closest points, 1 for a board of one point. */
    private static double nearest(Topology topology) {
        double best = Double.POSITIVE_INFINITY;
        for (int p = 0; p < topology.points(); p++) {
            for (int q = p + 1; q < topology.points(); q++) {
                double d = Math.hypot(topology.drawX(p) - topology.drawX(q), topology.drawY(p) - topology.drawY(q));
                if (d > 0) {
                    best = Math.min(best, d);
                }
            }
        }
        return Double.isFinite(best) ? best : 1;
    }

    /** The column part of a name on the bottom row ({@code c} of {@code c1}). */
    private static String column(String bottomName) {
        return bottomName.substring(0, bottomName.length() - 1);
    }
}
