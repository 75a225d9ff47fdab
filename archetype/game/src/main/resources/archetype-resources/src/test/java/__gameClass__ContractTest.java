package ${package};

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The framework's contract properties (random games, undo, JSON round trips, notation,
 * perft) and this module's bundled case files, as JUnit tests.
 */
class ${gameClass}ContractTest implements GameContract {
    private static final ${gameClass}Module MODULE = new ${gameClass}Module();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.defaultDefinition(),
                MODULE.define("standard", Map.of("size", "5", "line", "4")));
    }

    /** On the empty 3x3 board nobody can win before the fifth move: 9, 9*8, 9*8*7, 9*8*7*6. */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.defaultDefinition(), 9, 72, 504, 3024));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
