package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.core.Phase;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who sits at each player's place in {@code tabula play}: a name (or none) and an agent (none
 * for a human), and, for players whose moves outside ordinary play (a Junqi deployment, an
 * opening) are made otherwise ({@code --deploy}), the agent that makes those (none: typed).
 */
record Seats(List<String> names, List<Optional<Agent>> agents, Map<Integer, Optional<Agent>> outsidePlay) {
    Seats {
        outsidePlay = Map.copyOf(outsidePlay);
    }

    Seats(List<String> names, List<Optional<Agent>> agents) {
        this(names, agents, Map.of());
    }

    int count() {
        return agents.size();
    }

    /** The agent that makes {@code player}'s moves in {@code phase}; empty when the player types them. */
    Optional<Agent> agent(int player, Phase phase) {
        if (!phase.isPlay() && outsidePlay.containsKey(player)) {
            return outsidePlay.get(player);
        }
        return player < 0 || player >= agents.size() ? Optional.empty() : agents.get(player);
    }

    /** Whether a human plays {@code player}'s moves in ordinary play. */
    boolean human(int player) {
        return player < 0 || player >= agents.size() || agents.get(player).isEmpty();
    }

    /** Whether a human types any of {@code player}'s moves, in play or outside it. */
    boolean typesMoves(int player) {
        return human(player) || (outsidePlay.containsKey(player) && outsidePlay.get(player).isEmpty());
    }

    /** The players who type moves at the terminal. */
    long humans() {
        return java.util.stream.IntStream.range(0, count()).filter(this::typesMoves).count();
    }

    /** The first player who types moves; 0 when none does. */
    int firstHuman() {
        return java.util.stream.IntStream.range(0, count()).filter(this::typesMoves).findFirst().orElse(0);
    }

    /** "first player", or "ann (first player)" for a named one. */
    String label(int player) {
        String ordinal = ordinal(player);
        String name = player < names.size() ? names.get(player) : null;
        return name == null ? ordinal : name + " (" + ordinal + ")";
    }

    /** "first player (black)", or "ann (first player, black)". */
    String label(int player, String colour) {
        String ordinal = ordinal(player);
        String name = player < names.size() ? names.get(player) : null;
        String what = colour.isEmpty() ? "" : colour;
        if (name == null) {
            return what.isEmpty() ? ordinal : ordinal + " (" + what + ")";
        }
        return name + " (" + ordinal + (what.isEmpty() ? "" : ", " + what) + ")";
    }

    static String ordinal(int player) {
        return switch (player) {
            case 0 -> "first player";
            case 1 -> "second player";
            default -> "player " + (player + 1);
        };
    }
}
