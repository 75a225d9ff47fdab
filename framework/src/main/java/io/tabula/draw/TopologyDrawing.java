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
 *   <li>any other topology (a graph): each point where the topology places it, a line for
 *       each pair of neighbours, and the point's name beside it.</li>
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

    private static BoardDrawing graph(Topology topology) {
        int n = topology.points();
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < n; p++) {
            minX = Math.min(minX, topology.drawX(p));
            maxX = Math.max(maxX, topology.drawX(p));
            minY = Math.min(minY, topology.drawY(p));
            maxY = Math.max(maxY, topology.drawY(p));
        }
        double unit = nearest(topology);
        List<BoardDrawing.Point> points = new ArrayList<>();
        List<BoardDrawing.Label> labels = new ArrayList<>();
        List<BoardDrawing.Line> lines = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            double x = topology.drawX(p) - minX;
            double y = maxY - topology.drawY(p);
            points.add(new BoardDrawing.Point(topology.name(p), x, y));
            labels.add(new BoardDrawing.Label(topology.name(p), x + 0.42 * unit, y - 0.42 * unit));
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
