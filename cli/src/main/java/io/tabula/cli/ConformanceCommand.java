package io.tabula.cli;

import com.google.common.base.Ticker;
import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceReport;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineFault;
import io.tabula.referee.Clocks;
import io.tabula.referee.EngineConformance;
import io.tabula.referee.EngineConformanceReport;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.PlayerSpec;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tabula conformance [PATH...]}: runs case files as docs/CASE-FILES.md says: a line per
 * failing check, a closing line {@code N passed, M failed}, exit 0, 1 or 2.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true, description = {
        "Run rule conformance case files (docs/CASE-FILES.md): files, or folders searched for *.json.",
        "With no path, run the case files that the installed game modules bundle.",
        "With --engine, ask an external engine instead: a line per disagreement with a case,",
        "the skipped checks counted with their reasons, a closing line N asked, M disagreed, K skipped.",
        "Exit status: 0 all passed, 1 a case failed (or the engine disagreed), 2 a file could not be read",
        "or the engine could not be used."})
final class ConformanceCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*", description = "case files or folders")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--engine", paramLabel = "ENGINE",
            description = "an external engine to put the cases to: gtp:COMMAND (Go) or gomocup:COMMAND; with no path, "
                    + "the bundled case files of the games that speak its protocol")
    String engine;

    @Option(names = "--engine-rules", paramLabel = "STYLE", defaultValue = "auto",
            description = "with --engine, how the engine is told each case file's rules: auto (GNU Go's flags for a "
                    + "program named gnugo, else none), none, gnugo or kgs; the engine is started again when the next "
                    + "file needs other flags (default: ${DEFAULT-VALUE})")
    String engineRules;

    @Option(names = "--answer-limit", paramLabel = "SPAN", defaultValue = "30s",
            description = "with --engine, the longest wait for one answer (default: ${DEFAULT-VALUE})")
    String answerLimit;

    @Override
    public Integer call() {
        if (engine != null) {
            return askEngine();
        }
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

    /** {@code --engine}: the cases put to an external engine through its game's dialect. */
    private int askEngine() {
        PlayerSpec player = PlayerSpec.parse(engine);
        if (!player.external()) {
            throw new TabulaException("--engine '" + engine + "': name an external engine, gtp:COMMAND or gomocup:COMMAND");
        }
        Duration limit = Clocks.span(answerLimit);
        if (limit.isZero()) {
            throw new TabulaException("--answer-limit must be longer than 0");
        }
        ConformanceRunner runner = new ConformanceRunner(registry);
        List<String> errors = new ArrayList<>();
        List<CaseFile> files = paths.isEmpty()
                ? runner.parseBundled(errors).stream()
                        .filter(f -> f.definition().module().engineDialects().containsKey(player.kind())).toList()
                : runner.parsePaths(paths, errors);
        if (paths.isEmpty() && files.isEmpty()) {
            throw new TabulaException("--engine '" + engine + "': no installed game speaks " + player.kind());
        }
        try {
            EngineLauncher.PROCESSES.check(player.command());
        } catch (TabulaException e) {
            throw new TabulaException("engine '" + String.join(" ", player.command()) + "': " + e.getMessage());
        }
        EngineConformanceReport report;
        EngineConformance run = new EngineConformance(player.kind(), arguments -> {
            List<String> command = new ArrayList<>(player.command());
            command.addAll(arguments);
            return EngineLauncher.PROCESSES.start(command);
        }, player.command(), engineRules, Ticker.systemTicker(), limit);
        try {
            report = run.run(files, errors);
        } catch (EngineFault e) {
            throw new TabulaException("engine '" + String.join(" ", player.command()) + "': " + e.getMessage());
        } finally {
            run.close();
        }
        PrintWriter out = spec.commandLine().getOut();
        for (String error : report.fileErrors()) {
            spec.commandLine().getErr().println("error: " + error);
        }
        spec.commandLine().getErr().flush();
        report.disagreements().forEach(line -> out.println("DISAGREE " + line));
        report.skipped().forEach((reason, count) -> out.println("SKIPPED " + count + " x " + reason));
        out.println(report.summary());
        out.flush();
        if (report.asked() == 0 && report.fileErrors().isEmpty()) {
            throw new TabulaException("--engine '" + engine + "': the engine could be asked nothing (see SKIPPED)");
        }
        return report.exitStatus();
    }
}
