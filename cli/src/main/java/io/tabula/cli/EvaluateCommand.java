package io.tabula.cli;

import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula evaluate}: self-play of one or several definitions with one agent spec in
 * every seat, reported as a table (and files with charts under {@code --out}).
 */
@Command(name = "evaluate", mixinStandardHelpOptions = true,
        description = {"Measure what a variant does to play: self-play games of each definition, every seat played by "
                + "the same kind of agent, and a report of the first side's score with its 95% interval, wins, "
                + "draws, game length and branching factor (docs/AGENTS.md).",
            "Definitions are game ids, definition text like gomoku(rule=renju) or presets.",
            "With --out DIR: report.csv, report.json, charts as PNG and SVG, and report.html."})
final class EvaluateCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    EvaluationOptions options;

    @Option(names = "--threads", paramLabel = "N",
            description = "games played at once (default: the machine's cores, ${DEFAULT-VALUE}); the report is the same on any number")
    int threads = Runtime.getRuntime().availableProcessors();

    @Override
    public Integer call() {
        Evaluation evaluation;
        try {
            evaluation = options.evaluation(registry);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
        }
        PrintWriter err = spec.commandLine().getErr();
        ProgressLine progress = new ProgressLine(err, "games", System.nanoTime());
        List<DefinitionReport> reports = evaluation.run(threads, progress::update);
        progress.finish();
        options.report(evaluation, reports, spec.commandLine().getOut(), warning -> {
            err.println("tabula: " + warning);
            err.flush();
        });
        return 0;
    }
}
