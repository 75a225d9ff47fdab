package io.tabula.topology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A board given as a list of named points and the links between them (an adjacency list),
 * with a place to draw each point: any board that is no grid, such as Junqi's posts and
 * roads (whose kinds of node and link {@link Graph} keeps). A graph has no lines:
 * {@link #directions()} is 0 and {@link #step} refuses every direction.
 */
public final class GraphTopology implements Topology {
    private final List<String> names;
    private final Map<String, Integer> byName;
    private final double[] xs;
    private final double[] ys;
    private final int[][] neighbours;
    private final int maxDegree;

    private GraphTopology(Builder b) {
        this.names = List.copyOf(b.names);
        this.byName = Map.copyOf(b.byName);
        this.xs = b.xs.stream().mapToDouble(Double::doubleValue).toArray();
        this.ys = b.ys.stream().mapToDouble(Double::doubleValue).toArray();
        this.neighbours = new int[names.size()][];
        int most = 0;
        for (int p = 0; p < neighbours.length; p++) {
            neighbours[p] = b.adjacency.get(p).stream().mapToInt(Integer::intValue).toArray();
            most = Math.max(most, neighbours[p].length);
        }
        this.maxDegree = most;
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

    @Override
    public double drawX(int point) {
        return xs[point];
    }

    @Override
    public double drawY(int point) {
        return ys[point];
    }

    /** Builds a graph board: points with unique names, links between distinct points, each once. */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> byName = new HashMap<>();
        private final List<Double> xs = new ArrayList<>();
        private final List<Double> ys = new ArrayList<>();
        private final List<List<Integer>> adjacency = new ArrayList<>();
        private final Set<Long> linked = new HashSet<>();

        private Builder() {
        }

        /** Adds a point drawn at ({@code x}, {@code y}) and returns its number. */
        public int point(String name, double x, double y) {
            if (name.isEmpty() || byName.containsKey(name)) {
                throw new IllegalArgumentException("point names must be unique and not empty: '" + name + "'");
            }
            byName.put(name, names.size());
            names.add(name);
            xs.add(x);
            ys.add(y);
            adjacency.add(new ArrayList<>());
            return names.size() - 1;
        }

        /** Links points {@code a} and {@code b} both ways. */
        public Builder link(int a, int b) {
            if (a < 0 || a >= names.size() || b < 0 || b >= names.size()) {
                throw new IllegalArgumentException("no point " + (a < 0 || a >= names.size() ? a : b));
            }
            if (a == b) {
                throw new IllegalArgumentException("a point cannot link to itself: " + names.get(a));
            }
            if (!linked.add(((long) Math.min(a, b) << 32) | Math.max(a, b))) {
                throw new IllegalArgumentException("duplicate link: " + names.get(a) + "-" + names.get(b));
            }
            adjacency.get(a).add(b);
            adjacency.get(b).add(a);
            return this;
        }

        /** Links the points called {@code a} and {@code b}. */
        public Builder link(String a, String b) {
            return link(require(a), require(b));
        }

        public GraphTopology build() {
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
