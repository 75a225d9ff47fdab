package io.tabula.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class HashHistoryTest {

    @Property(tries = 1000) // jqwik's own default, kept explicit: the module default is for fuzz properties
    void plus_agreesWithAHashSet(@ForAll List<Long> added, @ForAll List<Long> probes) {
        HashHistory history = HashHistory.EMPTY;
        Set<Long> reference = new HashSet<>();
        for (long hash : added) {
            history = history.plus(hash);
            reference.add(hash);
        }
        assertEquals(reference.size(), history.size());
        for (long hash : added) {
            assertTrue(history.contains(hash));
        }
        for (long probe : probes) {
            assertEquals(reference.contains(probe), history.contains(probe), "probe " + probe);
        }
    }

    @Test
    void plus_leavesTheOlderSetUnchanged() {
        HashHistory older = HashHistory.EMPTY.plus(1).plus(2);
        HashHistory newer = older.plus(3);
        assertFalse(older.contains(3));
        assertTrue(newer.contains(3));
        assertEquals(2, older.size());
        assertSame(newer, newer.plus(2), "adding a member changes nothing");
    }

    @Test
    void contains_handlesHashesSharingLongPrefixes() {
        // Differ only in the top bits: the trie must go to its deepest level to part them.
        long a = 0x0000_0000_0000_0001L;
        long b = 0x8000_0000_0000_0001L;
        long c = 0x4000_0000_0000_0001L;
        HashHistory history = HashHistory.EMPTY.plus(a).plus(b);
        assertTrue(history.contains(a) && history.contains(b));
        assertFalse(history.contains(c));
        assertTrue(history.plus(c).contains(c));
    }

    @Test
    void plus_manyRandomHashes() {
        SplittableRandom random = new SplittableRandom(9);
        HashHistory history = HashHistory.EMPTY;
        long[] hashes = random.longs(100_000).toArray();
        for (long hash : hashes) {
            history = history.plus(hash);
        }
        assertEquals(100_000, history.size());
        for (long hash : hashes) {
            assertTrue(history.contains(hash));
        }
        assertFalse(history.contains(random.nextLong()));
    }
}
