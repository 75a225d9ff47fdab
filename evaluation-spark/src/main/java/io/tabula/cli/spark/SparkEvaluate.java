package io.tabula.cli.spark;

import io.tabula.cli.EvaluationOptions;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.spark.SparkEvaluation;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula evaluate} as a Spark application: the same arguments ({@link EvaluationOptions}), games, table and
 * files, with the games played by Spark's executors. Run it with {@code spark-submit} (the
 * master comes from there) or with {@code java} and Spark on the class path, where it runs
 * Spark in local mode on this machine's cores.
 */
@Command(name = "tabula-evaluate-spark", mixinStandardHelpOptions = true, version = "tabula-evaluate-spark 0.1.0",
        description = {"tabula evaluate's self-play on Apache Spark: the games of each definition are cut into "
                + "Spark tasks by their seeds, and the report is the one 'tabula evaluate' gives for the same "
                + "arguments (docs/AGENTS.md).",
            "Definitions are game ids or definition text like gomoku(rule=renju).",
            "With --out DIR: report.csv, report.json, charts as PNG and SVG, and report.html."})
public final class SparkEvaluate implements Callable<Integer> {
    /** The exit status for bad input, as the tabula command line has it. */
    static final int BAD_INPUT = 2;
    /** The master when neither --master nor spark-submit names one. */
    static final String LOCAL_MASTER = "local[*]";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The arguments {@code tabula evaluate} takes too, read the same way. */
    @CommandLine.Mixin
    EvaluationOptions options;

    @Option(names = "--partitions", paramLabel = "N",
            description = "Spark partitions (tasks) the games are cut into (default: four per core of the cluster, at most one per game); "
                    + "the report is the same for any number")
    Integer partitions;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark's master: local[N], spark://HOST:PORT, yarn, k8s://... (default: the one spark-submit "
                    + "names, else " + LOCAL_MASTER + ")")
    String master;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the application with these arguments and streams, and returns its exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new SparkEvaluate());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, given) -> {
            e.getCommandLine().getErr().println("tabula-evaluate-spark: " + e.getMessage());
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            // Spark's message carries the executor's stack trace after its first line.
            String message = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("");
            commandLine.getErr().println("tabula-evaluate-spark: the job failed: " + message);
            return 1;
        });
        return cli.execute(args);
    }

    @Override
    public Integer call() {
        Evaluation evaluation;
        try {
            evaluation = options.evaluation(GameRegistry.installed());
        } catch (IllegalArgumentException | TabulaException e) { // OptionException is an IllegalArgumentException
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (partitions != null && partitions < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--partitions must be at least 1, not " + partitions);
        }
        // Spark's log goes to standard error; warnings only, unless the user's configuration says otherwise.
        SparkConf conf = new SparkConf().setAppName("tabula evaluate").setIfMissing("spark.log.level", "WARN");
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster(LOCAL_MASTER);
        }
        List<DefinitionReport> reports;
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            reports = SparkEvaluation.run(spark, evaluation,
                    partitions != null ? partitions : SparkEvaluation.defaultPartitions(spark, evaluation));
        }
        options.report(evaluation, reports, spec.commandLine().getOut(),
                warning -> spec.commandLine().getErr().println("tabula-evaluate-spark: " + warning));
        return 0;
    }
}
