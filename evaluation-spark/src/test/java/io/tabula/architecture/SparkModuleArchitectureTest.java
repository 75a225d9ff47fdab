package io.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house rules for this module's own classes, which the architecture tests of
 * {@code cli} do not see (the command line does not depend on Spark): the job is a
 * library that knows no game and no command line, and only the application prints.
 */
class SparkModuleArchitectureTest {
    private static final String JOB = "io.tabula.evaluation.spark..";
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        // This module's main classes only (the build's working directory is the module's folder).
        classes = new ClassFileImporter().importPath(Path.of("target", "classes"));
    }

    @Test
    void theImport_sawTheJobAndTheApplication() {
        assertTrue(classes.contain("io.tabula.evaluation.spark.SparkEvaluation"), "job imported");
        assertTrue(classes.contain("io.tabula.cli.spark.SparkEvaluate"), "application imported");
    }

    @Test
    void theJob_knowsNoGameAndNoCommandLine() {
        noClasses().that().resideInAPackage(JOB)
                .should().dependOnClassesThat().resideInAnyPackage("io.tabula.gomoku..", "io.tabula.go..",
                        "io.tabula.junqi..", "io.tabula.cli..", "picocli..")
                .check(classes);
    }

    @Test
    void standardStreams_onlyInTheApplication() {
        noClasses().that().resideOutsideOfPackage("io.tabula.cli..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .check(classes);
    }
}
