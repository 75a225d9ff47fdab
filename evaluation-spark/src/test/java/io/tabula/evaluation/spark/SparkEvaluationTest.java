package io.tabula.evaluation.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.evaluation.DefinitionReport;
import io.tabula.evaluation.Evaluation;
import io.tabula.evaluation.GameSummary;
import io.tabula.evaluation.ReportFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkEvaluationTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private static final List<String> NAMES = List.of("gomoku(rule=freestyle,size=7)", "gomoku(rule=renju,size=7)",
            "go(size=5)");
    private static final List<GameDefinition> DEFINITIONS = NAMES.stream().map(GAMES::definition).toList();

    private static JavaSparkContext spark;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(LocalSpark.conf());
    }

    @AfterAll
    static void stopSpark() {
        spark.close();
    }

    @Test
    void theJob_givesTheLocalRunsReport_toTheLastByteOfItsFiles(@TempDir Path folder) throws Exception {
        Evaluation evaluation = new Evaluation(DEFINITIONS, NAMES, AgentSpec.parse("mcts:iterations=12"), 6, 42);
        List<DefinitionReport> local = evaluation.run(1, Evaluation.Progress.NONE);
        List<DefinitionReport> distributed = SparkEvaluation.run(spark, evaluation, 5);
        assertEquals(local, distributed);
        ReportFiles.write(folder.resolve("local"), evaluation, local);
        ReportFiles.write(folder.resolve("spark"), evaluation, distributed);
        for (String file : List.of("report.json", "report.csv")) {
            assertArrayEquals(Files.readAllBytes(folder.resolve("local").resolve(file)),
                    Files.readAllBytes(folder.resolve("spark").resolve(file)), file);
        }
        assertEquals(6, distributed.get(2).games(), "every game of go(size=5) came back");
    }

    @Test
    void theReport_isTheSame_forAnyNumberOfPartitions() {
        Evaluation evaluation = new Evaluation(DEFINITIONS.subList(0, 2), NAMES.subList(0, 2), AgentSpec.parse("random"),
                15, 3);
        List<DefinitionReport> local = evaluation.run(1, Evaluation.Progress.NONE);
        assertEquals(local, SparkEvaluation.run(spark, evaluation, 4));
        assertEquals(local, SparkEvaluation.run(spark, evaluation, 1000), "more partitions than games: one game each");
        Evaluation otherSeed = new Evaluation(DEFINITIONS.subList(0, 2), NAMES.subList(0, 2), AgentSpec.parse("random"),
                15, 4);
        assertNotEquals(local, otherSeed.run(1, Evaluation.Progress.NONE), "the seed decides the games");
    }

    @Test
    void thePlan_crossesSerialization_asAnEqualEvaluation() throws Exception {
        Evaluation evaluation = new Evaluation(DEFINITIONS, NAMES, AgentSpec.parse("mcts:iterations=5,exploration=0.7"),
                4, -9);
        EvaluationPlan plan = EvaluationPlan.of(evaluation);
        EvaluationPlan shipped = (EvaluationPlan) roundTrip(plan);
        assertEquals(plan, shipped);
        Evaluation read = shipped.evaluation();
        assertEquals(evaluation.definitions(), read.definitions());
        assertEquals(evaluation.labels(), read.labels());
        assertEquals(evaluation.agent(), read.agent());
        assertEquals(evaluation.play(9), read.play(9));
    }

    @Test
    void aGame_crossesSerialization_unchanged() throws Exception {
        for (GameSummary game : List.of(new GameSummary(3, Optional.of(1), 17, 123.5, "five"),
                new GameSummary(0, Optional.empty(), 49, 1225, "board-full"),
                new GameSummary(5, Optional.of(0), 31, 400, "five", true, 3, 12, 1, 2))) {
            PlayedGame shipped = (PlayedGame) roundTrip(PlayedGame.of(7, game));
            assertEquals(7, shipped.job());
            assertEquals(game, shipped.summary());
        }
    }

    @Test
    void nonsense_isRefusedByName() {
        Evaluation evaluation = new Evaluation(DEFINITIONS.subList(0, 1), NAMES.subList(0, 1), AgentSpec.parse("random"),
                2, 1);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SparkEvaluation.run(spark, evaluation, 0))
                .getMessage().contains("partitions must be at least 1"));
    }

    private static Object roundTrip(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }
}
