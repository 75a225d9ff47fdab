package io.tabula.stones.rows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RowPlayoutTest {

    @Test
    void below_staysInRange_andIsUniform() {
        SplittableRandom random = new SplittableRandom(3);
        for (int bound : new int[] {1, 2, 3, 7, 225, 361, 1 << 30, Integer.MAX_VALUE}) {
            for (int i = 0; i < 2_000; i++) {
                int n = RowPlayout.below(random, bound);
                assertTrue(n >= 0 && n < bound, n + " outside 0.." + (bound - 1));
            }
        }
        int[] counts = new int[7];
        int draws = 700_000;
        for (int i = 0; i < draws; i++) {
            counts[RowPlayout.below(random, 7)]++;
        }
        double chi = 0;
        for (int c : counts) {
            chi += (c - draws / 7.0) * (c - draws / 7.0) / (draws / 7.0);
        }
        assertTrue(chi < 22.5, "chi-square " + chi + " with 6 degrees of freedom (p < 0.001 above 22.46)");
        assertEquals(0, RowPlayout.below(random, 1));
    }
}
