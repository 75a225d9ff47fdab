package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The brain against the wall clock: answers within {@code INFO timeout_turn} in real time.
 * Its verdict depends on the machine, so it is tagged {@code realtime} and left out of
 * {@code mvn verify}; run it on a quiet machine with
 * {@code mvn -B verify -Prealtime -pl games-gomoku -am -Dsurefire.failIfNoSpecifiedTests=false}.
 * The deadline logic itself is tested in {@code mvn verify} on fake tickers
 * ({@link GomocupSessionTest}, {@link GomocupSwap2Test}).
 */
@Tag("realtime")
class GomocupRealTimeTest {
    static final int TURN_MILLIS = 300;

    @Test
    void swap2Answers_comeWithinTheTurn() {
        for (int timeout : List.of(0, 100, TURN_MILLIS)) {
            GomocupSession s = new GomocupSession(GomocupSessionTest.MODULE.define("freestyle", Map.of()), 5);
            assertEquals("OK", s.execute("START 15"));
            assertNull(s.execute("INFO rule 4"));
            assertNull(s.execute("INFO timeout_turn " + timeout));
            for (String[] stones : List.of(new String[0], new String[] {"7,7", "8,7", "9,9"},
                    new String[] {"7,7", "8,7", "9,9", "8,8", "8,6"})) {
                long start = System.nanoTime();
                String answer = GomocupSwap2Test.swap2(s, stones);
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertFalse(answer.startsWith("ERROR"), answer);
                assertTrue(millis < Math.max(timeout, 100), "answered in " + millis + " ms with timeout_turn " + timeout);
            }
        }
    }

    @Test
    void selfPlayUnderRenju_everyAnswerWithinTheTurn() {
        GameDefinition definition = GomocupSessionTest.MODULE.define("renju", Map.of());
        GomokuState state = (GomokuState) definition.newGame();
        GomokuRules rules = state.rules();
        GomocupSession black = new GomocupSession(definition, 1);
        GomocupSession white = new GomocupSession(definition, 101);
        for (GomocupSession s : List.of(black, white)) {
            assertEquals("OK", s.execute("START 15"));
            assertNull(s.execute("INFO timeout_turn " + TURN_MILLIS));
        }
        String answer = black.execute("BEGIN");
        GomocupSession next = white;
        long slowest = 0;
        while (true) {
            int[] move = GomocupSessionTest.xy(answer);
            int p = GomocupSessionTest.point(move[0], move[1]);
            assertEquals(Stone.EMPTY, state.cells()[p], answer);
            state = state.apply(rules.place(p));
            if (state.isOver()) {
                break;
            }
            long start = System.nanoTime();
            answer = next.execute("TURN " + move[0] + "," + move[1]);
            slowest = Math.max(slowest, System.nanoTime() - start);
            next = next == white ? black : white;
        }
        assertTrue(slowest < TURN_MILLIS * 1_000_000L, "slowest answer " + slowest / 1_000_000 + " ms");
    }
}
