package io.tabula.gomoku;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

class GomokuContractTest implements GameContract {
    private static final GomokuModule MODULE = new GomokuModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.define("freestyle", Map.of()),
                MODULE.define("standard", Map.of()),
                MODULE.define("freestyle", Map.of("size", "5")),
                MODULE.define("standard", Map.of("size", "6")),
                MODULE.define("renju", Map.of()),
                MODULE.define("renju", Map.of("forbiddenMoves", "illegal", "size", "9")),
                MODULE.define("renju", Map.of("forbiddenMoves", "illegal", "pass", "false", "size", "9")),
                MODULE.define("renju", Map.of("forbiddenMoves", "claim")),
                MODULE.define("renju", Map.of("forbiddenMoves", "claim", "size", "7")),
                MODULE.define("freestyle", Map.of("size", "5", "pass", "true")),
                MODULE.define("caro", Map.of()),
                MODULE.define("caro", Map.of("size", "7", "caroEdgeBlocks", "true")),
                MODULE.define("caro", Map.of("size", "7", "caroOverline", "false")),
                MODULE.define("standard", Map.of("size", "7", "topology", "torus")),
                MODULE.define("freestyle", Map.of("size", "6", "topology", "torus", "pass", "true")),
                MODULE.define("caro", Map.of("size", "7", "topology", "torus")),
                // every opening protocol (games-gomoku/README.md, option opening); offers kept to 1 or 2 so that the contract's
                // walks over every legal move stay small (an offer step lists C(E, 2) sets, Swap2's w4 E(E-1)
                // balances); boards of 7 to 11 because the contract applies and re-checks every move seen
                // (on 15x15 one Swap2 definition alone took a minute)
                MODULE.define("freestyle", Map.of("opening", "centre", "size", "9")),
                MODULE.define("standard", Map.of("opening", "pro", "size", "9")),
                MODULE.define("freestyle", Map.of("opening", "long-pro", "size", "11")),
                MODULE.define("freestyle", Map.of("opening", "swap", "size", "9", "pass", "true")),
                MODULE.define("freestyle", Map.of("opening", "swap2", "size", "7")),
                MODULE.define("renju", Map.of("opening", "rif", "size", "9")),
                MODULE.define("renju", Map.of("opening", "rif", "size", "7", "offerSymmetry", "pattern")),
                MODULE.define("renju", Map.of("opening", "yamaguchi", "size", "9", "openingOffers", "2")),
                MODULE.define("freestyle", Map.of("opening", "soosorv", "size", "9", "openingOffers", "2")),
                MODULE.define("renju", Map.of("opening", "taraguchi", "size", "11", "openingOffers", "1",
                        "forbiddenMoves", "claim")),
                MODULE.define("freestyle", Map.of("opening", "taraguchi", "size", "9", "openingOffers", "2",
                        "pass", "true")),
                MODULE.define("freestyle", Map.of("opening", "tarannikov", "size", "9")));
    }

    @Override
    public List<Perft> perftTable() {
        return List.of(
                new Perft(MODULE.define("standard", Map.of()), 225, 225L * 224, 225L * 224 * 223),
                new Perft(MODULE.define("freestyle", Map.of("size", "5")), 25, 25L * 24, 25L * 24 * 23, 25L * 24 * 23 * 22),
                // renju: 225 points + pass; after a stone 224 + pass, after a pass 225 + pass
                new Perft(MODULE.define("renju", Map.of()), 226, 225L * 225 + 226),
                // pass on 5x5: after two passes the game is over (draw, reason passes)
                new Perft(MODULE.define("freestyle", Map.of("size", "5", "pass", "true")),
                        26, 25L * 25 + 26, 25L * (24 * 24 + 25) + 25 * 25),
                new Perft(MODULE.define("caro", Map.of("size", "5")), 25, 25L * 24, 25L * 24 * 23),
                new Perft(MODULE.define("standard", Map.of("size", "5", "topology", "torus")), 25, 25L * 24,
                        25L * 24 * 23, 25L * 24 * 23 * 22),
                // opening protocols: rif on 9x9 has 1 centre, 8 points of the 3x3, 23 of the 5x5, then
                // white's 78 points or a swap; swap2 lets the first player place three stones anywhere
                new Perft(MODULE.define("freestyle", Map.of("opening", "rif", "size", "9")), 1, 8, 8L * 23,
                        8L * 23 * 79),
                new Perft(MODULE.define("freestyle", Map.of("opening", "centre", "size", "9")), 1, 80, 80L * 79),
                new Perft(MODULE.define("freestyle", Map.of("opening", "swap2", "size", "9")), 81, 81L * 80,
                        81L * 80 * 79));
    }

    @org.junit.jupiter.api.Test
    void bundledCaseFiles_listEveryFileOfTheFolder() throws java.io.IOException {
        java.nio.file.Path folder = java.nio.file.Path.of("src/main/resources/conformance/gomoku");
        try (Stream<java.nio.file.Path> files = java.nio.file.Files.list(folder)) {
            List<String> onDisk = files.map(p -> "conformance/gomoku/" + p.getFileName())
                    .filter(name -> name.endsWith(".json")).sorted().toList();
            org.junit.jupiter.api.Assertions.assertEquals(onDisk,
                    MODULE.bundledCaseFiles().stream().sorted().toList());
        }
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
