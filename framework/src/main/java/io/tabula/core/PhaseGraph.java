package io.tabula.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A phase of a game as a graph of its steps, built once per definition: each step names
 * the kinds of move it allows and the step each kind leads to; the graph ends in ordinary
 * play. Renju's opening protocols (a swap leads to one step, a stone to another) and
 * Junqi's deployment (red deploys, then blue, then play) are such graphs. A state keeps the
 * index of its step, an int, so phases cost it nothing; {@link #END} is ordinary play.
 *
 * @param <T> what the game attaches to each phase (Gomoku: whose colour moves and where a
 *            stone may go)
 */
public final class PhaseGraph<T> {
    /** The index of ordinary play, after the graph's last phase. */
    public static final int END = -1;

    private final String phase;
    private final List<Node<T>> nodes;
    private final Map<String, Integer> index;

    /**
     * One phase of the graph.
     *
     * @param id     the phase's id, unique in the graph
     * @param task   what it asks, in words
     * @param detail what the game attaches to it
     * @param next   for each kind of move it allows, the index of the phase it leads to (or {@link #END})
     */
    public record Node<T>(String id, String task, T detail, Map<Class<? extends Move>, Integer> next) {
        public Node {
            next = ImmutableMap.copyOf(next);
        }

        /** The kinds of move the phase allows. */
        public Set<Class<? extends Move>> moves() {
            return next.keySet();
        }

        /** Whether a move of kind {@code kind} is allowed here. */
        public boolean allows(Class<? extends Move> kind) {
            return next.containsKey(kind);
        }

        /**
         * How the phase ends, in words, naming the phase each kind of move leads to ("a swap
         * leads to w4-swapped; a place leads to play"), given the graph's ids by index.
         */
        String ends(List<String> ids) {
            List<String> parts = new ArrayList<>();
            next.forEach((kind, to) -> parts.add("a " + kind.getSimpleName().toLowerCase(java.util.Locale.ROOT)
                    + " leads to " + (to == END ? "play" : ids.get(to))));
            return String.join("; ", parts);
        }

        /** The index of the phase a move of kind {@code kind} leads to. */
        public int after(Class<? extends Move> kind) {
            Integer to = next.get(kind);
            if (to == null) {
                throw new IllegalArgumentException(id + " allows no " + kind.getSimpleName());
            }
            return to;
        }
    }

    private PhaseGraph(String phase, List<Node<T>> nodes) {
        this.phase = phase;
        this.nodes = ImmutableList.copyOf(nodes);
        Map<String, Integer> ids = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            ids.put(nodes.get(i).id(), i);
        }
        this.index = ImmutableMap.copyOf(ids);
    }

    /** A graph with no phase: the game starts in ordinary play. */
    public static <T> PhaseGraph<T> none() {
        return new PhaseGraph<>(Phase.PLAY, List.of());
    }

    /** A builder of the phase {@code phase} ({@code opening}, {@code deploy}), step by step. */
    public static <T> Builder<T> builder(String phase) {
        return new Builder<>(phase);
    }

    /** The first phase's index, or {@link #END} for a graph with no phase. */
    public int start() {
        return nodes.isEmpty() ? END : 0;
    }

    /** The phase at {@code index} (not {@link #END}). */
    public Node<T> node(int index) {
        return nodes.get(index);
    }

    /**
     * The phase at {@code index} as a state in it reports it, with {@code players} acting
     * (ordinary play is not in the graph: see {@link Phase#play}).
     */
    public Phase phase(int index, List<Integer> players) {
        Node<T> node = nodes.get(index);
        return new Phase(phase, node.id(), players, node.moves(), node.task(),
                node.ends(nodes.stream().map(Node::id).toList()));
    }

    /** The number of phases, ordinary play not counted. */
    public int size() {
        return nodes.size();
    }

    /** The index of the phase named {@code id}, {@link #END} for {@link Phase#PLAY}. */
    public int indexOf(String id) {
        if (id.equals(Phase.PLAY)) {
            return END;
        }
        Integer i = index.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no phase '" + id + "'; the phases are " + index.keySet());
        }
        return i;
    }

    /** The next phases of one phase being built: kinds of move and the ids of the phases they lead to. */
    public static final class Transitions {
        private final Map<Class<? extends Move>, String> next = new LinkedHashMap<>();

        private Transitions() {
        }

        /** A move of kind {@code kind} leads to the phase {@code to} ({@link Phase#PLAY} for ordinary play). */
        public Transitions on(Class<? extends Move> kind, String to) {
            if (next.putIfAbsent(Objects.requireNonNull(kind, "kind"), Objects.requireNonNull(to, "to")) != null) {
                throw new IllegalArgumentException(kind.getSimpleName() + " given twice");
            }
            return this;
        }

        /** Leaves out the kind {@code kind} (an option that turns a move off, such as passing). */
        public Transitions without(Class<? extends Move> kind) {
            next.remove(kind);
            return this;
        }
    }

    /** Transitions starting with: a move of kind {@code kind} leads to the phase {@code to}. */
    public static Transitions on(Class<? extends Move> kind, String to) {
        return new Transitions().on(kind, to);
    }

    /** Collects phases by id, then resolves the ids they lead to. */
    public static final class Builder<T> {
        private record Raw<T>(String id, String task, T detail, Map<Class<? extends Move>, String> next) {
        }

        private final String phase;
        private final List<Raw<T>> raw = new ArrayList<>();

        private Builder(String phase) {
            if (phase.isEmpty() || phase.equals(Phase.PLAY)) {
                throw new IllegalArgumentException("a phase graph needs an id other than play: '" + phase + "'");
            }
            this.phase = phase;
        }

        /** Adds a step; the first added is where the phase starts. */
        public Builder<T> step(String id, String task, T detail, Transitions next) {
            if (id.equals(Phase.PLAY) || raw.stream().anyMatch(r -> r.id().equals(id))) {
                throw new IllegalArgumentException("phase id '" + id + "' is taken");
            }
            if (next.next.isEmpty()) {
                throw new IllegalArgumentException("phase '" + id + "' allows no move, so it could never end");
            }
            raw.add(new Raw<>(id, task, detail, new LinkedHashMap<>(next.next)));
            return this;
        }

        public PhaseGraph<T> build() {
            Map<String, Integer> ids = new HashMap<>();
            for (int i = 0; i < raw.size(); i++) {
                ids.put(raw.get(i).id(), i);
            }
            ids.put(Phase.PLAY, END);
            List<Node<T>> nodes = new ArrayList<>();
            for (Raw<T> r : raw) {
                Map<Class<? extends Move>, Integer> next = new LinkedHashMap<>();
                r.next().forEach((kind, to) -> {
                    Integer i = ids.get(to);
                    if (i == null) {
                        throw new IllegalArgumentException("phase '" + r.id() + "' leads to unknown phase '" + to + "'");
                    }
                    next.put(kind, i);
                });
                nodes.add(new Node<>(r.id(), r.task(), r.detail(), next));
            }
            return new PhaseGraph<>(phase, nodes);
        }
    }
}
