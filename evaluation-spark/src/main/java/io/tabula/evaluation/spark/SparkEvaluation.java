package io.tabula.evaluation.spark;

import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.GameSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;

/**
 * An {@link Evaluation} played as a Spark job. The run's games, numbered as
 * {@link Evaluation#play(int)} numbers them, are cut into partitions, one Spark task each; a task
 * plays its games with the evaluation read back from its plan, and the driver puts the
 * summaries in game order and makes the reports with {@link Evaluation#reports}. Since every
 * game's seed depends on the run's seed and the game's number alone, the reports equal those
 * of {@link Evaluation#run} for any number of partitions, executors or machines.
 */
public final class SparkEvaluation {
    private SparkEvaluation() {
    }

    /**
     * Plays {@code evaluation}'s games on {@code spark} in {@code partitions} tasks (one per partition) and reports per definition.
     *
     * @throws IllegalArgumentException when partitions is below 1
     * @throws io.tabula.options.OptionException when a definition's game is not installed on the driver
     */
    public static List<DefinitionReport> run(JavaSparkContext spark, Evaluation evaluation, int partitions) {
        if (partitions < 1) {
            throw new IllegalArgumentException("partitions must be at least 1, not " + partitions);
        }
        EvaluationPlan plan = EvaluationPlan.of(evaluation);
        plan.evaluation(); // a game that is not installed is named here, not in a failed task
        List<Integer> jobs = IntStream.range(0, evaluation.totalGames()).boxed().toList();
        List<PlayedGame> played = new ArrayList<>(spark.parallelize(jobs, Math.min(partitions, jobs.size()))
                .mapPartitions(new PlayPartition(plan))
                .collect());
        played.sort(Comparator.comparingInt(PlayedGame::job));
        List<GameSummary> games = new ArrayList<>(played.size());
        for (PlayedGame game : played) {
            games.add(game.summary());
        }
        return evaluation.reports(games);
    }

    /** The partitions of a run on {@code spark} when the user does not say: a few per core, so that long games even out. */
    public static int defaultPartitions(JavaSparkContext spark, Evaluation evaluation) {
        return Math.max(1, Math.min(evaluation.totalGames(), 4 * spark.defaultParallelism()));
    }

    /** One task: the games of its partition, played on the executor. */
    private static final class PlayPartition implements FlatMapFunction<Iterator<Integer>, PlayedGame> {
        private static final long serialVersionUID = 1L;
        private final EvaluationPlan plan;

        PlayPartition(EvaluationPlan plan) {
            this.plan = plan;
        }

        @Override
        public Iterator<PlayedGame> call(Iterator<Integer> jobs) {
            Evaluation evaluation = plan.evaluation();
            List<PlayedGame> played = new ArrayList<>();
            while (jobs.hasNext()) {
                int job = jobs.next();
                played.add(PlayedGame.of(job, evaluation.play(job)));
            }
            return played.iterator();
        }
    }
}
