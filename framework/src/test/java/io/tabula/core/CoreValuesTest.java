package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CoreValuesTest {

    @Test
    void outcome_ongoing_hasNoWinnerNorReason() {
        assertFalse(Outcome.ONGOING.isOver());
        assertEquals(Optional.empty(), Outcome.ONGOING.winner());
        assertEquals(Optional.empty(), Outcome.ONGOING.reason());
        assertEquals("ongoing", Outcome.ONGOING.toString());
    }

    @Test
    void outcome_winAndDraw_carryWinnerAndReason() {
        Outcome win = Outcome.win(TttModule.NOUGHT, io.tabula.testgame.TttOutcome.THREE);
        assertTrue(win.isOver());
        assertEquals(Optional.of(TttModule.NOUGHT), win.winner());
        assertEquals(Optional.of(io.tabula.testgame.TttOutcome.THREE), win.reason());
        assertEquals("nought wins (three)", win.toString());
        Outcome draw = Outcome.draw(io.tabula.testgame.TttOutcome.BOARD_FULL);
        assertTrue(draw.isOver());
        assertEquals(Optional.empty(), draw.winner());
        assertEquals(Optional.of(io.tabula.testgame.TttOutcome.BOARD_FULL), draw.reason());
    }

    @Test
    void moveCheck_illegal_carriesReasonAndDescriptionOrDetail() {
        MoveCheck plain = MoveCheck.illegal(CommonReason.OCCUPIED);
        assertFalse(plain.isLegal());
        assertEquals("the point is occupied", ((MoveCheck.Illegal) plain).detail());
        MoveCheck detailed = MoveCheck.illegal(CommonReason.OCCUPIED, "b2 is taken");
        assertEquals("b2 is taken", ((MoveCheck.Illegal) detailed).detail());
        assertTrue(MoveCheck.LEGAL.isLegal());
    }

    @Test
    void illegalMoveException_message_namesDetailAndReason() {
        IllegalMoveException e = new IllegalMoveException(
                (MoveCheck.Illegal) MoveCheck.illegal(CommonReason.GAME_OVER, "no more moves"));
        assertEquals("no more moves (GAME_OVER)", e.getMessage());
        assertEquals(CommonReason.GAME_OVER, e.reason());
    }

    @Test
    void gameType_sidesOutOfIndexOrder_areRejected() {
        assertThrows(IllegalArgumentException.class, () -> new GameType("x", "X",
                List.of(TttModule.NOUGHT, TttModule.CROSS), Set.of(), List.of()));
    }

    @Test
    void gameType_outcomeReasons_areFoundByExactIdAndNeverTwice() {
        assertEquals(Optional.of(io.tabula.testgame.TttOutcome.THREE), TttModule.TYPE.outcomeReason("three"));
        assertEquals(Optional.empty(), TttModule.TYPE.outcomeReason("Three"));
        assertEquals(2, TttModule.TYPE.players());
        assertThrows(IllegalArgumentException.class, () -> new GameType("x", "X", List.of(TttModule.CROSS), Set.of(),
                List.of(io.tabula.testgame.TttOutcome.THREE, io.tabula.testgame.TttOutcome.THREE)));
    }

    @Test
    void gameType_sideById_isExactAndEmptyForStrangers() {
        assertEquals(Optional.of(TttModule.NOUGHT), TttModule.TYPE.side("nought"));
        assertEquals(Optional.empty(), TttModule.TYPE.side("NOUGHT"));
        assertEquals(Optional.empty(), TttModule.TYPE.side("black"));
        assertTrue(TttModule.TYPE.perfectInformation());
        assertTrue(TttModule.TYPE.has(Capability.UNDO));
        assertFalse(TttModule.TYPE.has(Capability.PASS));
    }

    @Test
    void side_negativeIndex_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Side(-1, "nobody"));
    }
}
