package io.tabula.cli.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.AgentSpec;
import io.tabula.core.GameRegistry;
import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.ReportFiles;
import io.tabula.evaluation.ReportTable;
import io.tabula.evaluation.spark.LocalSpark;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkEvaluateTest {
    /** What spark-submit's --conf would give the application: the test's local, offline settings. */
    private static final Map<String, String> SETTINGS = Map.of(
            "spark.ui.enabled", "false",
            "spark.ui.showConsoleProgress", "false",
            "spark.driver.host", "127.0.0.1",
            "spark.driver.bindAddress", "127.0.0.1");

    @BeforeAll
    static void settings() {
        assertEquals(LocalSpark.conf().get("spark.driver.host"), SETTINGS.get("spark.driver.host"));
        SETTINGS.forEach(System::setProperty);
    }

    @AfterAll
    static void clearSettings() {
        SETTINGS.keySet().forEach(System::clearProperty);
    }

    @Test
    void theApplication_printsAndWritesTheLocalRunsReport(@TempDir Path folder) throws Exception {
        List<String> names = List.of("gomoku(rule=freestyle,size=7)", "go(size=5)");
        Evaluation evaluation = new Evaluation(names.stream().map(GameRegistry.installed()::definition).toList(), names,
                AgentSpec.parse("random"), 6, 5);
        List<DefinitionReport> local = evaluation.run(1, Evaluation.Progress.NONE);
        ReportFiles.write(folder.resolve("local"), evaluation, local);

        Run run = run(names.get(0), names.get(1), "--agent", "random", "--games", "6", "--seed", "5",
                "--master", "local[2]", "--partitions", "3", "--out", folder.resolve("spark").toString());

        assertEquals(0, run.status(), run.err());
        String n = System.lineSeparator();
        assertEquals(ReportTable.title(evaluation) + n + n + ReportTable.text(local) + n + "report: "
                + folder.resolve("spark").resolve("report.html") + n, run.out());
        assertArrayEquals(Files.readAllBytes(folder.resolve("local/report.json")),
                Files.readAllBytes(folder.resolve("spark/report.json")));
    }

    @Test
    void badInput_isOneLineAndStatusTwo_beforeSparkStarts() {
        assertBad(List.of("chess"), "unknown game 'chess'");
        assertBad(List.of("gomoku", "--games", "0"), "games must be at least 1");
        assertBad(List.of("gomoku", "--agent", "genius"), "unknown agent 'genius'");
        assertBad(List.of("gomoku", "--partitions", "0"), "--partitions must be at least 1");
        assertBad(List.of("gomoku(size=99)"), "size");
        assertBad(List.of(), "DEFINITION");
    }

    private static void assertBad(List<String> args, String expected) {
        Run run = run(args.toArray(String[]::new));
        assertEquals(2, run.status(), args + ": " + run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(expected), run.err());
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SparkEvaluate.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }
}
