package io.tabula.record;

import static io.tabula.testgame.TttMove.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.RandomAgent;
import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchTest {
    private static final TttModule TTT = new TttModule();
    private static final GameDefinition CLASSIC = TTT.defaultDefinition();

    @Test
    void play_legalMove_advancesStateAndRecord() {
        Match match = new Match(CLASSIC, Map.of());
        GameState next = match.play(at(4));
        assertSame(next, match.state());
        assertEquals(List.of(at(4)), match.record().moves());
        assertEquals(TttModule.NOUGHT, match.state().toMove());
    }

    @Test
    void play_illegalMove_throwsAndLeavesTheMatchUnchanged() {
        Match match = new Match(CLASSIC, Map.of());
        match.play(at(4));
        GameState before = match.state();
        GameRecord recordBefore = match.record();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> match.play(at(4)));
        assertEquals(CommonReason.OCCUPIED, e.reason());
        assertSame(before, match.state());
        assertEquals(recordBefore, match.record());
        assertEquals(1, match.record().moves().size());
        assertTrue(match.canUndo());
    }

    @Test
    void undo_afterMoves_restoresEachPreviousState() {
        Match match = new Match(CLASSIC, Map.of());
        GameState s0 = match.state();
        GameState s1 = match.play(at(4));
        match.play(at(0));
        assertTrue(match.undo());
        assertSame(s1, match.state());
        assertEquals(List.of(at(4)), match.record().moves());
        assertTrue(match.undo());
        assertSame(s0, match.state());
        assertFalse(match.canUndo());
        assertFalse(match.undo(), "nothing left to undo");
        assertSame(s0, match.state());
    }

    @Test
    void states_areEveryStateFromTheStartInOrder_andFollowUndo() {
        Match match = new Match(CLASSIC, Map.of());
        GameState s0 = match.state();
        GameState s1 = match.play(at(4));
        GameState s2 = match.play(at(0));
        assertEquals(List.of(s0, s1, s2), match.states());
        match.undo();
        assertEquals(List.of(s0, s1), match.states());
        assertThrows(UnsupportedOperationException.class, () -> match.states().clear(), "a copy, read-only");
    }

    @Test
    void undo_thenPlay_continuesFromTheRestoredState() {
        Match match = new Match(CLASSIC, Map.of());
        match.play(at(4));
        match.play(at(0));
        match.undo();
        match.play(at(8));
        assertEquals(List.of(at(4), at(8)), match.record().moves());
        assertEquals(match.record().last(), match.state());
    }

    @Test
    void constructor_fromRecord_resumesAtItsLastState() {
        GameRecord record = GameRecord.replayed(CLASSIC, CLASSIC.newGame(), List.of(at(4), at(0)));
        Match match = new Match(record, Map.of());
        assertEquals(record.last(), match.state());
        assertTrue(match.undo());
        assertEquals(record.stateAt(1), match.state());
    }

    @Test
    void playAgent_sideWithAgent_playsALegalMoveAndRecordsIt() {
        Match match = new Match(CLASSIC, Map.of(TttModule.CROSS, new RandomAgent(5)));
        GameState before = match.state();
        Move move = match.playAgent();
        assertTrue(before.legalMoves().contains(move));
        assertEquals(List.of(move), match.record().moves());
    }

    @Test
    void playAgent_sideWithoutAgent_isRefused() {
        Match match = new Match(CLASSIC, Map.of(TttModule.NOUGHT, new RandomAgent(5)));
        assertTrue(match.agentToMove().isEmpty());
        IllegalStateException e = assertThrows(IllegalStateException.class, match::playAgent);
        assertTrue(e.getMessage().contains("cross"), e.getMessage());
        assertEquals(0, match.record().moves().size());
    }

    @Test
    void playAgent_twoRandomAgents_finishTheGameWithAConsistentRecord() {
        Match match = new Match(CLASSIC, Map.of(TttModule.CROSS, new RandomAgent(1), TttModule.NOUGHT, new RandomAgent(2)));
        int plies = 0;
        while (!match.state().isOver()) {
            match.playAgent();
            plies++;
        }
        assertTrue(plies >= 5 && plies <= 9, "plies " + plies);
        assertEquals(plies, match.record().moves().size());
        assertEquals(match.state(), match.record().last());
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> match.play(at(0)));
        assertEquals(CommonReason.GAME_OVER, e.reason());
    }
}
