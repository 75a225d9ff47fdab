package io.tabula.referee;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Elo ratings estimated from a tournament's games, with a 95% error bar each.
 *
 * <p>The model is Elo's: a player rated {@code d} points above its opponent scores
 * {@code 1 / (1 + 10^(-d/400))} on average, a draw counting half a win. The ratings are the
 * maximum-likelihood fit of that model to all the games, with one virtual draw added between
 * every two players who met: without it a player who won (or lost) every game would have no
 * finite rating, and with it two players who met once are pulled only a little together (3 wins
 * of 4 fit as 3.5 of 5, a difference of {@code 400 log10(0.7/0.3)} = 147 points).
 *
 * <p>Ratings are relative: within each group of players connected by games their mean is 0.
 * Players who never met, even through others, are not comparable, and each group is centred on
 * its own. The error bar is 1.96 standard errors from the fit's Fisher information (the
 * likelihood's curvature at its maximum, games and virtual draws alike), the variance of each
 * rating measured from its group's mean; a player without games has none ({@code NaN}).
 */
public final class Elo {
    /** Elo points per unit of the logistic model's natural scale. */
    static final double SCALE = 400 / Math.log(10);
    private static final double Z95 = 1.959964;
    private static final int MAX_ITERATIONS = 100_000;

    private Elo() {
    }

    /**
     * A player's estimate.
     *
     * @param name   the player
     * @param rating Elo points above its group's mean
     * @param margin half the 95% interval, in Elo points; {@code NaN} for a player without games
     */
    public record Rating(String name, double rating, double margin) {
    }

    /**
     * The ratings of {@code players} from their results.
     *
     * @param points {@code points[i][j]} is what player {@code i} scored against {@code j}
     * @param games  {@code games[i][j]} the games they played (symmetric)
     * @return one rating per player, in the order given
     */
    public static List<Rating> fit(List<String> players, double[][] points, int[][] games) {
        int n = players.size();
        double[][] wins = new double[n][n];
        double[][] played = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    wins[i][j] = points[i][j] + 0.5; // the virtual draw
                    played[i][j] = games[i][j] + 1;
                }
            }
        }
        double[] strength = strengths(wins, played);
        List<Rating> ratings = new ArrayList<>(n);
        double[] rating = new double[n];
        double[] margin = new double[n];
        for (List<Integer> group : groups(played)) {
            centre(group, strength, rating);
            errorBars(group, strength, played, margin);
        }
        for (int i = 0; i < n; i++) {
            ratings.add(new Rating(players.get(i), rating[i], margin[i]));
        }
        return ratings;
    }

    /**
     * The model's maximum-likelihood log-strengths by Hunter's minorization-maximization
     * iteration for the Bradley-Terry model, which converges from any start when every player
     * has scored and conceded something (the virtual draws see to that).
     */
    private static double[] strengths(double[][] wins, double[][] played) {
        int n = wins.length;
        double[] gamma = new double[n];
        Arrays.fill(gamma, 1);
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double[] next = new double[n];
            double change = 0;
            for (int i = 0; i < n; i++) {
                double scored = 0;
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    scored += wins[i][j];
                    denominator += played[i][j] / (gamma[i] + gamma[j]);
                }
                next[i] = denominator == 0 ? 1 : scored / denominator;
            }
            double mean = 0;
            for (double g : next) {
                mean += Math.log(g);
            }
            mean /= n;
            for (int i = 0; i < n; i++) {
                next[i] = Math.exp(Math.log(next[i]) - mean); // keeps the numbers in range
                change = Math.max(change, Math.abs(Math.log(next[i] / gamma[i])));
            }
            gamma = next;
            if (change < 1e-13) {
                break;
            }
        }
        double[] log = new double[n];
        for (int i = 0; i < n; i++) {
            log[i] = Math.log(gamma[i]);
        }
        return log;
    }

    /** The players connected by games, each group in entry order. */
    private static List<List<Integer>> groups(double[][] played) {
        int n = played.length;
        int[] group = new int[n];
        Arrays.fill(group, -1);
        List<List<Integer>> groups = new ArrayList<>();
        for (int start = 0; start < n; start++) {
            if (group[start] >= 0) {
                continue;
            }
            List<Integer> members = new ArrayList<>();
            ArrayDeque<Integer> todo = new ArrayDeque<>(List.of(start));
            group[start] = groups.size();
            while (!todo.isEmpty()) {
                int i = todo.poll();
                members.add(i);
                for (int j = 0; j < n; j++) {
                    if (played[i][j] > 0 && group[j] < 0) {
                        group[j] = groups.size();
                        todo.add(j);
                    }
                }
            }
            members.sort(null);
            groups.add(members);
        }
        return groups;
    }

    private static void centre(List<Integer> group, double[] strength, double[] rating) {
        double mean = group.stream().mapToDouble(i -> strength[i]).average().orElse(0);
        for (int i : group) {
            rating[i] = SCALE * (strength[i] - mean);
        }
    }

    /**
     * The Fisher information of a group is the graph Laplacian weighted by {@code n p (1 - p)} for
     * each pair; the covariance of the ratings about their mean is its pseudo-inverse, here
     * {@code (L + J/m)^-1 - J/m} for a connected group of {@code m}.
     */
    private static void errorBars(List<Integer> group, double[] strength, double[][] played, double[] margin) {
        int m = group.size();
        if (m == 1) {
            margin[group.get(0)] = Double.NaN;
            return;
        }
        double[][] matrix = new double[m][m];
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                int i = group.get(a);
                int j = group.get(b);
                if (a != b && played[i][j] > 0) {
                    double p = 1 / (1 + Math.exp(strength[j] - strength[i]));
                    double weight = played[i][j] * p * (1 - p);
                    matrix[a][b] -= weight;
                    matrix[a][a] += weight;
                }
            }
        }
        for (double[] row : matrix) {
            for (int b = 0; b < m; b++) {
                row[b] += 1.0 / m;
            }
        }
        double[][] inverse = invert(matrix);
        for (int a = 0; a < m; a++) {
            double variance = inverse[a][a] - 1.0 / m;
            margin[group.get(a)] = Z95 * SCALE * Math.sqrt(Math.max(0, variance));
        }
    }

    /** Gauss-Jordan with partial pivoting; the matrix is symmetric positive definite here. */
    private static double[][] invert(double[][] matrix) {
        int m = matrix.length;
        double[][] a = new double[m][2 * m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(matrix[i], 0, a[i], 0, m);
            a[i][m + i] = 1;
        }
        for (int column = 0; column < m; column++) {
            int pivot = column;
            for (int row = column + 1; row < m; row++) {
                if (Math.abs(a[row][column]) > Math.abs(a[pivot][column])) {
                    pivot = row;
                }
            }
            double[] swap = a[column];
            a[column] = a[pivot];
            a[pivot] = swap;
            double divisor = a[column][column];
            for (int k = 0; k < 2 * m; k++) {
                a[column][k] /= divisor;
            }
            for (int row = 0; row < m; row++) {
                if (row != column && a[row][column] != 0) {
                    double factor = a[row][column];
                    for (int k = 0; k < 2 * m; k++) {
                        a[row][k] -= factor * a[column][k];
                    }
                }
            }
        }
        double[][] inverse = new double[m][m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(a[i], m, inverse[i], 0, m);
        }
        return inverse;
    }
}
