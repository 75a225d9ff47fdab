package io.tabula.cli;

import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.ReportFiles;
import io.tabula.evaluation.ReportTable;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What an evaluation is, as the command line takes it: the definitions, the agent in every
 * seat, the games and the seed, and where the report's files go. A picocli mixin shared by
 * {@code tabula evaluate} and the Spark application in {@code evaluation-spark}, so that the
 * two read the same arguments the same way and print the same report; each adds only how
 * the games are run (threads here, partitions and a master there).
 */
public final class EvaluationOptions {
    @Parameters(arity = "1..*", paramLabel = "DEFINITION", description = "the definitions to compare")
    List<String> definitions;

    @Option(names = "--agent", paramLabel = "AGENT", defaultValue = "random",
            description = "the agent in every seat: random, mcts[:OPTIONS], ismcts[:OPTIONS], alphabeta[:OPTIONS] (default: ${DEFAULT-VALUE})")
    String agent;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "games per definition (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "the run's seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--out", paramLabel = "DIR", description = "also write the report, its data and its charts here")
    Path out;

    /**
     * The evaluation these options name, with its definitions looked up in {@code installed}.
     *
     * @throws io.tabula.core.TabulaException for a definition {@code installed} does not know
     * @throws IllegalArgumentException for a bad agent spec or number of games
     */
    public Evaluation evaluation(GameRegistry installed) {
        List<GameDefinition> chosen = new ArrayList<>();
        for (String name : definitions) {
            chosen.add(installed.definition(name));
        }
        return new Evaluation(chosen, definitions.stream().map(String::strip).toList(), AgentSpec.parse(agent),
                games, seed);
    }

    /**
     * Prints the report's title and table to {@code stdout} and, with {@code --out}, writes
     * its files and says where; why charts could not be drawn goes to {@code warning}.
     */
    public void report(Evaluation evaluation, List<DefinitionReport> reports, PrintWriter stdout,
            Consumer<String> warning) {
        stdout.println(ReportTable.title(evaluation));
        stdout.println();
        stdout.print(ReportTable.text(reports));
        if (out != null) {
            ReportFiles.whyNoCharts().ifPresent(why -> warning.accept("charts not drawn: " + why));
            stdout.println();
            stdout.println("report: " + ReportFiles.write(out, evaluation, reports));
        }
        stdout.flush();
    }
}
