package io.tabula.examples.connectfour;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Connect Four adopts the framework's contract properties and runs its bundled case file. */
class ConnectFourContractTest implements GameContract {
    private static final ConnectFourModule MODULE = new ConnectFourModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.defaultDefinition(),
                MODULE.define("standard", Map.of("columns", "4", "rows", "4")),
                MODULE.define("standard", Map.of("columns", "10", "rows", "5")));
    }

    /**
     * From the empty 7x6 board every column stays open and nobody can have four before
     * ply 7, so the first six plies have 7^n sequences.
     */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.defaultDefinition(), 7, 49, 343, 2401, 16807, 117649));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
