package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Benson's unconditional life on constructed positions. */
class BensonTest {

    /** The points of {@code colour}'s unconditionally alive stones. */
    private static Set<Integer> alive(GoState state, byte colour) {
        boolean[] alive = Benson.alive(state.rules(), state.cells(), colour);
        Set<Integer> points = new TreeSet<>();
        for (int p = 0; p < alive.length; p++) {
            if (alive[p]) {
                points.add(p);
            }
        }
        return points;
    }

    @Test
    void twoEyesOfTwoPoints_alive_theSurroundingWallIsNot() {
        GoState state = Positions.of("chinese", Positions.TWO_EYES_IN_THE_CORNER);
        assertEquals(Positions.points("C9", "F9", "A8", "B8", "C8", "D8", "E8", "F8"), alive(state, Stones.BLACK));
        // White's regions are all too big to be vital: the empty board is not a pair of eyes.
        assertEquals(Set.of(), alive(state, Stones.WHITE));
    }

    @Test
    void oneEye_notUnconditionallyAlive() {
        GoState state = Positions.of("chinese",
                "..XO.....",
                "XXXO.....",
                "OOOO.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertEquals(Set.of(), alive(state, Stones.BLACK));
    }

    @Test
    void anEyeWithADeadStoneInside_stillVital() {
        // White's A9 stone sits in black's eye A9-B9; the region's only empty point B9 is black's liberty.
        GoState state = Positions.of("chinese",
                "O.X.X....",
                "XXXXX....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertEquals(Positions.points("C9", "E9", "A8", "B8", "C8", "D8", "E8"), alive(state, Stones.BLACK));
    }
}
