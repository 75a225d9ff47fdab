package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.Capability;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Phase;
import io.tabula.core.Turn;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Declared capabilities, phases and turns: a definition claims no capability its type does
 * not list, and phases and turns follow the player to act (picked out by the capabilities
 * {@code PHASES} and {@code SEVERAL_MOVES_PER_TURN} inside the property).
 */
public interface PhaseTester extends ContractSubject {

    /**
     * A definition's capabilities are its type's, less what its options turn off, never
     * more: a capability a type does not list would select contract checks and command-line
     * behaviour the game's listing never promised.
     */
    @TestFactory
    default Stream<DynamicTest> capabilities_ofADefinition_areAmongTheType() {
        return Runs.perDefinition(this, "capabilities within the type's", definition -> {
            Set<Capability> extra = new TreeSet<>(definition.capabilities());
            extra.removeAll(definition.module().type().capabilities());
            assertTrue(extra.isEmpty(), () -> definition.text() + " has capabilities its type does not list: " + extra);
        });
    }

    /**
     * Phases and turns are consistent: the player to act is one of the phase's players and
     * the turn's; every legal move is of a kind the phase allows; a game without the
     * {@link Capability#PHASES} capability is always in ordinary play and once in play a game
     * stays there; a turn of several moves keeps its player and counts its moves, and
     * without {@link Capability#SEVERAL_MOVES_PER_TURN} every turn is one move.
     */
    @TestFactory
    default Stream<DynamicTest> phasesAndTurns_followThePlayerToAct() {
        return Runs.perDefinition(this, "phases and turns follow the player to act", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                boolean inPlay = false;
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    String where = "seed " + Runs.seed(game) + ", ply " + ply + ": ";
                    Phase phase = state.phase();
                    assertTrue(phase.isPlay() || definition.has(Capability.PHASES),
                            where + "phase " + phase.name() + " in a definition without phases");
                    assertFalse(inPlay && !phase.isPlay(), where + "phase " + phase.name() + " after ordinary play");
                    inPlay |= phase.isPlay();
                    if (state.isOver()) {
                        continue;
                    }
                    assertTrue(phase.players().contains(state.playerToAct()),
                            where + "player " + state.playerToAct() + " acts in phase " + phase.name()
                                    + " of players " + phase.players());
                    List<Move> legal = state.legalMoves();
                    for (int i = 0; i < Math.min(legal.size(), 64); i++) {
                        Move move = legal.get(i);
                        assertTrue(phase.allows(move), where + move + " is legal but phase " + phase.name()
                                + " allows only " + phase.moves());
                    }
                    Turn turn = state.turn();
                    assertEquals(state.playerToAct(), turn.player(), where + "the turn's player");
                    assertTrue(turn.moves() == 1 || definition.has(Capability.SEVERAL_MOVES_PER_TURN),
                            where + "a turn of " + turn.moves() + " moves without several moves per turn");
                    if (ply + 1 < states.size() && !states.get(ply + 1).isOver()) {
                        Turn next = states.get(ply + 1).turn();
                        if (turn.lastMove()) {
                            assertEquals(new Turn(turn.number() + 1, next.player(), 0, next.moves()), next,
                                    where + "the turn after " + turn);
                        } else {
                            assertEquals(new Turn(turn.number(), turn.player(), turn.move() + 1, turn.moves()), next,
                                    where + "the next move of " + turn);
                        }
                    }
                }
            }
        });
    }
}
