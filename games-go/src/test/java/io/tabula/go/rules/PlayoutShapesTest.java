package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The 3x3 shapes of the dead-stone playouts, read from neighbourhood codes. */
class PlayoutShapesTest {
    private static final int E = Stones.EMPTY;
    private static final int B = Stones.BLACK;
    private static final int W = Stones.WHITE;
    private static final int OFF = PlayoutShapes.OFF;

    /** The code of a neighbourhood given in ring order: above, then clockwise. */
    private static int code(int... ring) {
        int code = 0;
        for (int i = 0; i < 8; i++) {
            code |= ring[i] << (2 * i);
        }
        return code;
    }

    @Test
    void ring_isAboveThenClockwise() {
        assertArrayEquals(new int[] {-11, -10, 1, 12, 11, 10, -1, -12}, PlayoutShapes.ring(11));
    }

    @Test
    void enclosingHane_matches_inEveryRotationAndEitherColour() {
        // X O X above, nothing below: the hane between two stones.
        int[] hane = {W, B, E, E, E, E, E, B}; // above W, above-right B, above-left B
        for (int turn = 0; turn < 8; turn += 2) {
            int[] rotated = new int[8];
            int[] swapped = new int[8];
            for (int i = 0; i < 8; i++) {
                rotated[i] = hane[(i + 8 - turn) % 8];
                swapped[i] = rotated[i] == B ? W : rotated[i] == W ? B : rotated[i];
            }
            assertTrue(PlayoutShapes.matches(code(rotated)), "turned by " + turn);
            assertTrue(PlayoutShapes.matches(code(swapped)), "turned by " + turn + ", colours swapped");
        }
    }

    @Test
    void emptyNeighbourhood_andLoneStones_doNotMatch() {
        assertFalse(PlayoutShapes.matches(code(E, E, E, E, E, E, E, E)));
        assertFalse(PlayoutShapes.matches(code(E, B, E, E, E, E, E, E)), "a stone on a diagonal alone");
        assertFalse(PlayoutShapes.matches(code(OFF, OFF, E, E, E, E, E, OFF)), "an empty edge");
    }

    @Test
    void descentToTheEdge_matches() {
        // Above: a stone X with O beside it; below: off the board.
        assertTrue(PlayoutShapes.matches(code(B, W, E, OFF, OFF, OFF, E, E)));
        assertTrue(PlayoutShapes.matches(code(W, B, E, OFF, OFF, OFF, E, E)), "colours swapped");
    }

    @Test
    void pointAmongStonesOfOneColour_matchesNothing() {
        assertFalse(PlayoutShapes.matches(code(B, B, B, B, B, B, B, B)));
        assertFalse(PlayoutShapes.matches(code(W, E, W, E, W, OFF, OFF, OFF)));
    }
}
