package io.tabula.sgf;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One node of an SGF game tree, immutable: its properties in the order they were given
 * (identifier to values, each value as its text with escapes resolved) and its children.
 * The first child continues the main line; the others are variations. A sequence of the
 * file ({@code ;B[aa];W[bb]}) is a chain of nodes with one child each.
 *
 * <p>Equality is by content: the same properties with the same values in the same order
 * for each property (the order of properties does not count, as FF[4] says), and equal
 * children in the same order. Where the node stood in a text ({@link #position}) does not
 * count, so a tree read back from what the writer wrote equals the tree written.
 *
 * <p>Long main lines are chains thousands of nodes deep; equality, hashing and writing
 * walk them without recursion.
 */
public final class SgfNode {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Z]+");

    private final ImmutableMap<String, ImmutableList<String>> properties;
    private final ImmutableList<SgfNode> children;
    private final SgfPosition position;
    private final ImmutableMap<String, SgfPosition> propertyPositions;
    private final ImmutableMap<String, ImmutableList<SgfPosition>> valuePositions;
    private final int hash;

    private SgfNode(Builder b) {
        ImmutableMap.Builder<String, ImmutableList<String>> props = ImmutableMap.builder();
        for (Map.Entry<String, List<String>> e : b.properties.entrySet()) {
            String id = e.getKey();
            if (!IDENTIFIER.matcher(id).matches()) {
                throw new IllegalArgumentException("an SGF property identifier is upper-case letters A-Z: '" + id + "'");
            }
            if (e.getValue().isEmpty()) {
                throw new IllegalArgumentException("SGF property " + id + " needs at least one value");
            }
            props.put(id, ImmutableList.copyOf(e.getValue()));
        }
        this.properties = props.build();
        this.children = ImmutableList.copyOf(b.children);
        this.position = b.position;
        this.propertyPositions = ImmutableMap.copyOf(b.propertyPositions);
        ImmutableMap.Builder<String, ImmutableList<SgfPosition>> values = ImmutableMap.builder();
        b.valuePositions.forEach((id, list) -> values.put(id, ImmutableList.copyOf(list)));
        this.valuePositions = values.buildKeepingLast();
        int h = properties.hashCode();
        for (SgfNode child : children) {
            h = 31 * h + child.hash;
        }
        this.hash = h;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A node with these properties, given as identifier, values, identifier, values...; no children. */
    public static SgfNode of(String id, String... values) {
        return builder().add(id, values).build();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        properties.forEach((id, values) -> b.properties.put(id, new ArrayList<>(values)));
        b.children.addAll(children);
        b.position = position;
        b.propertyPositions.putAll(propertyPositions);
        valuePositions.forEach((id, list) -> b.valuePositions.put(id, new ArrayList<>(list)));
        return b;
    }

    /** Identifier to values, in the order the properties were given. */
    public Map<String, List<String>> properties() {
        @SuppressWarnings("unchecked")
        Map<String, List<String>> view = (Map<String, List<String>>) (Map<String, ?>) properties;
        return view;
    }

    public boolean has(String id) {
        return properties.containsKey(id);
    }

    /** The values of property {@code id}; empty if the node has no such property. */
    public List<String> values(String id) {
        List<String> values = properties.get(id);
        return values == null ? List.of() : values;
    }

    /** The first value of property {@code id}. */
    public Optional<String> value(String id) {
        List<String> values = properties.get(id);
        return values == null ? Optional.empty() : Optional.of(values.get(0));
    }

    /** The children: the first continues the main line, the others are variations. */
    public List<SgfNode> children() {
        return children;
    }

    /** This node and its first child, that child's first child, and so on to the end of the main line. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        for (SgfNode node = this; node != null; node = node.children.isEmpty() ? null : node.children.get(0)) {
            line.add(node);
        }
        return line;
    }

    /** Nodes in this tree, this one included. */
    public int size() {
        int count = 0;
        Deque<SgfNode> todo = new ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            SgfNode node = todo.pop();
            count++;
            node.children.forEach(todo::push);
        }
        return count;
    }

    /** Where the node's {@code ;} stood in the text it was read from. */
    public Optional<SgfPosition> position() {
        return Optional.ofNullable(position);
    }

    /** Where the identifier of property {@code id} stood in the text it was read from. */
    public Optional<SgfPosition> position(String id) {
        return Optional.ofNullable(propertyPositions.get(id));
    }

    /** Where the {@code [} of value {@code index} of property {@code id} stood in the text. */
    public Optional<SgfPosition> valuePosition(String id, int index) {
        List<SgfPosition> list = valuePositions.get(id);
        if (list != null && index >= 0 && index < list.size()) {
            return Optional.of(list.get(index));
        }
        return position(id);
    }

    /** This node with property {@code id} set to {@code values} (replacing any), at the end if it is new. */
    public SgfNode with(String id, String... values) {
        return toBuilder().set(id, Arrays.asList(values)).build();
    }

    /** This node without property {@code id}. */
    public SgfNode without(String id) {
        return toBuilder().remove(id).build();
    }

    /** This node with other children. */
    public SgfNode withChildren(List<SgfNode> newChildren) {
        Builder b = toBuilder();
        b.children.clear();
        b.children.addAll(newChildren);
        return b.build();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof SgfNode other) || hash != other.hash) {
            return false;
        }
        Deque<SgfNode[]> todo = new ArrayDeque<>();
        todo.push(new SgfNode[] {this, other});
        while (!todo.isEmpty()) {
            SgfNode[] pair = todo.pop();
            SgfNode a = pair[0];
            SgfNode b = pair[1];
            if (a == b) {
                continue;
            }
            if (a.hash != b.hash || a.children.size() != b.children.size() || !a.properties.equals(b.properties)) {
                return false;
            }
            for (int i = 0; i < a.children.size(); i++) {
                todo.push(new SgfNode[] {a.children.get(i), b.children.get(i)});
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** The tree as the writer writes it. */
    @Override
    public String toString() {
        return SgfWriter.write(this);
    }

    /** Assembles a node; properties keep the order they are added in. */
    public static final class Builder {
        private final Map<String, List<String>> properties = new LinkedHashMap<>();
        private final List<SgfNode> children = new ArrayList<>();
        private SgfPosition position;
        private final Map<String, SgfPosition> propertyPositions = new LinkedHashMap<>();
        private final Map<String, List<SgfPosition>> valuePositions = new LinkedHashMap<>();

        private Builder() {
        }

        /** Adds values to property {@code id}, after any it has. */
        public Builder add(String id, String... values) {
            return add(id, Arrays.asList(values));
        }

        /** Adds values to property {@code id}, after any it has. */
        public Builder add(String id, List<String> values) {
            Objects.requireNonNull(id, "id");
            for (String value : values) {
                Objects.requireNonNull(value, () -> "a value of " + id);
            }
            properties.computeIfAbsent(id, k -> new ArrayList<>()).addAll(values);
            return this;
        }

        /** Sets property {@code id} to {@code values}, replacing any it had. */
        public Builder set(String id, List<String> values) {
            remove(id);
            return add(id, values);
        }

        public Builder remove(String id) {
            properties.remove(id);
            propertyPositions.remove(id);
            valuePositions.remove(id);
            return this;
        }

        public boolean has(String id) {
            return properties.containsKey(id);
        }

        public Builder child(SgfNode child) {
            children.add(Objects.requireNonNull(child, "child"));
            return this;
        }

        public Builder children(List<SgfNode> more) {
            more.forEach(this::child);
            return this;
        }

        /** Where the node stood in a text (the reader sets it). */
        public Builder position(SgfPosition nodePosition) {
            this.position = nodePosition;
            return this;
        }

        /** Where a property's identifier and one of its values stood (the reader sets them). */
        Builder valueAt(String id, SgfPosition identifier, SgfPosition value) {
            propertyPositions.putIfAbsent(id, identifier);
            valuePositions.computeIfAbsent(id, k -> new ArrayList<>()).add(value);
            return this;
        }

        /**
         * @throws IllegalArgumentException if an identifier is not upper-case letters or a
         *                                  property has no value
         */
        public SgfNode build() {
            return new SgfNode(this);
        }
    }
}
