package io.tabula.cli;

import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceReport;
import io.tabula.conformance.ConformanceRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code tabula conformance [PATH...]}: runs case files as docs/CASE-FILES.md says: a line per
 * failing check, a closing line {@code N passed, M failed}, exit 0, 1 or 2.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true, description = {
        "Run rule conformance case files (docs/CASE-FILES.md): files, or folders searched for *.json.",
        "With no path, run the case files that the installed game modules bundle.",
        "Exit status: 0 all passed, 1 a case failed, 2 a file could not be read."})
final class ConformanceCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*", description = "case files or folders")
    List<Path> paths = new ArrayList<>();

    @Override
    public Integer call() {
        ConformanceRunner runner = new ConformanceRunner(registry);
        ConformanceReport report = paths.isEmpty() ? runner.runBundled() : runner.runPaths(paths);
        PrintWriter out = spec.commandLine().getOut();
        for (String error : report.fileErrors()) {
            spec.commandLine().getErr().println("error: " + error);
        }
        for (CaseResult result : report.results()) {
            for (String failure : result.failures()) {
                out.println("FAIL " + result.source() + ": case '" + result.caseId() + "': " + failure);
            }
        }
        spec.commandLine().getErr().flush();
        out.println(report.summary());
        out.flush();
        return report.exitStatus();
    }
}
