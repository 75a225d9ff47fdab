package io.tabula.gomoku.tihuan;

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

/**
 * The contract over five-replaces. The perft counts on 3x3 come from a separate brute-force
 * program written from docs/rules/wuzi-tihuan.md (not from this code); a replacement is a
 * move of its own, so it counts as a ply.
 */
class TihuanContractTest implements GameContract {
    private static final TihuanModule MODULE = new TihuanModule();

    private static GameDefinition define(Map<String, String> options) {
        return MODULE.define("standard", options);
    }

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                define(Map.of("size", "9")),
                define(Map.of("size", "7", "k", "3", "stones", "12")),
                define(Map.of("size", "5", "k", "3", "replaced", "removed", "chain", "false")),
                define(Map.of("size", "5", "k", "2", "overline", "false", "stones", "20")));
    }

    @Override
    public List<Perft> perftTable() {
        return List.of(
                // no row before black's fifth stone: every empty point
                new Perft(define(Map.of()), 225, 225L * 224),
                // black's third stone may make the full line and replace one of white's two; its fourth wins
                new Perft(define(Map.of("size", "3", "k", "3")), 9, 72, 504, 3024, 15120, 57600, 164160, 0, 0),
                // five stones each: some games fill the board (a draw) before a stock empties
                new Perft(define(Map.of("size", "3", "k", "3", "stones", "5")), 9, 72, 504, 3024, 15120, 57600,
                        175680, 426816, 521856, 31104),
                new Perft(define(Map.of("size", "3", "k", "3", "stones", "5", "replaced", "removed")), 9, 72, 504,
                        3024, 15120, 57600, 175680, 426816, 521856, 0),
                // pairs: replacements from the fourth ply on, and each option changes the counts
                new Perft(define(Map.of("size", "3", "k", "2", "stones", "4")), 9, 72, 504, 1624, 6000, 17488,
                        10512, 5280),
                new Perft(define(Map.of("size", "3", "k", "2", "stones", "4", "replaced", "removed")), 9, 72, 504,
                        1624, 6000, 17488, 10512, 0),
                new Perft(define(Map.of("size", "3", "k", "2", "stones", "4", "chain", "false")), 9, 72, 504, 1624,
                        6000, 22800, 33728, 48384),
                new Perft(define(Map.of("size", "3", "k", "2", "stones", "4", "overline", "false")), 9, 72, 504,
                        1624, 6000, 18800, 16848, 11648));
    }

    @Test
    void bundledCaseFiles_listEveryFileOfTheFolder() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/conformance/wuzi-tihuan"))) {
            List<String> onDisk = files.map(p -> "conformance/wuzi-tihuan/" + p.getFileName())
                    .filter(name -> name.endsWith(".json")).sorted().toList();
            assertEquals(onDisk, MODULE.bundledCaseFiles().stream().sorted().toList());
        }
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
