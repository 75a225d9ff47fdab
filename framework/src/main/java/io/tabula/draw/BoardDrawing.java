package io.tabula.draw;

import java.util.List;
import java.util.Objects;

/**
 * What a board looks like, as data a page or a picture can draw without knowing the game:
 * the points a piece can stand on, the lines between them, marked regions and coordinates.
 * It depends on the game's definition only (a 9x9 or 19x19 Go board), never on a position,
 * so it is the same for every ply. Coordinates are in user units with {@code y} growing
 * downwards, as in SVG; the reader scales them.
 *
 * @param width   the width in user units (the points lie within {@code 0..width-1} plus margins)
 * @param height  the height in user units
 * @param points  every point a piece can be on; ids unique, as the game's notation names them
 * @param lines   the lines between points, each of a {@link LineKind}
 * @param regions marked groups of points (star points, camps, headquarters)
 * @param labels  coordinate texts at their places
 * @param style   how pieces sit: on {@link Style#INTERSECTIONS} of lines (Go), in square {@link Style#CELLS} or
 *                in {@link Style#HEXES}
 */
public record BoardDrawing(double width, double height, List<Point> points, List<Line> lines, List<Region> regions,
        List<Label> labels, Style style) {

    public BoardDrawing {
        points = List.copyOf(points);
        lines = List.copyOf(lines);
        regions = List.copyOf(regions);
        labels = List.copyOf(labels);
        Objects.requireNonNull(style, "style");
        if (points.stream().map(Point::id).distinct().count() != points.size()) {
            throw new IllegalArgumentException("a drawing names a point twice");
        }
    }

    /** A point pieces can stand on, named as the game's notation names it ({@code D4}, {@code h8}, {@code a1}). */
    public record Point(String id, double x, double y) {
        public Point {
            Objects.requireNonNull(id, "id");
        }
    }

    /** A line drawn between two points. */
    public record Line(String from, String to, LineKind kind) {
        public Line {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** What a line is: a plain grid line, a road (one step at a time), a railway (runs). */
    public enum LineKind {
        GRID, ROAD, RAILWAY;

        /** The lower-case name the web API uses: {@code grid}, {@code road}, {@code railway}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * Points marked as one kind of place: {@code star} (a Go or Gomoku star point), {@code camp},
     * {@code headquarters}. Kinds are lower-case words a drawing documents; a reader that does
     * not know a kind may ignore it.
     */
    public record Region(List<String> points, String kind) {
        public Region {
            points = List.copyOf(points);
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** A coordinate text ({@code A}, {@code 19}) at a place. */
    public record Label(String text, double x, double y) {
        public Label {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Whether pieces stand on the crossings of lines, inside square cells, or inside hexagonal
     * cells (a hex board: each point the centre of a hexagon whose neighbours touch it).
     */
    public enum Style {
        INTERSECTIONS, CELLS, HEXES;

        /** The lower-case name the web API uses. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
