package io.tabula.testgame;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Every contract property, run on the test game, and its bundled case file. */
class TttContractTest implements GameContract {
    private static final TttModule MODULE = new TttModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.define("classic", Map.of()),
                MODULE.define("misere", Map.of()),
                MODULE.define("big", Map.of()),
                MODULE.define("classic", Map.of("size", "5")));
    }

    @Override
    public List<Perft> perftTable() {
        // The well-known tic-tac-toe counts: 255168 games in all, 1440 end at ply 5.
        long[] classic = {9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
        return List.of(
                new Perft(MODULE.define("classic", Map.of()), classic),
                new Perft(MODULE.define("misere", Map.of()), classic),
                new Perft(MODULE.define("big", Map.of()), 16, 16L * 15, 16L * 15 * 14, 16L * 15 * 14 * 13));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
