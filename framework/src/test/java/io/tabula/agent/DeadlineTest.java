package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeadlineTest {

    @Test
    void passes_exactlyWhenTheTickerReachesIt() {
        FakeTicker ticker = new FakeTicker();
        Deadline deadline = Deadline.in(ticker, Duration.ofMillis(100));
        assertFalse(deadline.passed());
        assertEquals(100_000_000L, deadline.remainingNanos());
        ticker.advance(Duration.ofMillis(99));
        assertFalse(deadline.passed());
        assertEquals(1_000_000L, deadline.remainingNanos());
        ticker.advance(Duration.ofMillis(1));
        assertTrue(deadline.passed());
        assertEquals(0, deadline.remainingNanos());
    }

    @Test
    void aFrozenTicker_neverReachesAFutureDeadline() {
        FakeTicker frozen = new FakeTicker();
        Deadline deadline = Deadline.in(frozen, 1);
        for (int i = 0; i < 1000; i++) {
            assertFalse(deadline.passed());
        }
    }

    @Test
    void never_neverPasses_andItsPartsNeither() {
        Deadline never = Deadline.never();
        assertFalse(never.passed());
        assertFalse(never.part(1, 1000).passed());
        assertFalse(never.part(1, 1000).part(1, 1000).passed());
        assertTrue(never.remainingNanos() > 0);
    }

    @Test
    void comparesBySignOfTheDifference_soATickerNearOverflowWorks() {
        FakeTicker ticker = new FakeTicker();
        ticker.advance(Long.MAX_VALUE - 10);
        Deadline deadline = Deadline.in(ticker, 100);
        assertFalse(deadline.passed());
        ticker.advance(50); // the reading wraps past Long.MAX_VALUE
        assertFalse(deadline.passed());
        assertEquals(50, deadline.remainingNanos());
        ticker.advance(50);
        assertTrue(deadline.passed());
    }

    @Test
    void aHugeSpan_isCutAndStillInTheFuture() {
        FakeTicker ticker = new FakeTicker();
        ticker.advance(Long.MAX_VALUE / 2);
        Deadline far = Deadline.in(ticker, Duration.ofDays(365L * 1_000_000));
        assertFalse(far.passed());
        assertTrue(far.remainingNanos() > Duration.ofDays(365L * 50).toNanos());
        Deadline past = Deadline.in(ticker, Duration.ofDays(-365L * 1_000_000));
        assertTrue(past.passed());
    }

    @Test
    void part_isAShareOfTheTimeLeftFromNow() {
        FakeTicker ticker = new FakeTicker();
        Deadline deadline = Deadline.in(ticker, 1000);
        ticker.advance(200);
        Deadline quarter = deadline.part(1, 4);
        assertEquals(200, quarter.remainingNanos());
        Deadline whole = deadline.part(5, 4);
        assertEquals(800, whole.remainingNanos());
        ticker.advance(1000);
        assertEquals(0, deadline.part(1, 2).remainingNanos(), "a passed deadline has no parts left");
        assertThrows(IllegalArgumentException.class, () -> deadline.part(1, 0));
        assertThrows(IllegalArgumentException.class, () -> deadline.part(-1, 2));
    }

    @Test
    void part_ofAFarDeadline_doesNotOverflow() {
        FakeTicker ticker = new FakeTicker();
        Deadline far = Deadline.in(ticker, Long.MAX_VALUE);
        Deadline half = far.part(999, 1000);
        assertTrue(half.remainingNanos() > 0 && half.remainingNanos() < far.remainingNanos());
    }
}
