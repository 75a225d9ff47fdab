package io.tabula.examples.jiatiao;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Jiatiao adopts the framework's contract properties, under every option value, and runs its bundled case files. */
class JiaTiaoContractTest implements GameContract {
    private static final JiaTiaoModule MODULE = new JiaTiaoModule();

    /**
     * Both variants, and every value of every option somewhere; small boards and limits keep playouts short.
     * The default 9x9 board plays to 60 moves, not 200: random games nearly always reach the limit, and the
     * properties that try every legal move of every position (some 100 each) cost 200 x 100 applies a game.
     */
    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.define("standard", Map.of("max-moves", "60")),
                MODULE.define("jiaqi", Map.of("size", "7", "max-moves", "80")),
                MODULE.define("standard", Map.of("size", "5", "move", "step", "captured", "convert",
                        "clear", "ends", "max-moves", "120")),
                MODULE.define("standard", Map.of("size", "6", "move", "queen", "diagonals", "true",
                        "clear", "ends", "plays", "jia-tiao", "max-moves", "80")),
                MODULE.define("standard", Map.of("size", "8", "rows", "2", "move", "king", "diagonals", "true",
                        "captured", "convert", "max-moves", "80")));
    }

    /** Half the default: a 9x9 game runs to 200 moves of some 100 legal moves each, and every property replays it. */
    @Override
    public int contractPlayouts() {
        return 6;
    }

    /**
     * From 9x9 black has 63 moves, 7 up each column. After black's stone goes up its column to row k, white has
     * 7 moves in each other column and 8 - k in that one; no two stones can make a pattern yet. Summed over the
     * 9 columns and k from 2 to 8: 9 * (7 * 56 + 21) = 3717.
     */
    @Override
    public List<Perft> perftTable() {
        return List.of(new Perft(MODULE.defaultDefinition(), 63, 3717));
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
