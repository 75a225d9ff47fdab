package io.tabula.go.rules;

import io.tabula.core.NotationException;
import io.tabula.topology.Grid;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The board a game of Go is played on: its {@link Topology} (which points touch) and the
 * names of its points in Go's notation, with what only some boards have: the fixed handicap
 * points, and rows and columns for diagrams.
 * <ul>
 *   <li>The boards of the option {@code topology} ({@link #of(BoardTopology, int)}: square,
 *       torus, hex, {@code size x size} points numbered {@code y * size + x}) name their
 *       points as GTP does, a column letter without I and a row number ({@code D4}), and are
 *       drawn in rows; the square board has the fixed handicap points of
 *       {@link FixedHandicap} (a torus and a hex board take the square board's points for a
 *       fixed handicap, as before they had a board of their own).</li>
 *   <li>Any other topology ({@link #of(Topology)}: a graph, a board of the user's) names its
 *       points as the topology does, read in any case when that is not ambiguous; it has no
 *       fixed handicap points (a fixed handicap is an error naming the
 *       board; free placement works on every board).</li>
 * </ul>
 * Immutable.
 */
public final class GoTopology {
    private final Topology topology;
    private final BoardTopology shape; // null: a board of the user's
    private final int size; // points on a side of a built-in board; 0 otherwise
    private final Map<String, Integer> byName; // a user's board: names, and lower-case names that are not ambiguous

    private GoTopology(Topology topology, BoardTopology shape, int size) {
        this.topology = topology;
        this.shape = shape;
        this.size = size;
        this.byName = shape == null ? names(topology) : Map.of();
    }

    /** The board of option {@code topology} with {@code size} points on a side. */
    public static GoTopology of(BoardTopology shape, int size) {
        return new GoTopology(shape.of(size), Objects.requireNonNull(shape), size);
    }

    /**
     * Go on {@code topology}, a board of the user's: its points, neighbours and names as it
     * gives them.
     *
     * @throws IllegalArgumentException for a board without points
     */
    public static GoTopology of(Topology topology) {
        if (topology.points() == 0) {
            throw new IllegalArgumentException("a Go board needs at least one point");
        }
        return new GoTopology(topology, null, 0);
    }

    private static Map<String, Integer> names(Topology topology) {
        Map<String, Integer> names = new HashMap<>();
        Map<String, Integer> lower = new HashMap<>();
        for (int p = 0; p < topology.points(); p++) {
            names.put(topology.name(p), p);
            lower.merge(topology.name(p).toLowerCase(Locale.ROOT), p, (a, b) -> -1);
        }
        lower.forEach((name, p) -> {
            if (p >= 0) {
                names.putIfAbsent(name, p);
            }
        });
        return Map.copyOf(names);
    }

    /** Which points touch. */
    public Topology topology() {
        return topology;
    }

    /** The number of points. */
    public int points() {
        return topology.points();
    }

    /** The option's shape, or null for a board of the user's. */
    public BoardTopology shape() {
        return shape;
    }

    /** Whether this is a board of the option {@code topology}: points in rows, GTP names. */
    public boolean builtIn() {
        return shape != null;
    }

    /**
     * The points on a side of a board of the option {@code topology}.
     *
     * @throws IllegalStateException for a board of the user's, which has no side
     */
    public int size() {
        if (shape == null) {
            throw new IllegalStateException("this Go board is a topology of " + points()
                    + " points, not a square of points; it has no side length");
        }
        return size;
    }

    /** The name of {@code point} in Go's notation: {@code D4} on the built-in boards, the topology's name otherwise. */
    public String name(int point) {
        return shape != null ? GtpPoints.name(size, point) : topology.name(point);
    }

    /**
     * The point {@code text} names.
     *
     * @throws NotationException if it names no point of this board
     */
    public int point(String text) {
        if (shape != null) {
            return GtpPoints.point(size, text);
        }
        String t = text.trim();
        Integer p = byName.get(t);
        if (p == null) {
            p = byName.get(t.toLowerCase(Locale.ROOT));
        }
        if (p == null) {
            throw new NotationException("'" + t + "' is not a point of this board (its points are "
                    + examples() + "), nor pass or resign");
        }
        return p;
    }

    private String examples() {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < Math.min(6, points()); p++) {
            names.add(topology.name(p));
        }
        return String.join(", ", names) + (points() > 6 ? ", ... " + topology.name(points() - 1) : "");
    }

    /** The largest fixed handicap of this board: 0 on a board of the user's. */
    public int maxFixedHandicap() {
        return shape == null ? 0 : FixedHandicap.maximum(size);
    }

    /**
     * The points of a fixed handicap of {@code count} stones.
     *
     * @throws IllegalArgumentException if this board has none of that count
     */
    public int[] fixedHandicap(int count) {
        if (shape == null) {
            throw new IllegalArgumentException("this board has no fixed handicap points; use handicapPlacement=free");
        }
        return FixedHandicap.points(Grid.square(size), count);
    }

    /** A line for people under the drawn board saying how the board joins up, or empty. */
    public String describe() {
        if (shape == null) {
            return "a board of " + points() + " points; each point touches the points it is linked to";
        }
        return switch (shape) {
            case SQUARE -> "";
            case TORUS -> "torus: column A touches column " + GtpPoints.column(size - 1) + ", row 1 touches row "
                    + size;
            case HEX -> "hex board: a cell touches the two beside it, the two above it and the two below it";
        };
    }

    @Override
    public String toString() {
        return shape != null ? shape.id() + " " + size + "x" + size : "a board of " + points() + " points";
    }
}
