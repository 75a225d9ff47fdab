package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The session's game as one value: a GomokuState of the two colours' stones, the
 * continuous-game stones beside it, and the brain's colour.
 */
class GomocupPositionTest {
    static final GameDefinition FREESTYLE = GomocupSessionTest.MODULE.define("freestyle", Map.of("size", "7"));

    @Test
    void neutralStones_areBesideTheState_andWallsOnTheBrainsBoard() {
        byte[] board = new byte[49];
        board[0] = Stone.BLACK;
        board[1] = GomocupPosition.NEUTRAL;
        board[2] = Stone.WHITE;
        board[3] = Stone.BLACK;
        GomocupPosition position = GomocupPosition.of(FREESTYLE, board, Stone.WHITE);
        GomokuState state = position.state();
        assertEquals(Stone.EMPTY, state.stone(1), "the rules see no stone there");
        assertEquals(Set.of(1), position.neutral());
        assertArrayEquals(board, position.board());
        assertEquals(Stone.WHITE_SIDE, state.toMove(), "two black stones, one white: white to move");
        assertEquals(Stone.WHITE, position.colourToMove());
        assertEquals(3, state.ply());
        assertFalse(state.outcome().isOver());
        assertEquals(Stone.WHITE, position.own());
        assertFalse(position.isEmpty());
    }

    @Test
    void aBoardOfNeutralStonesOnly_isNotEmpty_andBlackMoves() {
        byte[] board = new byte[49];
        board[24] = GomocupPosition.NEUTRAL;
        GomocupPosition position = GomocupPosition.of(FREESTYLE, board, Stone.EMPTY);
        assertFalse(position.isEmpty());
        assertEquals(Stone.BLACK, position.colourToMove());
        assertTrue(GomocupPosition.empty(FREESTYLE).isEmpty());
    }

    @Test
    void otherRules_keepTheBoardAndTheColour() {
        byte[] board = new byte[49];
        board[10] = GomocupPosition.NEUTRAL;
        board[11] = Stone.BLACK;
        GomocupPosition renju = GomocupPosition.of(FREESTYLE, board, Stone.BLACK)
                .under(GomocupSessionTest.MODULE.define("renju", Map.of("size", "7")));
        assertTrue(renju.rules().hasForbiddenMoves());
        assertArrayEquals(board, renju.board());
        assertEquals(Stone.BLACK, renju.own());
    }

    @Test
    void theSession_showsItsState_andNothingBeforeStart() {
        GomocupSession s = GomocupSessionTest.session("freestyle");
        assertNull(s.state());
        s.execute("START 9");
        assertNull(s.execute("YXBOARD"));
        assertNull(s.execute("4,4,3"));
        assertNull(s.execute("3,3,1"));
        assertNull(s.execute("DONE"));
        assertEquals(Stone.BLACK, s.state().stone(5 * 9 + 3), "3,3 is row 5 from the bottom");
        assertEquals(Stone.EMPTY, s.state().stone(4 * 9 + 4));
        assertEquals(GomocupPosition.NEUTRAL, s.cells()[4 * 9 + 4]);
        assertEquals("OK", s.execute("TAKEBACK 4,4"), "a neutral stone can be taken back");
        assertEquals(Stone.EMPTY, s.cells()[4 * 9 + 4]);
    }
}
