package io.tabula.gomoku.pente;

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

class PenteContractTest implements GameContract {
    private static final PenteModule MODULE = new PenteModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.define("standard", Map.of()),
                MODULE.define("standard", Map.of("size", "9", "captures", "2")),
                MODULE.define("standard", Map.of("size", "8", "tournamentRule", "false")),
                MODULE.define("standard", Map.of("size", "7", "tournamentRule", "false", "captures", "1")),
                MODULE.define("keryo", Map.of("size", "9")),
                MODULE.define("keryo", Map.of("size", "7", "tournamentRule", "false", "capturedStones", "3")));
    }

    @Override
    public List<Perft> perftTable() {
        return List.of(
                // the centre; white anywhere; black outside the 5x5 square around the centre (336 points),
                // less white's stone when white played there too
                new Perft(MODULE.define("standard", Map.of()), 1, 360, 24L * 336 + 336L * 335),
                // no capture before the fourth stone, so every empty point is a move
                new Perft(MODULE.define("standard", Map.of("size", "7", "tournamentRule", "false")), 49, 49L * 48,
                        49L * 48 * 47, 49L * 48 * 47 * 46));
    }

    @Test
    void bundledCaseFiles_listEveryFileOfTheFolder() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/conformance/pente"))) {
            List<String> onDisk = files.map(p -> "conformance/pente/" + p.getFileName())
                    .filter(name -> name.endsWith(".json")).sorted().toList();
            assertEquals(onDisk, MODULE.bundledCaseFiles().stream().sorted().toList());
        }
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
