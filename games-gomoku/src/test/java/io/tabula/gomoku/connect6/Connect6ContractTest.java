package io.tabula.gomoku.connect6;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class Connect6ContractTest implements GameContract {
    private static final Connect6Module MODULE = new Connect6Module();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.define("standard", Map.of()),
                MODULE.define("standard", Map.of("size", "9", "overline", "false")),
                MODULE.define("standard", Map.of("size", "7", "k", "4", "stones", "3", "firstStones", "2")),
                MODULE.define("standard", Map.of("size", "6", "k", "5", "stones", "1")));
    }

    /** Six games a definition: a random 19x19 game is some 200 stones, each state walked over all its moves. */
    @Override
    public int contractPlayouts() {
        return 6;
    }

    @Override
    public List<Perft> perftTable() {
        return List.of(
                new Perft(MODULE.define("standard", Map.of()), 361, 361L * 360),
                // no row of six can be made in the first plies, so every empty point is a move
                new Perft(MODULE.define("standard", Map.of("size", "7")), 49, 49L * 48, 49L * 48 * 47,
                        49L * 48 * 47 * 46));
    }

    @Test
    void bundledCaseFiles_listEveryFileOfTheFolder() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/conformance/connect6"))) {
            List<String> onDisk = files.map(p -> "conformance/connect6/" + p.getFileName())
                    .filter(name -> name.endsWith(".json")).sorted().toList();
            assertEquals(onDisk, MODULE.bundledCaseFiles().stream().sorted().toList());
        }
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
