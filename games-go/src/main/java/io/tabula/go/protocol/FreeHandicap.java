package io.tabula.go.protocol;

import io.tabula.go.rules.FixedHandicap;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Where {@code place_free_handicap} puts its stones: the fixed handicap points as far as they
 * go, then points away from the stones already placed when there is room, chosen at random.
 */
final class FreeHandicap {
    private FreeHandicap() {
    }

    /** {@code count} distinct points of {@code grid} (fewer than its size), drawn from {@code random}. */
    static List<Integer> points(Grid grid, int count, SplittableRandom random) {
        List<Integer> points = new ArrayList<>();
        int fixed = Math.min(count, FixedHandicap.maximum(grid.width()));
        if (fixed >= 2) {
            for (int p : FixedHandicap.points(grid, fixed)) {
                points.add(p);
            }
        }
        while (points.size() < count) {
            points.add(freePoint(grid, points, random));
        }
        return points;
    }

    /** An empty point for one more stone: away from the others when there is room, at random. */
    private static int freePoint(Grid grid, List<Integer> taken, SplittableRandom random) {
        List<Integer> apart = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        for (int p = 0; p < grid.size(); p++) {
            if (taken.contains(p)) {
                continue;
            }
            free.add(p);
            boolean touching = false;
            for (int n : grid.orthogonalNeighbours(p)) {
                touching |= taken.contains(n);
            }
            if (!touching) {
                apart.add(p);
            }
        }
        List<Integer> from = apart.isEmpty() ? free : apart;
        return from.get(random.nextInt(from.size()));
    }
}
