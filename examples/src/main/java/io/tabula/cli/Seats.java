package io.tabula.cli;

import io.tabula.agent.Agent;
import java.util.List;
import java.util.Optional;

/** Who sits at each player's place in {@code tabula play}: a name (or none) and an agent (none for a human). */
record Seats(List<String> names, List<Optional<Agent>> agents) {
    int count() {
        return agents.size();
    }

    boolean human(int player) {
        return player < 0 || player >= agents.size() || agents.get(player).isEmpty();
    }

    long humans() {
        return agents.stream().filter(Optional::isEmpty).count();
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
