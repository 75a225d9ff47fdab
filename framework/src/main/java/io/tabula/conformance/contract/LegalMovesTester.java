package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.Move;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The legal moves of every state of seeded random games: unique, stable in order between two
 * calls, and none exactly when the game is over.
 */
public interface LegalMovesTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> legalMoves_areUniqueAndStableInOrder() {
        return Runs.eachState(this, "legal moves unique and stable", state -> {
            List<Move> first = state.legalMoves();
            assertEquals(first, state.legalMoves(), "legalMoves() changed between two calls");
            List<Move> probed = Runs.probe(first);
            assertEquals(probed.size(), new HashSet<>(probed).size(), "legalMoves() has duplicates");
            if (probed != first) {
                assertEquals(probed, Runs.probe(state.legalMoves()), "legalMoves() changed order between two calls");
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> legalMoves_emptyExactlyWhenOver() {
        return Runs.eachState(this, "no legal moves exactly when over", state ->
                assertEquals(state.isOver(), state.legalMoves().isEmpty(),
                        "outcome " + state.outcome() + " with " + state.legalMoves().size() + " legal moves"));
    }
}
