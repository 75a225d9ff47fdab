package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import io.tabula.testgame.TttState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The typed adapters: a module's code sees its own types, and another game's values get a clear error. */
class StateTypeTest {
    private static final StateType<TttState, TttMove> TYPE = StateType.of("tic-tac-toe", TttState.class, TttMove.class);

    @Test
    void aStateOfTheGame_passesThrough() {
        GameState state = new TttModule().defaultDefinition().newGame();
        assertEquals(state, TYPE.state(state));
        assertEquals(TttMove.at(4), TYPE.move(TttMove.at(4)));
    }

    @Test
    void anotherGamesStateOrMove_isNamedInTheError() {
        GameState other = new TttModule() {
            @Override
            public GameState newGame(GameDefinition definition) {
                return new GameState() {
                    public GameDefinition definition() {
                        return definition;
                    }

                    public Side toMove() {
                        return TttModule.CROSS;
                    }

                    public List<Move> legalMoves() {
                        return List.of();
                    }

                    public MoveCheck check(Move move) {
                        return MoveCheck.LEGAL;
                    }

                    public GameState apply(Move move) {
                        return this;
                    }

                    public Outcome outcome() {
                        return Outcome.ONGOING;
                    }

                    public long hash() {
                        return 0;
                    }

                    public int ply() {
                        return 0;
                    }
                };
            }
        }.define("classic", Map.of()).newGame();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TYPE.state(other));
        assertTrue(e.getMessage().startsWith("a ttt state (") && e.getMessage().endsWith(
                ") was given to tic-tac-toe, which plays TttStates"), e.getMessage());
        Move foreign = new Move() {
            @Override
            public String toString() {
                return "castle";
            }
        };
        assertEquals("the move castle is not a tic-tac-toe move",
                assertThrows(IllegalArgumentException.class, () -> TYPE.move(foreign)).getMessage());
        Notation notation = new TttModule().notation();
        GameState start = new TttModule().defaultDefinition().newGame();
        assertThrows(IllegalArgumentException.class, () -> notation.format(start, foreign));
        assertEquals("b2", notation.format(start, TttMove.at(4)));
    }
}
