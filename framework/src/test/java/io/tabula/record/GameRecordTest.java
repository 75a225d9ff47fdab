package io.tabula.record;

import static io.tabula.testgame.TttMove.at;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.testgame.TttModule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRecordTest {
    private static final TttModule TTT = new TttModule();
    private static final GameDefinition CLASSIC = TTT.defaultDefinition();

    /** Cross b2, nought a1, cross c3, nought a3. */
    private static final List<Move> MOVES = List.of(at(4), at(0), at(8), at(6));

    @Test
    void replayed_legalMoves_givesEveryStateFromStartToEnd() {
        GameRecord record = GameRecord.replayed(CLASSIC, CLASSIC.newGame(), MOVES);
        List<GameState> states = record.states();
        assertEquals(5, states.size());
        GameState expected = CLASSIC.newGame();
        assertEquals(expected, states.get(0));
        for (int i = 0; i < MOVES.size(); i++) {
            expected = expected.apply(MOVES.get(i));
            assertEquals(expected, states.get(i + 1), "state " + (i + 1));
            assertEquals(i + 1, states.get(i + 1).ply());
        }
        assertEquals(expected, record.last());
    }

    @Test
    void replayed_illegalMove_throwsWithTheRulesReason() {
        List<Move> bad = List.of(at(4), at(4));
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> GameRecord.replayed(CLASSIC, CLASSIC.newGame(), bad));
        assertEquals(CommonReason.OCCUPIED, e.reason());
    }

    @Test
    void stateAt_eachPly_isTheStateAfterThatManyMoves() {
        GameRecord record = GameRecord.replayed(CLASSIC, CLASSIC.newGame(), MOVES);
        List<GameState> states = record.states();
        for (int ply = 0; ply <= MOVES.size(); ply++) {
            assertEquals(states.get(ply), record.stateAt(ply), "ply " + ply);
        }
    }

    @Test
    void stateAt_outOfRange_throws() {
        GameRecord record = GameRecord.replayed(CLASSIC, CLASSIC.newGame(), MOVES);
        assertThrows(IndexOutOfBoundsException.class, () -> record.stateAt(5));
        assertThrows(IndexOutOfBoundsException.class, () -> record.stateAt(-1));
    }

    @Test
    void truncated_keepsTheFirstPliesMoves() {
        GameRecord record = GameRecord.replayed(CLASSIC, CLASSIC.newGame(), MOVES);
        assertEquals(MOVES.subList(0, 3), record.truncated(3).moves());
        assertEquals(List.of(), record.truncated(0).moves());
        assertEquals(MOVES, record.truncated(4).moves());
        assertEquals(record.start(), record.truncated(0).last());
        assertEquals(4, record.moves().size(), "the record itself is unchanged");
    }

    @Test
    void plus_appendsWithoutChangingTheOriginal() {
        GameRecord empty = GameRecord.of(CLASSIC);
        GameRecord one = empty.plus(at(4));
        assertEquals(List.of(), empty.moves());
        assertEquals(List.of(at(4)), one.moves());
        assertEquals(1, one.last().ply());
    }

    @Test
    void moves_copiedAtConstruction_laterChangesToTheListDoNotLeakIn() {
        List<Move> mutable = new ArrayList<>(MOVES);
        GameRecord record = new GameRecord(CLASSIC, CLASSIC.newGame(), mutable);
        mutable.clear();
        assertEquals(4, record.moves().size());
        assertThrows(UnsupportedOperationException.class, () -> record.moves().add(at(1)));
    }

    @Test
    void states_fromASetUpStart_replayFromThere() {
        GameState start = TTT.diagrams().fromDiagram(CLASSIC, List.of("X..", ".O.", "..."), TttModule.CROSS);
        GameRecord record = GameRecord.replayed(CLASSIC, start, List.of(at(2)));
        assertEquals(List.of("X..", ".O.", "..X"), TTT.diagrams().toDiagram(record.last()));
        assertEquals(start, record.stateAt(0));
    }
}
