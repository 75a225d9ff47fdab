package io.tabula.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The boundaries of docs/DESIGN.md, checked on the compiled main classes of every module
 * (this module sees them all). A rule that breaks names the offending class and call.
 */
class ArchitectureTest {
    /** The framework's packages: everything that is neither a game, the command line nor an example. */
    static final String[] FRAMEWORK = {
        "io.tabula.core..", "io.tabula.options..", "io.tabula.topology..", "io.tabula.hash..",
        "io.tabula.record..", "io.tabula.agent..", "io.tabula.json..", "io.tabula.conformance..",
        "io.tabula.sgf..", "io.tabula.protocol..", "io.tabula.draw.."};

    /** Packages where rules live: no serialization, command-line, protocol or test code. */
    static final String[] RULES = {
        "io.tabula.core..", "io.tabula.options..", "io.tabula.topology..", "io.tabula.hash..",
        "io.tabula.record..", "io.tabula.agent..", "..rules.."};

    static final String[] GAMES = {"io.tabula.gomoku..", "io.tabula.go..", "io.tabula.junqi.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.tabula");
    }

    @Test
    void importer_seesEveryModule() {
        // Guards the other rules against passing on an empty import.
        for (String name : new String[] {"io.tabula.core.GameState", "io.tabula.gomoku.GomokuModule",
            "io.tabula.go.GoModule", "io.tabula.cli.Tabula", "io.tabula.referee.Referee", "io.tabula.evaluation.Evaluation", "io.tabula.web.WebServer",
            "io.tabula.examples.connectfour.ConnectFourModule"}) {
            org.junit.jupiter.api.Assertions.assertTrue(classes.contain(name), name + " was not imported");
        }
    }

    @Test
    void framework_dependsOnNoGameAndNoCommandLine() {
        noClasses().that().resideInAnyPackage(FRAMEWORK)
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.tabula.gomoku..", "io.tabula.go..", "io.tabula.junqi..", "io.tabula.cli..",
                        "io.tabula.examples..")
                .check(classes);
    }

    /**
     * The command line knows no game: everything game-specific comes through the module SPI
     * (notation, phases, protocols, record formats, analysis), so a user's module is as
     * first-class as ours.
     */
    @Test
    void commandLine_knowsNoGame() {
        noClasses().that().resideInAPackage("io.tabula.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .check(classes);
    }

    @Test
    void games_dependOnTheFrameworkOnlyNeverOnEachOther() {
        for (String game : GAMES) {
            String[] others = java.util.Arrays.stream(GAMES).filter(g -> !g.equals(game)).toArray(String[]::new);
            noClasses().that().resideInAPackage(game)
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .orShould().dependOnClassesThat().resideInAnyPackage("io.tabula.cli..", "io.tabula.examples..")
                    .allowEmptyShould(true) // a game module may have no classes yet
                    .check(classes);
        }
    }

    /**
     * The referee knows no game: it plays every game through the module SPI (the game's engine
     * dialects, notation and {@code check}), so it depends on the framework only.
     */
    @Test
    void referee_dependsOnTheFrameworkOnly() {
        noClasses().that().resideInAPackage("io.tabula.referee..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .orShould().dependOnClassesThat().resideInAnyPackage("io.tabula.cli..", "io.tabula.examples..")
                .check(classes);
    }

    /**
     * The web server knows no game: boards come from the modules' painters, moves from their
     * notations, records from their formats, so a user's module plays in the page as ours do.
     */
    @Test
    void webServer_dependsOnTheFrameworkOnly() {
        noClasses().that().resideInAPackage("io.tabula.web..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .orShould().dependOnClassesThat().resideInAnyPackage("io.tabula.cli..", "io.tabula.examples..")
                .check(classes);
    }

    /** Evaluation knows no game either: it plays any definition with agents named through the SPI. */
    @Test
    void evaluation_dependsOnTheFrameworkOnly() {
        noClasses().that().resideInAPackage("io.tabula.evaluation..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .orShould().dependOnClassesThat().resideInAnyPackage("io.tabula.cli..", "io.tabula.examples..",
                        "io.tabula.referee..")
                .check(classes);
    }

    @Test
    void rules_stayFreeOfJacksonPicocliProtocolsAndJUnit() {
        ArchRule rule = noClasses().that().resideInAnyPackage(RULES)
                .should().dependOnClassesThat().resideInAnyPackage(
                        "com.fasterxml.jackson..", "picocli..", "..protocol..", "org.junit..");
        rule.check(classes);
    }

    @Test
    void picocli_onlyInTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("io.tabula.cli..")
                .should().dependOnClassesThat().resideInAPackage("picocli..")
                .check(classes);
    }

    @Test
    void junit_onlyInTheContractProperties() {
        noClasses().that().resideOutsideOfPackage("io.tabula.conformance.contract..")
                .should().dependOnClassesThat().resideInAPackage("org.junit..")
                .check(classes);
    }

    @Test
    void packages_haveNoCycles() {
        slices().matching("io.tabula.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void standardStreams_onlyInTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("io.tabula.cli..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .check(classes);
    }
}
