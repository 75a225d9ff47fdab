package io.tabula.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import io.tabula.testgame.TttModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConformanceRunnerTest {
    private static final ConformanceRunner RUNNER = new ConformanceRunner(GameRegistry.of(new TttModule()));

    /** Two passing cases. */
    static final String GOOD = """
            {"game": "ttt", "cases": [
              {"id": "start", "expect": {"legalCount": 9, "toMove": "cross"}},
              {"id": "one-move", "setup": {"moves": ["b2"]}, "expect": {"legalCount": 8, "illegal": ["b2"]}}
            ]}
            """;

    /** One passing case and one with two failing checks. */
    static final String FAILING = """
            {"game": "ttt", "variant": "big", "cases": [
              {"id": "big-start", "expect": {"legalCount": 16}},
              {"id": "wrong", "expect": {"legalCount": 9, "status": "over"}}
            ]}
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    @Test
    void runPaths_allPassing_exitsZero() throws IOException {
        write("good.json", GOOD);
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(2, report.passed());
        assertEquals(0, report.failed());
        assertEquals("2 passed, 0 failed", report.summary());
        assertEquals(0, report.exitStatus());
        assertTrue(report.fileErrors().isEmpty());
    }

    @Test
    void runPaths_aFailingCase_countsCasesAndExitsOne() throws IOException {
        write("good.json", GOOD);
        write("failing.json", FAILING);
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(3, report.passed());
        assertEquals(1, report.failed(), "a case with two failing checks is one failed case");
        assertEquals("3 passed, 1 failed", report.summary());
        assertEquals(1, report.exitStatus());
        CaseResult wrong = report.results().stream().filter(r -> !r.passed()).findFirst().orElseThrow();
        assertEquals("wrong", wrong.caseId());
        assertTrue(wrong.source().endsWith("failing.json"), wrong.source());
        assertEquals(2, wrong.failures().size());
    }

    @Test
    void runPaths_unparseableFile_isAFileErrorAndTheOthersStillRun() throws IOException {
        write("a-good.json", GOOD);
        write("b-broken.json", "{\"game\": \"ttt\", \"cases\": [");
        write("c-failing.json", FAILING);
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(3, report.passed());
        assertEquals(1, report.failed());
        assertEquals(1, report.fileErrors().size());
        assertTrue(report.fileErrors().get(0).contains("b-broken.json"), report.fileErrors().get(0));
        assertTrue(report.fileErrors().get(0).contains("malformed JSON"), report.fileErrors().get(0));
        assertEquals(2, report.exitStatus(), "a file error outranks failing cases");
        assertEquals("3 passed, 1 failed", report.summary());
    }

    @Test
    void runPaths_fileThatIsNotUtf8_isAFileError() throws IOException {
        write("good.json", GOOD);
        Path binary = dir.resolve("binary.json");
        Files.write(binary, new byte[] {'{', (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '}'});
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(2, report.passed());
        assertEquals(1, report.fileErrors().size());
        assertTrue(report.fileErrors().get(0).contains("binary.json"), report.fileErrors().get(0));
        assertTrue(report.fileErrors().get(0).contains("cannot read"), report.fileErrors().get(0));
        assertEquals(2, report.exitStatus());
    }

    @Test
    void runPaths_caseFileErrorNamesFileCaseAndField() throws IOException {
        Path file = write("typo.json", GOOD.replace("\"legalCount\": 8", "\"legalcount\": 8"));
        ConformanceReport report = RUNNER.runPaths(List.of(file));
        assertEquals(List.of(), report.results(), "a file that cannot be read runs no case");
        String error = report.fileErrors().get(0);
        assertTrue(error.startsWith(file.toString()), error);
        assertTrue(error.contains("case 'one-move'") && error.contains("field 'expect.legalcount'"), error);
        assertEquals(2, report.exitStatus());
    }

    @Test
    void runPaths_moduleRejectsAnExpectedValue_isAFileErrorAndDropsThatFilesResults() throws IOException {
        write("a-good.json", GOOD);
        write("b-bad-value.json", """
                {"game": "ttt", "cases": [
                  {"id": "fine", "expect": {"legalCount": 9}},
                  {"id": "bad", "expect": {"completes": "a3"}}
                ]}
                """);
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(2, report.passed());
        assertEquals(0, report.failed());
        assertEquals(1, report.fileErrors().size());
        assertTrue(report.fileErrors().get(0).contains("case 'bad'")
                && report.fileErrors().get(0).contains("field 'expect.completes'"), report.fileErrors().get(0));
        assertEquals(2, report.exitStatus());
    }

    @Test
    void runPaths_nonexistentPath_isAFileError() throws IOException {
        Path good = write("good.json", GOOD);
        Path missing = dir.resolve("nowhere/cases.json");
        ConformanceReport report = RUNNER.runPaths(List.of(missing, good));
        assertEquals(2, report.passed(), "the other path still runs");
        assertEquals(1, report.fileErrors().size());
        assertTrue(report.fileErrors().get(0).contains(missing.toString())
                && report.fileErrors().get(0).contains("no such file or folder"), report.fileErrors().get(0));
        assertEquals(2, report.exitStatus());
    }

    @Test
    void runPaths_folder_isSearchedRecursivelyForJsonOnly() throws IOException {
        write("top.json", GOOD);
        write("deeper/more/inner.json", GOOD);
        write("notes.txt", "not a case file");
        write("data.json.bak", "{");
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(4, report.passed());
        assertEquals(0, report.exitStatus(), () -> "errors: " + report.fileErrors());
    }

    @Test
    void runPaths_fileGivenByName_runsWhateverItsExtension() throws IOException {
        Path file = write("cases.txt", GOOD);
        assertEquals(2, RUNNER.runPaths(List.of(file)).passed());
    }

    @Test
    void runPaths_noPaths_runsNothingAndExitsZero() {
        ConformanceReport report = RUNNER.runPaths(List.of());
        assertEquals("0 passed, 0 failed", report.summary());
        assertEquals(0, report.exitStatus());
    }

    @Test
    void runPaths_emptyFolder_runsNothing() {
        ConformanceReport report = RUNNER.runPaths(List.of(dir));
        assertEquals(0, report.results().size());
        assertEquals(0, report.exitStatus());
    }

    @Test
    void runBundled_testGamesCaseFile_allPass() {
        ConformanceReport report = RUNNER.runBundled();
        assertEquals(5, report.passed(), () -> "failures: " + report.results());
        assertEquals(0, report.failed());
        assertTrue(report.results().stream().allMatch(r -> r.source().equals(TttModule.CASE_FILE)));
        assertEquals(0, report.exitStatus());
    }

    @Test
    void parseAndCheck_oneCase_agreeWithRunPaths() {
        CaseFile file = RUNNER.parse("mem.json", FAILING);
        assertTrue(RUNNER.check(file, file.cases().get(0)).passed());
        assertEquals(2, RUNNER.check(file, file.cases().get(1)).failures().size());
    }

    @Test
    void exitStatus_order_isFileErrorThenFailureThenZero() {
        CaseResult pass = new CaseResult("f", "a", List.of());
        CaseResult fail = new CaseResult("f", "b", List.of("x"));
        assertEquals(0, new ConformanceReport(List.of(pass), List.of()).exitStatus());
        assertEquals(1, new ConformanceReport(List.of(pass, fail), List.of()).exitStatus());
        assertEquals(2, new ConformanceReport(List.of(pass, fail), List.of("bad")).exitStatus());
        assertEquals(2, new ConformanceReport(List.of(), List.of("bad")).exitStatus());
        assertEquals("1 passed, 1 failed", new ConformanceReport(List.of(pass, fail), List.of()).summary());
    }
}
