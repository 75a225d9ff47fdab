package io.tabula.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.record.Nigiri.Parity;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NigiriTest {
    private static final List<String> NAMES = List.of("Honinbo", "Challenger");
    private static final int SEEDS = 10_000;

    @Test
    void draw_sameSeed_sameResult() {
        for (long seed = 0; seed < 200; seed++) {
            assertEquals(Nigiri.draw(seed), Nigiri.draw(seed));
            assertEquals(Nigiri.draw(seed, Parity.EVEN), Nigiri.draw(seed, Parity.EVEN));
        }
    }

    @Test
    void draw_differentSeeds_differentHandfuls() {
        Set<Integer> sizes = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            sizes.add(Nigiri.draw(seed).grabbed());
        }
        assertTrue(sizes.size() > 20, "the seed must actually vary the handful: " + sizes);
    }

    @Test
    void parityOfGrabbed_decides() {
        assertEquals(Parity.ODD, new Nigiri(17, Parity.EVEN).grabbedParity());
        assertEquals(Parity.EVEN, new Nigiri(30, Parity.EVEN).grabbedParity());
        assertTrue(new Nigiri(17, Parity.ODD).guessedRight());
        assertFalse(new Nigiri(17, Parity.EVEN).guessedRight());
        assertTrue(new Nigiri(2, Parity.EVEN).guessedRight());
        assertFalse(new Nigiri(1, Parity.EVEN).guessedRight());
    }

    @Test
    void rightGuess_givesGuesserTheFirstMove() {
        Nigiri right = new Nigiri(4, Parity.EVEN);
        assertEquals(Nigiri.GUESSER, right.blackPlayer());
        assertEquals(List.of("Challenger", "Honinbo"), right.order(NAMES));
    }

    @Test
    void wrongGuess_givesHolderTheFirstMove() {
        Nigiri wrong = new Nigiri(4, Parity.ODD);
        assertEquals(Nigiri.HOLDER, wrong.blackPlayer());
        assertEquals(List.of("Honinbo", "Challenger"), wrong.order(NAMES));
    }

    @Test
    void describe_namesCountParitiesAndOutcome() {
        assertEquals("holder grabbed 17 stones (odd); guesser said even: wrong, so holder takes black and starts",
                new Nigiri(17, Parity.EVEN).describe());
        assertEquals("holder grabbed 1 stone (odd); guesser said odd: right, so guesser takes black and starts",
                new Nigiri(1, Parity.ODD).describe());
    }

    @Test
    void overManySeeds_bothOutcomesRoughlyEqual() {
        int guesserStarts = 0;
        int oddHandfuls = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            if (Nigiri.draw(seed).blackPlayer() == Nigiri.GUESSER) {
                guesserStarts++;
            }
            // A fixed call must be fair too, or a guesser could always win by saying "odd".
            if (Nigiri.draw(seed, Parity.ODD).guessedRight()) {
                oddHandfuls++;
            }
        }
        assertBetween45And55("guesser starts", guesserStarts);
        assertBetween45And55("odd handful", oddHandfuls);
    }

    @Test
    void grabbed_alwaysWithinStatedRange_andReachesBothEnds() {
        int[] counts = new int[Nigiri.MAX_HANDFUL + 1];
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < SEEDS; i++) {
            int grabbed = Nigiri.draw(random, Parity.ODD).grabbed();
            assertTrue(grabbed >= Nigiri.MIN_HANDFUL && grabbed <= Nigiri.MAX_HANDFUL, "grabbed " + grabbed);
            counts[grabbed]++;
        }
        assertTrue(counts[Nigiri.MIN_HANDFUL] > 0 && counts[Nigiri.MAX_HANDFUL] > 0,
                "both ends of the range occur: " + Arrays.toString(counts));
    }

    @Test
    void nullGuess_rejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Nigiri.draw(new SplittableRandom(1), null));
        assertTrue(e.getMessage().contains("guess"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Nigiri.draw(1L, null));
        assertThrows(IllegalArgumentException.class, () -> new Nigiri(3, null));
    }

    @Test
    void grabbedOutOfRange_rejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Nigiri(0, Parity.ODD));
        assertTrue(e.getMessage().contains("1..30"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Nigiri(31, Parity.ODD));
    }

    @Test
    void names_mustBeTwoDistinct() {
        Nigiri nigiri = new Nigiri(5, Parity.ODD);
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class,
                () -> nigiri.order(List.of("Sai", "Sai")));
        assertTrue(same.getMessage().contains("distinct"), same.getMessage());
        IllegalArgumentException three = assertThrows(IllegalArgumentException.class,
                () -> nigiri.order(List.of("a", "b", "c")));
        assertTrue(three.getMessage().contains("exactly two"), three.getMessage());
        assertThrows(IllegalArgumentException.class, () -> nigiri.order(List.of("a")));
        assertThrows(IllegalArgumentException.class, () -> nigiri.order(null));
        assertThrows(IllegalArgumentException.class, () -> nigiri.order(Arrays.asList("a", null)));
    }

    @Test
    void order_returnsBothNamesOnce() {
        List<String> ordered = Nigiri.draw(7).order(NAMES);
        assertEquals(Set.copyOf(NAMES), Set.copyOf(ordered));
        assertNotEquals(ordered.get(0), ordered.get(1));
    }

    private static void assertBetween45And55(String what, int hits) {
        double share = (double) hits / SEEDS;
        assertTrue(share >= 0.45 && share <= 0.55, what + " share " + share + " not within 45%..55%");
    }
}
