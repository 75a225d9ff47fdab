package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tabula.core.TabulaException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Swiss pairing rules on constructed histories. */
class SwissPairingTest {
    private static SwissPairing.Pair pair(String first, String second) {
        return new SwissPairing.Pair(first, second);
    }

    @Test
    void theFirstRound_pairsTopDownInEntryOrder() {
        SwissPairing.Round round = new SwissPairing().pair(1, List.of("a", "b", "c", "d"));
        assertEquals(List.of(pair("a", "b"), pair("c", "d")), round.pairs());
        assertEquals(Optional.empty(), round.bye());
    }

    /** a and d won round 1: they meet, and the one who had the second side takes the first. */
    @Test
    void scoreGroupsMeet_andTheFirstSideGoesToWhoHadItLess() {
        SwissPairing pairing = new SwissPairing();
        pairing.played("a", "b");
        pairing.played("c", "d");
        SwissPairing.Round round = pairing.pair(2, List.of("a", "d", "b", "c"));
        assertEquals(List.of(pair("d", "a"), pair("b", "c")), round.pairs());
    }

    @Test
    void noRepeatPairings_evenAcrossScoreGroups() {
        SwissPairing pairing = new SwissPairing();
        pairing.played("a", "b");
        pairing.played("c", "d");
        SwissPairing.Round round = pairing.pair(2, List.of("a", "b", "c", "d"));
        assertEquals(List.of(pair("a", "c"), pair("b", "d")), round.pairs(),
                "a and c had the first side, b and d the second: the higher-ranked takes the first");
    }

    /**
     * a-b would leave c, who has met d, e and f, without an opponent: the search backs up and pairs
     * a-c. Sides by balance: c (+1) against a (0), d (-1) against b (0), f (-1) against e (+1).
     */
    @Test
    void aDeadEnd_isBackedOutOf() {
        SwissPairing pairing = new SwissPairing();
        pairing.played("c", "d");
        pairing.played("e", "c");
        pairing.played("c", "f");
        SwissPairing.Round round = pairing.pair(4, List.of("a", "b", "c", "d", "e", "f"));
        assertEquals(List.of(pair("a", "c"), pair("d", "b"), pair("f", "e")), round.pairs());
    }

    @Test
    void anOddCount_givesTheByeToTheLowestRankedWithoutOne() {
        SwissPairing pairing = new SwissPairing();
        assertEquals(Optional.of("e"), pairing.pair(1, List.of("a", "b", "c", "d", "e")).bye());
        pairing.bye("e");
        SwissPairing.Round round = pairing.pair(2, List.of("a", "b", "c", "d", "e"));
        assertEquals(Optional.of("d"), round.bye());
        assertEquals(List.of(pair("a", "b"), pair("c", "e")), round.pairs());
    }

    @Test
    void whenEveryPairingRepeats_theRoundIsRefused() {
        SwissPairing pairing = new SwissPairing();
        pairing.played("a", "b");
        TabulaException e = assertThrows(TabulaException.class, () -> pairing.pair(2, List.of("a", "b")));
        assertEquals("round 2 of the Swiss cannot be paired without a repeat pairing; play fewer rounds", e.getMessage());
    }
}
