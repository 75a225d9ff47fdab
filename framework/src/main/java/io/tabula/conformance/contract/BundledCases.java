package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.fail;

import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceCase;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * A module's bundled case files as JUnit 5 dynamic tests: a container per file, a test
 * per case. Use it from a {@code @TestFactory}:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformanceCases() {
 *     return BundledCases.of(new GomokuModule());
 * }
 * }</pre>
 */
public final class BundledCases {
    private BundledCases() {
    }

    public static Stream<DynamicNode> of(GameModule module) {
        ConformanceRunner runner = new ConformanceRunner(GameRegistry.of(module));
        List<String> resources = module.bundledCaseFiles();
        if (resources.isEmpty()) {
            return Stream.of(DynamicTest.dynamicTest("bundled case files",
                    () -> fail(module.id() + " bundles no case files")));
        }
        return resources.stream().map(resource -> fileNode(runner, module, resource));
    }

    private static DynamicNode fileNode(ConformanceRunner runner, GameModule module, String resource) {
        CaseFile file;
        try {
            file = runner.parse(resource, ConformanceRunner.readResource(module, resource));
        } catch (RuntimeException e) {
            return DynamicTest.dynamicTest(resource, () -> fail(e.getMessage()));
        }
        return DynamicContainer.dynamicContainer(resource, file.cases().stream()
                .map(c -> DynamicTest.dynamicTest(c.id(), () -> runCase(runner, file, c))));
    }

    private static void runCase(ConformanceRunner runner, CaseFile file, ConformanceCase c) {
        CaseResult result = runner.check(file, c);
        if (!result.passed()) {
            fail(file.source() + ": case '" + c.id() + "':\n" + String.join("\n", result.failures()));
        }
    }
}
