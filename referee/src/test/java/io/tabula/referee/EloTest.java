package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Elo fits of constructed results whose answers are known in closed form. */
class EloTest {
    private static final double SCALE = 400 / Math.log(10);

    @Test
    void threeWinsOfFour_fitAsThreeAndAHalfOfFive() {
        List<Elo.Rating> ratings = Elo.fit(List.of("a", "b"), new double[][] {{0, 3}, {1, 0}}, new int[][] {{0, 4}, {4, 0}});
        double difference = 400 * Math.log10(0.7 / 0.3);
        assertEquals(difference / 2, ratings.get(0).rating(), 1e-6);
        assertEquals(-difference / 2, ratings.get(1).rating(), 1e-6);
        // Fisher information of the difference: 5 games (4 and the virtual draw) * 0.7 * 0.3;
        // each rating is half the difference from the mean.
        double margin = 1.959964 * SCALE * Math.sqrt(1 / (5 * 0.7 * 0.3)) / 2;
        assertEquals(margin, ratings.get(0).margin(), 1e-6);
        assertEquals(margin, ratings.get(1).margin(), 1e-6);
    }

    @Test
    void aPerfectScore_hasAFiniteRating() {
        List<Elo.Rating> ratings = Elo.fit(List.of("a", "b"), new double[][] {{0, 4}, {0, 0}}, new int[][] {{0, 4}, {4, 0}});
        assertEquals(400 * Math.log10(9), ratings.get(0).rating() - ratings.get(1).rating(), 1e-6);
    }

    /** Each pair's score (virtual draw included) is exactly what ratings 120, 0, -120 predict: the fit finds them. */
    @Test
    void resultsThatMatchTheModel_fitItsRatings() {
        // a-b: a win and a draw (2/3 with the virtual draw, odds 2); b-c the same; a-c: 3 wins, 1 draw (4/5, odds 4).
        double[][] points = {{0, 1.5, 3.5}, {0.5, 0, 1.5}, {0.5, 0.5, 0}};
        int[][] games = {{0, 2, 4}, {2, 0, 2}, {4, 2, 0}};
        List<Elo.Rating> ratings = Elo.fit(List.of("a", "b", "c"), points, games);
        double step = 400 * Math.log10(2);
        assertEquals(step, ratings.get(0).rating(), 1e-6);
        assertEquals(0, ratings.get(1).rating(), 1e-6);
        assertEquals(-step, ratings.get(2).rating(), 1e-6);
        // Fisher weights n p (1 - p): x = 3 * 2/9 for a-b and b-c, y = 5 * 4/25 for a-c. The Laplacian's
        // eigenvalues off the constant vector are x + 2y on (1, 0, -1) and 3x on (1, -2, 1), so the
        // variances about the mean are 1/(2(x + 2y)) + 1/(18x) for a and c and 2/(9x) for b.
        double x = 2.0 / 3;
        double y = 4.0 / 5;
        double outer = 1.959964 * SCALE * Math.sqrt(1 / (2 * (x + 2 * y)) + 1 / (18 * x));
        assertEquals(outer, ratings.get(0).margin(), 1e-6);
        assertEquals(outer, ratings.get(2).margin(), 1e-6);
        assertEquals(1.959964 * SCALE * Math.sqrt(2 / (9 * x)), ratings.get(1).margin(), 1e-6);
    }

    @Test
    void aCycle_ratesEveryoneEqual() {
        double[][] points = {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}};
        int[][] games = {{0, 1, 1}, {1, 0, 1}, {1, 1, 0}};
        List<Elo.Rating> ratings = Elo.fit(List.of("a", "b", "c"), points, games);
        for (Elo.Rating rating : ratings) {
            assertEquals(0, rating.rating(), 1e-6);
            assertEquals(ratings.get(0).margin(), rating.margin(), 1e-6);
        }
    }

    @Test
    void groupsThatNeverMet_areEachCentred_andAPlayerWithoutGamesHasNoErrorBar() {
        double[][] points = {{0, 2, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 1, 0}, {0, 0, 1, 0, 0}, {0, 0, 0, 0, 0}};
        int[][] games = {{0, 2, 0, 0, 0}, {2, 0, 0, 0, 0}, {0, 0, 0, 2, 0}, {0, 0, 2, 0, 0}, {0, 0, 0, 0, 0}};
        List<Elo.Rating> ratings = Elo.fit(List.of("a", "b", "c", "d", "e"), points, games);
        assertEquals(400 * Math.log10(5) / 2, ratings.get(0).rating(), 1e-6, "2.5 of 3");
        assertEquals(0, ratings.get(0).rating() + ratings.get(1).rating(), 1e-6);
        assertEquals(0, ratings.get(2).rating(), 1e-6);
        assertEquals(0, ratings.get(3).rating(), 1e-6);
        assertEquals(0, ratings.get(4).rating());
        assertTrue(Double.isNaN(ratings.get(4).margin()));
    }
}
