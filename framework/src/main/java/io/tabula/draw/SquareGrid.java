package io.tabula.draw;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The drawing of a rectangular board of points named by column and row (Go, Gomoku, a
 * diagram's cells): point {@code (x, y)}, {@code y} from the bottom, sits at
 * {@code (x, height - 1 - y)}, with the column names above and below and the row numbers
 * (from 1 at the bottom) left and right.
 */
public final class SquareGrid {
    private SquareGrid() {
    }

    /**
     * @param width      columns
     * @param height     rows
     * @param columnName the name of column {@code x} ({@code A}, skipping {@code I} in Go)
     * @param pointName  the id of point {@code (x, y)}
     * @param style      intersections (lines between the points) or cells (no lines)
     * @param stars      the ids of star points, drawn as one {@code star} region; may be empty
     */
    public static BoardDrawing of(int width, int height, IntFunction<String> columnName, PointName pointName,
            BoardDrawing.Style style, Collection<String> stars) {
        List<BoardDrawing.Point> points = new ArrayList<>();
        List<BoardDrawing.Line> lines = new ArrayList<>();
        List<BoardDrawing.Label> labels = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                String id = pointName.name(x, y);
                points.add(new BoardDrawing.Point(id, x, height - 1 - y));
                if (style == BoardDrawing.Style.INTERSECTIONS) {
                    if (x + 1 < width) {
                        lines.add(new BoardDrawing.Line(id, pointName.name(x + 1, y), BoardDrawing.LineKind.GRID));
                    }
                    if (y + 1 < height) {
                        lines.add(new BoardDrawing.Line(id, pointName.name(x, y + 1), BoardDrawing.LineKind.GRID));
                    }
                }
            }
        }
        for (int x = 0; x < width; x++) {
            labels.add(new BoardDrawing.Label(columnName.apply(x), x, -0.9));
            labels.add(new BoardDrawing.Label(columnName.apply(x), x, height - 1 + 0.9));
        }
        for (int y = 0; y < height; y++) {
            labels.add(new BoardDrawing.Label(Integer.toString(y + 1), -0.9, height - 1 - y));
            labels.add(new BoardDrawing.Label(Integer.toString(y + 1), width - 1 + 0.9, height - 1 - y));
        }
        List<BoardDrawing.Region> regions = stars.isEmpty() ? List.of()
                : List.of(new BoardDrawing.Region(List.copyOf(stars), "star"));
        return new BoardDrawing(width, height, points, lines, regions, labels, style);
    }

    /** The id of point {@code (x, y)}, {@code y} from the bottom. */
    @FunctionalInterface
    public interface PointName {
        String name(int x, int y);
    }
}
