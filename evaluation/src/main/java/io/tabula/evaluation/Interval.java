package io.tabula.evaluation;

/**
 * A proportion with its 95% Wilson score interval, which stays inside [0, 1] and is
 * honest near 0 and 1 and for few games, where the normal approximation is not.
 *
 * @param value the observed proportion
 * @param low   the interval's lower end
 * @param high  the interval's upper end
 */
public record Interval(double value, double low, double high) {
    private static final double Z95 = 1.959_963_984_540_054;

    /** The proportion {@code successes / trials} (successes may count halves, as draws do) and its interval. */
    public static Interval wilson(double successes, long trials) {
        if (trials <= 0) {
            return new Interval(Double.NaN, 0, 1);
        }
        double p = successes / trials;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
        double half = Z95 * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials)) / (1 + z2 / trials);
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
