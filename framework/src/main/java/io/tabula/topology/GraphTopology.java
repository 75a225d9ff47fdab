package io.tabula.topology;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A board given as a list of named points and the links between them (an adjacency list),
 * with a place to draw each point: any board that is no grid, such as Junqi's posts, roads
 * and railways. A point may have a kind and a link a kind (Junqi: posts, camps and
 * headquarters; roads and railways), and the board may name lines, ordered runs of linked
 * points (a railway's straight runs). Kinds are short lower-case words the game chooses; the
 * empty word is "no kind". Points are small ints from 0, in the order they were added.
 *
 * <p>A graph has no directions: {@link #directions()} is 0 and {@link #step} refuses every
 * direction; the named lines take their place where a game needs them.
 */
public final class GraphTopology implements Topology {
    /** An undirected link between points {@code a < b}, of a kind ({@code ""} for none). */
    public record Link(int a, int b, String kind) {
        public Link {
            Objects.requireNonNull(kind, "kind");
            if (a >= b) {
                throw new IllegalArgumentException("a link is written low point first: " + a + "-" + b);
            }
        }
    }

    private final List<String> names;
    private final Map<String, Integer> byName;
    private final List<String> kinds;
    private final double[] xs;
    private final double[] ys;
    private final int[][] neighbours;
    private final Map<String, int[][]> neighboursByKind;
    private final List<Link> links;
    private final Map<Long, String> linkKinds;
    private final Map<String, int[]> lines;
    private final int maxDegree;

    private GraphTopology(Builder b) {
        this.names = List.copyOf(b.names);
        this.byName = Map.copyOf(b.byName);
        this.kinds = List.copyOf(b.kinds);
        this.xs = b.xs.stream().mapToDouble(Double::doubleValue).toArray();
        this.ys = b.ys.stream().mapToDouble(Double::doubleValue).toArray();
        this.links = ImmutableList.copyOf(b.links);
        this.linkKinds = Map.copyOf(b.linked);
        this.neighbours = new int[names.size()][];
        int most = 0;
        for (int p = 0; p < neighbours.length; p++) {
            neighbours[p] = b.adjacency.get(p).stream().mapToInt(Integer::intValue).toArray();
            most = Math.max(most, neighbours[p].length);
        }
        this.maxDegree = most;
        Map<String, int[][]> byKind = new HashMap<>();
        for (Link link : links) {
            byKind.computeIfAbsent(link.kind(), k -> adjacencyOf(k));
        }
        this.neighboursByKind = Map.copyOf(byKind);
        Map<String, int[]> lineCopy = new LinkedHashMap<>();
        b.lines.forEach((name, points) -> lineCopy.put(name, points.clone()));
        this.lines = Collections.unmodifiableMap(lineCopy);
    }

    /** Per point, the points linked to it by links of {@code kind}, in the order the links were added. */
    private int[][] adjacencyOf(String kind) {
        int[][] out = new int[names.size()][];
        for (int p = 0; p < out.length; p++) {
            int point = p;
            out[p] = java.util.Arrays.stream(neighbours[p])
                    .filter(q -> linkKinds.get(key(point, q)).equals(kind)).toArray();
        }
        return out;
    }

    private static long key(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public int points() {
        return names.size();
    }

    /** The linked points, in the order the links were added. */
    @Override
    public int[] neighbours(int point) {
        return neighbours[point];
    }

    /**
     * The points linked to {@code point} by links of {@code kind}, in the order the links were
     * added; empty for a kind no link has. The caller must not modify the array (it is shared).
     */
    public int[] neighbours(int point, String kind) {
        int[][] byKind = neighboursByKind.get(kind);
        return byKind == null ? new int[0] : byKind[point];
    }

    @Override
    public int maxDegree() {
        return maxDegree;
    }

    @Override
    public int directions() {
        return 0;
    }

    /** @throws IllegalArgumentException always: a graph has no directions */
    @Override
    public int opposite(int direction) {
        throw new IllegalArgumentException("a graph board has no directions");
    }

    /** @throws IllegalArgumentException always: a graph has no lines */
    @Override
    public int step(int point, int direction) {
        throw new IllegalArgumentException("a graph board has no directions");
    }

    @Override
    public String name(int point) {
        return names.get(point);
    }

    @Override
    public int point(String name) {
        return byName.getOrDefault(name, OFF);
    }

    /** The kind of {@code point}, as the builder was told; {@code ""} for none. */
    public String kind(int point) {
        return kinds.get(point);
    }

    /** Every link, each once, low point first, in the order they were added. */
    public List<Link> links() {
        return links;
    }

    /** The kind of the link between {@code a} and {@code b} (either order), if they are linked. */
    public Optional<String> linkKind(int a, int b) {
        return Optional.ofNullable(linkKinds.get(key(a, b)));
    }

    /** How many links are of {@code kind}. */
    public long linkCount(String kind) {
        return links.stream().filter(l -> l.kind().equals(kind)).count();
    }

    /** The named lines, in the order they were named, each its points in order; a copy. */
    public Map<String, int[]> lines() {
        Map<String, int[]> out = new LinkedHashMap<>();
        lines.forEach((name, points) -> out.put(name, points.clone()));
        return out;
    }

    @Override
    public double drawX(int point) {
        return xs[point];
    }

    @Override
    public double drawY(int point) {
        return ys[point];
    }

    /**
     * Builds a graph board: points with unique names, links between distinct points, each
     * once, and lines whose consecutive points are linked by the time {@link #build} runs.
     */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> byName = new HashMap<>();
        private final List<String> kinds = new ArrayList<>();
        private final List<Double> xs = new ArrayList<>();
        private final List<Double> ys = new ArrayList<>();
        private final List<List<Integer>> adjacency = new ArrayList<>();
        private final List<Link> links = new ArrayList<>();
        private final Map<Long, String> linked = new HashMap<>();
        private final Map<String, int[]> lines = new LinkedHashMap<>();
        private final Set<String> lineNames = new HashSet<>();

        private Builder() {
        }

        /** Adds a point of no kind drawn at ({@code x}, {@code y}) and returns its number. */
        public int point(String name, double x, double y) {
            return point(name, "", x, y);
        }

        /** Adds a point of {@code kind} drawn at ({@code x}, {@code y}) and returns its number. */
        public int point(String name, String kind, double x, double y) {
            if (name.isEmpty() || byName.containsKey(name)) {
                throw new IllegalArgumentException("point names must be unique and not empty: '" + name + "'");
            }
            byName.put(name, names.size());
            names.add(name);
            kinds.add(Objects.requireNonNull(kind, "kind"));
            xs.add(x);
            ys.add(y);
            adjacency.add(new ArrayList<>());
            return names.size() - 1;
        }

        /** Links points {@code a} and {@code b} both ways, by a link of no kind. */
        public Builder link(int a, int b) {
            return link(a, b, "");
        }

        /** Links points {@code a} and {@code b} both ways, by a link of {@code kind}. */
        public Builder link(int a, int b, String kind) {
            Objects.requireNonNull(kind, "kind");
            if (a < 0 || a >= names.size() || b < 0 || b >= names.size()) {
                throw new IllegalArgumentException("no point " + (a < 0 || a >= names.size() ? a : b));
            }
            if (a == b) {
                throw new IllegalArgumentException("a point cannot link to itself: " + names.get(a));
            }
            if (linked.putIfAbsent(key(a, b), kind) != null) {
                throw new IllegalArgumentException("duplicate link: " + names.get(Math.min(a, b)) + "-"
                        + names.get(Math.max(a, b)));
            }
            links.add(new Link(Math.min(a, b), Math.max(a, b), kind));
            adjacency.get(a).add(b);
            adjacency.get(b).add(a);
            return this;
        }

        /** Links the points called {@code a} and {@code b}. */
        public Builder link(String a, String b) {
            return link(require(a), require(b));
        }

        /** Links the points called {@code a} and {@code b} by a link of {@code kind}. */
        public Builder link(String a, String b, String kind) {
            return link(require(a), require(b), kind);
        }

        /**
         * Names an ordered run of points (a straight railway); consecutive points must be
         * linked by the time {@link #build} runs.
         */
        public Builder line(String name, int... points) {
            for (int point : points) {
                if (point < 0 || point >= names.size()) {
                    throw new IllegalArgumentException("no point " + point + " for line " + name);
                }
            }
            if (!lineNames.add(name)) {
                throw new IllegalArgumentException("duplicate line name: " + name);
            }
            lines.put(name, points.clone());
            return this;
        }

        /**
         * The graph board.
         *
         * @throws IllegalArgumentException naming a line that jumps between unlinked points
         */
        public GraphTopology build() {
            for (Map.Entry<String, int[]> line : lines.entrySet()) {
                int[] points = line.getValue();
                for (int i = 1; i < points.length; i++) {
                    if (!linked.containsKey(key(points[i - 1], points[i]))) {
                        throw new IllegalArgumentException("line " + line.getKey() + " jumps between unlinked points "
                                + names.get(points[i - 1]) + " and " + names.get(points[i]));
                    }
                }
            }
            return new GraphTopology(this);
        }

        private int require(String name) {
            Integer p = byName.get(name);
            if (p == null) {
                throw new IllegalArgumentException("no point named " + name);
            }
            return p;
        }
    }
}
