package io.tabula.examples.othello;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Othello adopts every contract property, its kernel's included, and runs its bundled case files. */
class OthelloContractTest implements GameContract {
    private static final OthelloModule MODULE = new OthelloModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(MODULE.defaultDefinition(), MODULE.define("standard", Map.of("size", "4")),
                MODULE.define("standard", Map.of("size", "6")));
    }

    /** The published move counts of 8x8 Othello from the start: 4, 12, 56, 244, 1396, 8200, 55092. */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.defaultDefinition(), 4, 12, 56, 244, 1396, 8200, 55092));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
