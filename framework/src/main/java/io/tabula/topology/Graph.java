package io.tabula.topology;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Places that are not a grid: nodes with a kind (Junqi's post, camp, headquarters) and
 * undirected links with a kind (road, railway), plus named lines (a railway's straight
 * runs). Nodes are small ints from 0, in the order they were added; adjacency is kept
 * per link kind as int arrays so that path searches touch no objects.
 *
 * @param <K> the node kinds
 * @param <L> the link kinds
 */
public final class Graph<K extends Enum<K>, L extends Enum<L>> {

    /** An undirected link between nodes {@code a < b}. */
    public record Link<L>(int a, int b, L kind) {
    }

    private final ImmutableList<String> names;
    private final List<K> kinds;
    private final Map<String, Integer> byName;
    private final ImmutableList<Link<L>> links;
    private final Map<L, int[][]> adjacency;
    private final int[][] allAdjacency;
    private final Map<String, int[]> lines;

    private Graph(Builder<K, L> b) {
        this.names = ImmutableList.copyOf(b.names);
        this.kinds = ImmutableList.copyOf(b.kinds);
        this.byName = Map.copyOf(b.byName);
        this.links = ImmutableList.copyOf(b.links);
        int n = names.size();
        this.adjacency = new EnumMap<>(b.linkType);
        for (L kind : b.linkType.getEnumConstants()) {
            adjacency.put(kind, adjacencyOf(n, kind));
        }
        this.allAdjacency = adjacencyOf(n, null);
        Map<String, int[]> lineCopy = new java.util.LinkedHashMap<>();
        b.lines.forEach((name, nodes) -> lineCopy.put(name, nodes.clone()));
        this.lines = java.util.Collections.unmodifiableMap(lineCopy);
    }

    private int[][] adjacencyOf(int n, L kindOrAll) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        for (Link<L> link : links) {
            if (kindOrAll == null || link.kind() == kindOrAll) {
                lists.get(link.a()).add(link.b());
                lists.get(link.b()).add(link.a());
            }
        }
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        return out;
    }

    public static <K extends Enum<K>, L extends Enum<L>> Builder<K, L> builder(Class<L> linkType) {
        return new Builder<>(linkType);
    }

    public int nodeCount() {
        return names.size();
    }

    public String name(int node) {
        return names.get(node);
    }

    public K kind(int node) {
        return kinds.get(node);
    }

    /** The node called {@code name}, if any. */
    public Optional<Integer> node(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<Link<L>> links() {
        return links;
    }

    public long linkCount(L kind) {
        return links.stream().filter(l -> l.kind() == kind).count();
    }

    /** The kind of the link between {@code a} and {@code b}, if they are linked. */
    public Optional<L> linkKind(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (Link<L> link : links) {
            if (link.a() == lo && link.b() == hi) {
                return Optional.of(link.kind());
            }
        }
        return Optional.empty();
    }

    /** Nodes linked to {@code node} by any link, ascending; the caller must not modify the array. */
    public int[] neighbours(int node) {
        return allAdjacency[node];
    }

    /** Nodes linked to {@code node} by a link of {@code kind}, ascending; do not modify. */
    public int[] neighbours(int node, L kind) {
        return adjacency.get(kind)[node];
    }

    /** The named lines, each an ordered run of nodes. */
    public Map<String, int[]> lines() {
        return lines;
    }

    /** Builds a graph; node names must be unique, links join existing distinct nodes once. */
    public static final class Builder<K extends Enum<K>, L extends Enum<L>> {
        private final Class<L> linkType;
        private final List<String> names = new ArrayList<>();
        private final List<K> kinds = new ArrayList<>();
        private final Map<String, Integer> byName = new HashMap<>();
        private final List<Link<L>> links = new ArrayList<>();
        private final java.util.Set<Long> linked = new java.util.HashSet<>();
        private final Map<String, int[]> lines = new java.util.LinkedHashMap<>();

        private Builder(Class<L> linkType) {
            this.linkType = Objects.requireNonNull(linkType);
        }

        /** Adds a node and returns its number. */
        public int node(String name, K kind) {
            if (byName.containsKey(name)) {
                throw new IllegalArgumentException("duplicate node name: " + name);
            }
            byName.put(name, names.size());
            names.add(name);
            kinds.add(Objects.requireNonNull(kind));
            return names.size() - 1;
        }

        public Builder<K, L> link(int a, int b, L kind) {
            checkNode(a);
            checkNode(b);
            if (a == b) {
                throw new IllegalArgumentException("a node cannot link to itself: " + names.get(a));
            }
            int lo = Math.min(a, b);
            int hi = Math.max(a, b);
            if (!linked.add(((long) lo << 32) | hi)) {
                throw new IllegalArgumentException("duplicate link: " + names.get(lo) + "-" + names.get(hi));
            }
            links.add(new Link<>(lo, hi, Objects.requireNonNull(kind)));
            return this;
        }

        public Builder<K, L> link(String a, String b, L kind) {
            return link(require(a), require(b), kind);
        }

        /**
         * Names an ordered run of nodes (a straight railway); consecutive nodes must be
         * linked by the time {@link #build} runs.
         */
        public Builder<K, L> line(String name, int... nodes) {
            for (int node : nodes) {
                checkNode(node);
            }
            if (lines.put(name, nodes.clone()) != null) {
                throw new IllegalArgumentException("duplicate line name: " + name);
            }
            return this;
        }

        public Graph<K, L> build() {
            for (Map.Entry<String, int[]> line : lines.entrySet()) {
                int[] nodes = line.getValue();
                for (int i = 1; i < nodes.length; i++) {
                    long key = ((long) Math.min(nodes[i - 1], nodes[i]) << 32) | Math.max(nodes[i - 1], nodes[i]);
                    if (!linked.contains(key)) {
                        throw new IllegalArgumentException("line " + line.getKey() + " jumps between unlinked nodes "
                                + names.get(nodes[i - 1]) + " and " + names.get(nodes[i]));
                    }
                }
            }
            return new Graph<>(this);
        }

        private int require(String name) {
            Integer node = byName.get(name);
            if (node == null) {
                throw new IllegalArgumentException("no node named " + name);
            }
            return node;
        }

        private void checkNode(int node) {
            if (node < 0 || node >= names.size()) {
                throw new IllegalArgumentException("no node " + node);
            }
        }
    }
}
