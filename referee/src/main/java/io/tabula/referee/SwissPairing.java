package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The pairing rules of a Swiss tournament, from the games played so far. Each round:
 * <ol>
 *   <li>Players are ranked by points, then by entry order (the entry order is the seeding).</li>
 *   <li>With an odd number of players, the lowest-ranked player who has had no bye yet sits out
 *       (a bye, counted as a win); if the others cannot then be paired, the next one up.</li>
 *   <li>From the top, each unpaired player meets the highest-ranked unpaired player it has not
 *       met (Monrad's rule): players meet within their score group, and one who cannot floats to
 *       the nearest group below. When this leads to a dead end, the search backtracks, so a
 *       pairing without a repeat is found whenever one exists.</li>
 *   <li>The first side goes to the player who has had it less often (colour balance), then to
 *       the one who had the second side in its last game, then to the higher-ranked.</li>
 * </ol>
 * When no pairing without a repeat exists, the round cannot be paired and the tournament says so.
 */
final class SwissPairing {
    private final Set<Set<String>> met = new HashSet<>();
    private final Set<String> hadBye = new HashSet<>();
    /** Games with the first side minus games with the second. */
    private final Map<String, Integer> balance = new HashMap<>();
    /** +1 if the player's last game was with the first side, -1 with the second. */
    private final Map<String, Integer> lastSide = new HashMap<>();

    /** A game was played, {@code first} with the first side. */
    void played(String first, String second) {
        met.add(Set.of(first, second));
        balance.merge(first, 1, Integer::sum);
        balance.merge(second, -1, Integer::sum);
        lastSide.put(first, 1);
        lastSide.put(second, -1);
    }

    void bye(String player) {
        hadBye.add(player);
    }

    /** One round: its pairings, the first side named first, and who has a bye, if anyone. */
    record Round(List<Pair> pairs, Optional<String> bye) {
        Round {
            pairs = List.copyOf(pairs);
        }
    }

    /** A pairing: {@code first} takes the first side in the first game. */
    record Pair(String first, String second) {
    }

    /**
     * Pairs the next round.
     *
     * @param ranking the players, best first (points, then entry order)
     * @throws TabulaException if no pairing without a repeat exists
     */
    Round pair(int round, List<String> ranking) {
        if (ranking.size() % 2 == 0) {
            List<List<String>> pairs = new ArrayList<>();
            if (match(new ArrayList<>(ranking), pairs)) {
                return new Round(sides(pairs), Optional.empty());
            }
        } else {
            for (int i = ranking.size() - 1; i >= 0; i--) {
                String bye = ranking.get(i);
                if (hadBye.contains(bye)) {
                    continue;
                }
                List<String> rest = new ArrayList<>(ranking);
                rest.remove(i);
                List<List<String>> pairs = new ArrayList<>();
                if (match(rest, pairs)) {
                    return new Round(sides(pairs), Optional.of(bye));
                }
            }
        }
        throw new TabulaException("round " + round + " of the Swiss cannot be paired without a repeat pairing; "
                + "play fewer rounds");
    }

    /** Pairs {@code unpaired} (in rank order) top down, backtracking; false at a dead end. */
    private boolean match(List<String> unpaired, List<List<String>> pairs) {
        if (unpaired.isEmpty()) {
            return true;
        }
        String top = unpaired.remove(0);
        for (int i = 0; i < unpaired.size(); i++) {
            String opponent = unpaired.get(i);
            if (met.contains(Set.of(top, opponent))) {
                continue;
            }
            unpaired.remove(i);
            pairs.add(List.of(top, opponent));
            if (match(unpaired, pairs)) {
                return true;
            }
            pairs.remove(pairs.size() - 1);
            unpaired.add(i, opponent);
        }
        unpaired.add(0, top);
        return false;
    }

    private List<Pair> sides(List<List<String>> pairs) {
        List<Pair> sided = new ArrayList<>();
        for (List<String> pair : pairs) {
            String higher = pair.get(0); // pairs are made top down: the first is the higher-ranked
            String lower = pair.get(1);
            int byBalance = Integer.compare(balance.getOrDefault(higher, 0), balance.getOrDefault(lower, 0));
            int byLast = Integer.compare(lastSide.getOrDefault(higher, 0), lastSide.getOrDefault(lower, 0));
            boolean lowerFirst = byBalance > 0 || (byBalance == 0 && byLast > 0);
            sided.add(lowerFirst ? new Pair(lower, higher) : new Pair(higher, lower));
        }
        return sided;
    }
}
