package io.tabula.examples.hex;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Hex adopts every contract property, its kernel's included, and runs its bundled case files. */
class HexContractTest implements GameContract {
    private static final HexModule MODULE = new HexModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(MODULE.defaultDefinition(), MODULE.define("standard", Map.of("size", "4")),
                MODULE.define("standard", Map.of("size", "5", "swap", "false")));
    }

    /** 5x5: 25 first stones; then 24 stones or the swap; no chain can join two edges before ply 9. */
    @Override
    public List<Perft> perftTable() {
        GameDefinition five = MODULE.define("standard", Map.of("size", "5"));
        return List.of(new Perft(five, 25, 25 * 25, 25 * (24 * 23 + 24)));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
