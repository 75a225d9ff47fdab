package io.tabula.examples.gograph;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Go on a graph holds to every contract property, the fast sampler's included (the built-in
 * Go sampler on the graph, replayed through the states), under every rule set, with free
 * handicap stones and on other webs of the options; and it runs its bundled case files.
 */
class GoGraphContractTest implements GameContract {
    private static final GoGraphModule MODULE = new GoGraphModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        List<GameDefinition> out = new ArrayList<>(GameContract.everyVariant(MODULE));
        out.add(MODULE.define("japanese", Map.of("suicide", "true")));
        out.add(MODULE.define("aga", Map.of("handicap", "3")));
        out.add(MODULE.define("japanese", Map.of("handicap", "2", "rings", "2", "spokes", "5")));
        out.add(MODULE.define("tromp-taylor", Map.of("rings", "1", "spokes", "3")));
        out.add(MODULE.define("new-zealand", Map.of("rings", "2", "spokes", "12")));
        return out;
    }

    @Override
    public int contractPlayouts() {
        return 4;
    }

    /**
     * 25 points and the pass; after a stone white has 24 points and the pass, after a pass 25
     * and the pass (no point of the web is a suicide on a board of one stone: every point has
     * three neighbours or more).
     */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.defaultDefinition(), 26, 25 * 25 + 26));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
