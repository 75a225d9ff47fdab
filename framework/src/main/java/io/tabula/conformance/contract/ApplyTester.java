package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code apply} plays every legal move and refuses every illegal one, with check's reason and
 * the state unchanged; {@code winningMove()} is the first move that wins at once.
 */
public interface ApplyTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> apply_acceptsEveryLegalMoveAndRejectsIllegalOnesUnchanged() {
        return Runs.perDefinition(this, "apply legal, reject illegal unchanged", definition -> {
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                Set<Move> seen = new LinkedHashSet<>();
                for (GameState state : states) {
                    for (Move move : Runs.probe(state.legalMoves())) {
                        GameState next = state.apply(move);
                        assertEquals(state.ply() + 1, next.ply(), "ply after a move");
                        seen.add(move);
                    }
                    String before = Runs.snapshotText(state);
                    long hash = state.hash();
                    for (Move move : seen) {
                        MoveCheck verdict = state.check(move);
                        if (verdict instanceof MoveCheck.Illegal illegal) {
                            IllegalMoveException thrown = assertThrows(IllegalMoveException.class,
                                    () -> state.apply(move), () -> "apply accepted illegal move " + move);
                            assertEquals(illegal.reason(), thrown.reason(), "apply and check give different reasons");
                        }
                    }
                    assertEquals(hash, state.hash(), "rejected moves changed the hash");
                    assertEquals(before, Runs.snapshotText(state), "rejected moves changed the state");
                }
            }
        });
    }

    /**
     * A game's own {@link GameState#winningMove()} (Go's looks at the pass alone) gives
     * exactly what the default gives by applying every legal move: the first move, in the
     * order of {@code legalMoves()}, that wins at once for the player to act.
     */
    @TestFactory
    default Stream<DynamicTest> winningMove_isTheFirstMoveThatWinsAtOnce() {
        return Runs.perDefinition(this, "winningMove is the first move that wins at once", definition -> {
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    if (state.legalMoves() instanceof LargeMoveList large && large.count() > Runs.PROBE_ALL_UP_TO) {
                        continue; // too many to apply one by one
                    }
                    assertEquals(GameState.winningMoveByApplyingEach(state), state.winningMove(),
                            "seed " + Runs.seed(game) + ", ply " + ply + ": winningMove()");
                }
            }
        });
    }
}
