package io.tabula.cli;

import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.ReportFiles;
import io.tabula.evaluation.ReportTable;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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

    @Parameters(arity = "1..*", paramLabel = "DEFINITION", description = "the definitions to compare")
    List<String> definitions;

    @Option(names = "--agent", paramLabel = "AGENT", defaultValue = "random",
            description = "the agent in every seat: random, mcts[:OPTIONS], ismcts[:OPTIONS], alphabeta[:OPTIONS] (default: ${DEFAULT-VALUE})")
    String agent;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "games per definition (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "the run's seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--threads", paramLabel = "N",
            description = "games played at once (default: the machine's cores, ${DEFAULT-VALUE}); the report is the same on any number")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "DIR", description = "also write the report, its data and its charts here")
    Path out;

    @Override
    public Integer call() {
        List<GameDefinition> chosen = new ArrayList<>();
        for (String name : definitions) {
            chosen.add(registry.definition(name));
        }
        Evaluation evaluation;
        try {
            evaluation = new Evaluation(chosen, definitions.stream().map(String::strip).toList(), AgentSpec.parse(agent),
                    games, seed);
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
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(ReportTable.title(evaluation));
        stdout.println();
        stdout.print(ReportTable.text(reports));
        if (out != null) {
            ReportFiles.whyNoCharts().ifPresent(why -> {
                err.println("tabula: charts not drawn: " + why);
                err.flush();
            });
            stdout.println();
            stdout.println("report: " + ReportFiles.write(out, evaluation, reports));
        }
        stdout.flush();
        return 0;
    }
}
