package io.tabula.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a game is, independent of option values.
 *
 * @param id           registry id, lower case: {@code go}, {@code gomoku}, {@code junqi}
 * @param name         display name
 * @param sides        the sides in turn order; index {@code i} has {@code Side.index() == i}
 * @param capabilities declared capabilities
 */
public record GameType(String id, String name, List<Side> sides, Set<Capability> capabilities) {
    public GameType {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        sides = ImmutableList.copyOf(sides);
        capabilities = ImmutableSet.copyOf(capabilities);
        for (int i = 0; i < sides.size(); i++) {
            if (sides.get(i).index() != i) {
                throw new IllegalArgumentException("side " + sides.get(i) + " must have index " + i);
            }
        }
    }

    public boolean has(Capability capability) {
        return capabilities.contains(capability);
    }

    public boolean perfectInformation() {
        return !has(Capability.HIDDEN_INFORMATION);
    }

    /** The side with exactly this id ({@code black}, not {@code Black}: ids are case-sensitive). */
    public Optional<Side> side(String sideId) {
        return sides.stream().filter(s -> s.id().equals(sideId)).findFirst();
    }

    public Side side(int index) {
        return sides.get(index);
    }
}
