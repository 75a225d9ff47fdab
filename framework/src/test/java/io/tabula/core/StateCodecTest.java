package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttOutcome;
import org.junit.jupiter.api.Test;

/** The snapshot fields of an outcome, both ways, with the game's sides and reasons. */
class StateCodecTest {

    @Test
    void outcomeFields_readBackWhatTheyWrite() {
        for (Outcome outcome : new Outcome[] {Outcome.ONGOING, Outcome.draw(TttOutcome.BOARD_FULL),
                Outcome.win(TttModule.NOUGHT, TttOutcome.THREE)}) {
            String status = outcome.isOver() ? "over" : "ongoing";
            String winner = outcome.winner().map(Side::id).orElse("none");
            assertEquals(outcome, StateCodec.outcome(TttModule.TYPE, status, winner, StateCodec.reasonText(outcome)));
        }
    }

    @Test
    void outcomeFields_thatDoNotFit_areNamed() {
        TabulaException unknown = assertThrows(TabulaException.class,
                () -> StateCodec.outcome(TttModule.TYPE, "over", "none", "five"));
        assertTrue(unknown.getMessage().contains("'reason'") && unknown.getMessage().contains("board-full"),
                unknown.getMessage());
        assertThrows(TabulaException.class, () -> StateCodec.outcome(TttModule.TYPE, "over", "Cross", "three"));
        assertThrows(TabulaException.class, () -> StateCodec.outcome(TttModule.TYPE, "ongoing", "none", "three"));
        assertThrows(TabulaException.class, () -> StateCodec.outcome(TttModule.TYPE, "done", "none", ""));
    }
}
