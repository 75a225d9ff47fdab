package io.tabula.gomoku.rules;

import io.tabula.gomoku.geometry.Points;

/**
 * Where an opening step lets a stone go, measured from the centre as the Gomoku rules (games-gomoku/README.md) does:
 * "within N x N" is a Chebyshev distance of at most (N - 1) / 2 from {@code h8}.
 *
 * @param minDistance smallest allowed distance from the centre
 * @param maxDistance largest allowed distance, or {@link Integer#MAX_VALUE} for no limit
 */
record OpeningArea(int minDistance, int maxDistance) {
    static final OpeningArea ANYWHERE = new OpeningArea(0, Integer.MAX_VALUE);
    static final OpeningArea CENTRE = within(1);

    /** The central {@code n x n} square ({@code n} odd). */
    static OpeningArea within(int n) {
        return new OpeningArea(0, (n - 1) / 2);
    }

    /** Everything outside the central {@code n x n} square. */
    static OpeningArea outside(int n) {
        return new OpeningArea((n - 1) / 2 + 1, Integer.MAX_VALUE);
    }

    boolean isAnywhere() {
        return minDistance == 0 && maxDistance == Integer.MAX_VALUE;
    }

    boolean allows(int size, int point) {
        int d = Points.distanceFromCentre(size, point);
        return d >= minDistance && d <= maxDistance;
    }

    /** The area in words, e.g. "within the central 5x5 square", for error messages. */
    String describe(int size) {
        if (isAnywhere()) {
            return "anywhere";
        }
        if (maxDistance == 0) {
            return "on the centre " + Points.name(size, Points.centre(size));
        }
        if (minDistance == 0) {
            int n = 2 * maxDistance + 1;
            return "within the central " + n + "x" + n + " square";
        }
        int n = 2 * minDistance - 1;
        return "outside the central " + n + "x" + n + " square";
    }
}
