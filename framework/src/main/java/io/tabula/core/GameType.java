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
 * @param sides          the sides in turn order; index {@code i} has {@code Side.index() == i}.
 *                       A game has as many players as sides, any number of them; which
 *                       player holds which side may change during a game (a renju swap)
 * @param capabilities   declared capabilities
 * @param outcomeReasons every reason a game of this type can end for, with distinct ids
 */
public record GameType(String id, String name, List<Side> sides, Set<Capability> capabilities,
        List<OutcomeReason> outcomeReasons) {
    public GameType {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        sides = ImmutableList.copyOf(sides);
        capabilities = ImmutableSet.copyOf(capabilities);
        outcomeReasons = ImmutableList.copyOf(outcomeReasons);
        if (sides.isEmpty()) {
            throw new IllegalArgumentException(id + " has no side");
        }
        for (int i = 0; i < sides.size(); i++) {
            if (sides.get(i).index() != i) {
                throw new IllegalArgumentException("side " + sides.get(i) + " must have index " + i);
            }
        }
        if (outcomeReasons.stream().map(OutcomeReason::id).distinct().count() != outcomeReasons.size()) {
            throw new IllegalArgumentException(id + " lists an outcome reason id twice: " + outcomeReasons);
        }
    }

    /** The number of players: one for each side. */
    public int players() {
        return sides.size();
    }

    /** The outcome reason with exactly this id ({@code five}, {@code flag-captured}). */
    public Optional<OutcomeReason> outcomeReason(String reasonId) {
        return outcomeReasons.stream().filter(r -> r.id().equals(reasonId)).findFirst();
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
