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
 * The framework's contract properties (random games, undo, JSON round trips, notation, the
 * kit's kernel against the states, perft) and this module's bundled case files, as JUnit tests.
 */
class ${gameClass}ContractTest implements GameContract {
    private static final ${gameClass}Module MODULE = new ${gameClass}Module();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(MODULE.defaultDefinition(), MODULE.define("standard", Map.of("size", "5", "swap", "false")));
    }

    /** 5x5: 25 first stones; then 24 stones or the swap; after the swap 24 stones, else 23. */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.define("standard", Map.of("size", "5")), 25, 25 * 25, 25 * (24 * 23 + 24)));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
