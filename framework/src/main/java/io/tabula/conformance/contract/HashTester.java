package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.tabula.core.GameState;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Hashes: equal states hash equally, and every move changes the hash.
 */
public interface HashTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> hash_equalForEqualStates() {
        return Runs.eachState(this, "equal states hash equally", state -> {
            GameState copy = Runs.json(state).stateFromJson(Runs.json(state).stateToJson(state));
            assertEquals(state.hash(), copy.hash(), "a state restored from JSON hashes differently");
        });
    }

    @TestFactory
    default Stream<DynamicTest> hash_differsAfterEveryMove() {
        return Runs.perDefinition(this, "hash changes with the position", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                for (int i = 1; i < states.size(); i++) {
                    assertNotEquals(states.get(i - 1).hash(), states.get(i).hash(), "hash unchanged by move " + i);
                }
            }
        });
    }
}
