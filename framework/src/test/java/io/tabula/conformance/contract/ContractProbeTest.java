package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import java.util.AbstractList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract walks short legal-move lists whole and probes long ones by a fixed sample. */
class ContractProbeTest {
    private record Numbered(long index) implements Move {
    }

    /** Moves 0 to count - 1, made on demand. */
    private static final class Numbers extends AbstractList<Move> implements LargeMoveList {
        private final long count;

        Numbers(long count) {
            this.count = count;
        }

        @Override
        public long count() {
            return count;
        }

        @Override
        public Move get(long index) {
            if (index < 0 || index >= count) {
                throw new IndexOutOfBoundsException(index);
            }
            return new Numbered(index);
        }

        @Override
        public Move get(int index) {
            return get((long) index);
        }

        @Override
        public int size() {
            return (int) Math.min(count, Integer.MAX_VALUE);
        }
    }

    @Test
    void probe_walksShortListsWhole() {
        List<Move> plain = List.of(new Numbered(1), new Numbered(2));
        assertSame(plain, GameContract.probe(plain));
        LargeMoveList small = new Numbers(GameContract.PROBE_ALL_UP_TO);
        assertSame(small, GameContract.probe(small));
    }

    @Test
    void probe_samplesLongListsTheSameWayEveryTime_firstAndLastIncluded() {
        long count = 709_596_419_051_520_000L;
        List<Move> probe = GameContract.probe(new Numbers(count));
        assertEquals(GameContract.PROBE_SAMPLE + 2, probe.size());
        assertEquals(probe.size(), new HashSet<>(probe).size(), "distinct moves");
        assertEquals(new Numbered(0), probe.get(0));
        assertEquals(new Numbered(count - 1), probe.get(1));
        assertTrue(probe.stream().allMatch(m -> ((Numbered) m).index() >= 0 && ((Numbered) m).index() < count));
        assertEquals(probe, GameContract.probe(new Numbers(count)));
    }
}
