package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.Capability;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.record.GameRecord;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Undo, for the definitions that declare the capability {@code UNDO}: the state at every
 * earlier ply comes back.
 */
public interface UndoTester extends ContractSubject {

    /**
     * Undo is "the state at ply n": a record cut to {@code n} moves, and a match that takes
     * moves back one by one, give the states the game passed through.
     */
    @TestFactory
    default Stream<DynamicTest> undo_returnsTheStateOfEveryEarlierPly() {
        Requirement needs = Requirement.capability(Capability.UNDO);
        return Runs.perDefinition(this, "undo returns earlier states", needs, definition -> {
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                List<Move> moves = Runs.movesOf(this, definition, Runs.seed(game));
                GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves);
                for (int n = 0; n <= moves.size(); n += Math.max(1, moves.size() / 16)) {
                    List<GameState> cut = record.truncated(n).states();
                    assertEquals(Runs.snapshotText(states.get(n)), Runs.snapshotText(cut.get(cut.size() - 1)),
                            "seed " + Runs.seed(game) + ": the record cut to " + n + " moves");
                }
                io.tabula.record.Match match = new io.tabula.record.Match(record, java.util.Map.of());
                for (int n = moves.size(); n > 0; n--) {
                    assertTrue(match.undo(), "undo of move " + n);
                    assertEquals(Runs.snapshotText(states.get(n - 1)), Runs.snapshotText(match.state()),
                            "seed " + Runs.seed(game) + ": after taking back move " + n);
                }
                assertFalse(match.undo(), "nothing to undo at the start");
            }
        });
    }
}
