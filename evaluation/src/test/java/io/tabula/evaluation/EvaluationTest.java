package io.tabula.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.agent.AgentSpec;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.StandardGameModule;
import io.tabula.gomoku.GomokuModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluationTest {
    private static final GomokuModule GOMOKU = new GomokuModule();
    private static final GameDefinition SMALL = GOMOKU.define("freestyle", Map.of("size", "7"));
    private static final GameDefinition SMALL_STANDARD = GOMOKU.define("standard", Map.of("size", "7"));

    @Test
    void wilson_matchesTheFormula() {
        Interval half = Interval.wilson(50, 100);
        assertEquals(0.5, half.value(), 1e-12);
        assertEquals(0.4038, half.low(), 1e-4);
        assertEquals(0.5962, half.high(), 1e-4);
        Interval none = Interval.wilson(0, 10);
        assertEquals(0, none.low(), 1e-12);
        assertEquals(0.2775, none.high(), 1e-4);
        Interval all = Interval.wilson(10, 10);
        assertEquals(0.7225, all.low(), 1e-4);
        assertEquals(1, all.high(), 1e-12);
    }

    @Test
    void report_countsWinsDrawsLengthsAndEndings() {
        List<GameSummary> games = List.of(
                new GameSummary(0, Optional.of(0), 10, 100, "five"),
                new GameSummary(1, Optional.of(1), 20, 100, "five"),
                new GameSummary(2, Optional.empty(), 30, 100, "board-full"),
                new GameSummary(3, Optional.of(0), 40, 100, "five"));
        DefinitionReport r = DefinitionReport.of("g", List.of("black", "white"), games);
        assertEquals(4, r.games());
        assertEquals(List.of(2L, 1L), r.winsBySide());
        assertEquals(1, r.draws());
        assertEquals(2.5 / 4, r.firstSide().value(), 1e-12, "two wins and a draw's half of four games");
        assertEquals(25, r.lengthMean(), 1e-12);
        assertEquals(List.of(10, 20, 30), r.lengthQuartiles());
        assertEquals(400.0 / 100, r.branching(), 1e-12);
        assertEquals(Map.of("five", 3L, "board-full", 1L), r.reasons());
    }

    @Test
    void valueTrace_countsLeadChanges_andWhenTheWinnerWasClear() {
        ValueTrace trace = new ValueTrace(2);
        trace.add(0, 0.1);   // player 0 leads
        trace.add(1, 0.3);   // player 1 leads: a change
        trace.add(0, 0.0);   // even: the lead stays
        trace.add(1, -0.7);  // player 1 thinks itself behind: player 0 leads, a change
        trace.add(0, 0.8);
        trace.add(1, Double.NaN);
        trace.add(0, 0.9);
        assertTrue(trace.estimated());
        assertEquals(2, trace.leadChanges());
        assertEquals(3, trace.clearAfter(0), "from the fourth estimate on, player 0 stood above 0.6");
        assertEquals(7, trace.clearAfter(1), "player 1 was never clear before the end");
        assertEquals(-1, trace.clearAfter(-1), "a draw has no winner to be clear");
        ValueTrace silent = new ValueTrace(2);
        silent.add(0, Double.NaN);
        assertTrue(!silent.estimated());
        assertEquals(-1, silent.clearAfter(0));
    }

    @Test
    void report_averagesDecisiveness_overTheGamesWithEstimates_andSumsPassesAndTimeouts() {
        List<GameSummary> games = List.of(
                new GameSummary(0, Optional.of(0), 10, 100, "five", true, 2, 5, 1, 0),
                new GameSummary(1, Optional.empty(), 20, 100, "passes", true, 4, -1, 2, 3),
                new GameSummary(2, Optional.of(1), 40, 100, "five", true, 0, 10, 0, 0));
        DefinitionReport r = DefinitionReport.of("g", List.of("black", "white"), games);
        assertEquals(3, r.estimatedGames());
        assertEquals(2.0, r.leadChanges(), 1e-12);
        assertEquals((0.5 + 0.25) / 2, r.clearAt(), 1e-12, "over the two won games");
        assertEquals(3, r.passes());
        assertEquals(3, r.timeouts());
        List<String> row = ReportTable.rows(List.of(r)).get(0);
        assertEquals(List.of("2.00", "37.5%", "3", "3"), row.subList(9, 13));
        DefinitionReport plain = DefinitionReport.of("g", List.of("black", "white"),
                List.of(new GameSummary(0, Optional.of(0), 10, 100, "five")));
        assertEquals(List.of("-", "-", "0", "0"), ReportTable.rows(List.of(plain)).get(0).subList(9, 13));
    }

    @Test
    void searchAgents_giveEstimates_andRandomPlayersPassUnderRenju() {
        List<DefinitionReport> search = new Evaluation(List.of(SMALL), AgentSpec.parse("mcts:iterations=60"), 6, 3)
                .run(1, Evaluation.Progress.NONE);
        assertEquals(6, search.get(0).estimatedGames());
        assertTrue(search.get(0).clearAt() > 0 && search.get(0).clearAt() <= 1, "clear at " + search.get(0).clearAt());
        List<DefinitionReport> alphaBeta = new Evaluation(List.of(SMALL), AgentSpec.parse("alphabeta:depth=2,nodes=300"), 2, 3)
                .run(1, Evaluation.Progress.NONE);
        assertEquals(2, alphaBeta.get(0).estimatedGames());
        GameDefinition renju = GOMOKU.define("renju", Map.of("size", "7"));
        List<DefinitionReport> random = new Evaluation(List.of(renju), AgentSpec.parse("random"), 12, 3)
                .run(1, Evaluation.Progress.NONE);
        assertEquals(0, random.get(0).estimatedGames());
        assertTrue(random.get(0).passes() > 0, "random players pass when pass is among the legal moves");
        assertEquals(0, random.get(0).timeouts());
    }

    @Test
    void passes_areCountedByTheMove_notByHowTheNotationWritesIt() {
        GameDefinition renju = GOMOKU.define("renju", Map.of("size", "7"));
        GameDefinition inOtherWords = new GomokuInOtherWords().define("renju", Map.of("size", "7"));
        long passes = new Evaluation(List.of(renju), AgentSpec.parse("random"), 12, 3).run(1, Evaluation.Progress.NONE)
                .get(0).passes();
        assertTrue(passes > 0, "random players pass when pass is among the legal moves");
        assertEquals(passes, new Evaluation(List.of(inOtherWords), AgentSpec.parse("random"), 12, 3)
                .run(1, Evaluation.Progress.NONE).get(0).passes(), "the same games, their passes written '-'");
    }

    /** Gomoku whose notation writes a pass {@code -}, as a user's game in another language might. */
    private static final class GomokuInOtherWords extends StandardGameModule {
        GomokuInOtherWords() {
            super(GOMOKU.type(), GOMOKU.options(), new Notation() {
                @Override
                public Move parse(GameState state, String text) {
                    return GOMOKU.notation().parse(state, text.equals("-") ? "pass" : text);
                }

                @Override
                public String format(GameState state, Move move) {
                    String text = GOMOKU.notation().format(state, move);
                    return text.equals("pass") ? "-" : text;
                }
            }, GOMOKU.diagrams(), GOMOKU.stateCodec(), ModuleChecks.NONE);
        }

        @Override
        public Set<Capability> capabilities(GameDefinition definition) {
            return GOMOKU.capabilities(definition);
        }

        @Override
        public GameState newGame(GameDefinition definition) {
            return GOMOKU.newGame(definition);
        }
    }

    @Test
    void aRun_givesTheSameReports_onAnyNumberOfThreads() {
        Evaluation evaluation = new Evaluation(List.of(SMALL, SMALL_STANDARD), AgentSpec.parse("random"), 40, 7);
        List<DefinitionReport> one = evaluation.run(1, Evaluation.Progress.NONE);
        List<Integer> seen = new ArrayList<>();
        Set<Integer> totals = new HashSet<>();
        List<DefinitionReport> three = evaluation.run(3, (done, total) -> {
            synchronized (seen) { // called on every thread of the run: kept here, asserted below on this one
                seen.add(done);
                totals.add(total);
            }
        });
        assertEquals(one, three);
        assertEquals(Set.of(80), totals, "every update tells the run's 80 games");
        assertEquals(IntStream.rangeClosed(1, 80).boxed().toList(), seen.stream().sorted().toList(),
                "progress after every game, each count once");
        assertEquals(40, one.get(0).games());
        assertEquals(40, one.get(0).winsBySide().stream().mapToLong(Long::longValue).sum() + one.get(0).draws());
        assertTrue(one.get(0).branching() > 20 && one.get(0).branching() <= 49, "7x7 has at most 49 moves");
    }

    @Test
    void aFailureOnAHelperThread_isTheRunsFailure_withItsCause() {
        Evaluation evaluation = new Evaluation(List.of(SMALL), AgentSpec.parse("random"), 12, 7);
        Thread caller = Thread.currentThread();
        for (Throwable thrown : List.of(new IllegalStateException("progress broke"), new AssertionError("progress broke"))) {
            CountDownLatch helperFailed = new CountDownLatch(1);
            IllegalStateException failure = assertThrows(IllegalStateException.class, () -> evaluation.run(3, (done, total) -> {
                if (Thread.currentThread() != caller) {
                    helperFailed.countDown();
                    throw sneaky(thrown);
                }
                awaitUninterruptibly(helperFailed); // the caller waits, so a helper surely plays a game
            }));
            assertSame(thrown, failure.getCause(), "the helper's own failure, not lost nor replaced");
            assertTrue(failure.getMessage().contains("progress broke"), failure.getMessage());
        }
    }

    @Test
    void anErrorInAGame_onAnyThread_isTheRunsFailure_namingTheGame() {
        Evaluation evaluation = new Evaluation(List.of(SMALL, SMALL_STANDARD), AgentSpec.parse("random"), 6, 7);
        for (int threads : new int[] {1, 3}) {
            IllegalStateException failure = assertThrows(IllegalStateException.class, () -> evaluation.run(threads,
                    Evaluation.Progress.NONE, job -> {
                        if (job == 9) {
                            throw new StackOverflowError("deep rules");
                        }
                        return evaluation.play(job);
                    }));
            assertTrue(failure.getCause() instanceof StackOverflowError, threads + " threads: " + failure.getCause());
            assertTrue(failure.getMessage().contains("game 3 of " + SMALL_STANDARD.text()), failure.getMessage());
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@code thrown} as an unchecked throw, whatever its kind (an Error or a RuntimeException). */
    private static RuntimeException sneaky(Throwable thrown) {
        if (thrown instanceof Error error) {
            throw error;
        }
        return (RuntimeException) thrown;
    }

    @Test
    void gamesPlayedOneByOne_anywhere_giveTheRunsReports() {
        // What a distributed run does: each game on its own, the reports made from them in game order.
        Evaluation evaluation = new Evaluation(List.of(SMALL, SMALL_STANDARD), AgentSpec.parse("random"), 6, 11);
        List<GameSummary> games = new ArrayList<>();
        for (int job = evaluation.totalGames() - 1; job >= 0; job--) {
            games.add(0, evaluation.play(job));
        }
        assertEquals(evaluation.run(2, Evaluation.Progress.NONE), evaluation.reports(games));
        assertEquals(games.get(7), evaluation.play(7), "a game is the same each time it is played");
        List<GameSummary> swapped = new ArrayList<>(games);
        swapped.set(0, games.get(1));
        swapped.set(1, games.get(0));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> evaluation.reports(swapped)).getMessage()
                .contains("game 0 holds the summary of game 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> evaluation.reports(games.subList(0, 11)))
                .getMessage().contains("a run of 12 games, not 11"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> evaluation.play(12)).getMessage()
                .contains("not in a run of 12 games"));
        assertEquals("6 games per definition, every seat random, seed 11", ReportTable.title(evaluation));
    }

    @Test
    void aSearchAgent_endsGamesSoonerThanRandomPlay() {
        // A searching player completes its rows and blocks the other's; random players wander until the board fills.
        List<DefinitionReport> random = new Evaluation(List.of(SMALL), AgentSpec.parse("random"), 12, 3)
                .run(1, Evaluation.Progress.NONE);
        List<DefinitionReport> search = new Evaluation(List.of(SMALL), AgentSpec.parse("mcts:iterations=60"), 12, 3)
                .run(1, Evaluation.Progress.NONE);
        assertTrue(search.get(0).lengthMean() < random.get(0).lengthMean(),
                "searching players end the game sooner: " + search.get(0).lengthMean() + " vs " + random.get(0).lengthMean());
    }

    @Test
    void files_holdTheTableTheDataAndTheCharts(@TempDir Path folder) throws Exception {
        Evaluation evaluation = new Evaluation(List.of(SMALL, SMALL_STANDARD), AgentSpec.parse("random"), 12, 5);
        List<DefinitionReport> reports = evaluation.run(1, Evaluation.Progress.NONE);
        Path page = ReportFiles.write(folder, evaluation, reports);
        String html = Files.readString(page);
        assertTrue(html.contains("<table>") && html.contains(SMALL.text()), html);
        List<String> csv = Files.readAllLines(folder.resolve("report.csv"));
        assertEquals(3, csv.size());
        assertTrue(csv.get(0).startsWith("definition,games,first side score"), csv.get(0));
        JsonNode json = new ObjectMapper().readTree(folder.resolve("report.json").toFile());
        assertEquals(2, json.get("definitions").size());
        assertEquals(12, json.get("definitions").get(0).get("games").asInt());
        assumeTrue(ReportFiles.whyNoCharts().isEmpty(), () -> "charts skipped: " + ReportFiles.whyNoCharts().get());
        for (String chart : List.of("balance", "lengths")) {
            byte[] png = Files.readAllBytes(folder.resolve(chart + ".png"));
            assertTrue(png.length > 1000 && png[1] == 'P' && png[2] == 'N' && png[3] == 'G', chart + ".png is a PNG");
            assertTrue(Files.readString(folder.resolve(chart + ".svg")).startsWith("<svg"), chart + ".svg");
        }
        assertTrue(html.contains("<svg"), "the page shows the charts");
    }

    @Test
    void nonsense_isRefusedByName() {
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new Evaluation(List.of(), AgentSpec.parse("random"), 5, 1)).getMessage().contains("at least one game"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new Evaluation(List.of(SMALL), AgentSpec.parse("random"), 0, 1)).getMessage().contains("games must be"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new Evaluation(List.of(SMALL), AgentSpec.parse("random"), 5, 1).run(0, Evaluation.Progress.NONE))
                .getMessage().contains("threads must be"));
    }
}
