package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayoutTest {
    private static final TttModule TTT = new TttModule();
    private static final GameDefinition CLASSIC = TTT.defaultDefinition();

    private static void assertSameStats(PlayoutStats a, PlayoutStats b) {
        assertEquals(a.playouts(), b.playouts());
        assertEquals(a.winsBySide(), b.winsBySide());
        assertEquals(a.draws(), b.draws());
        assertEquals(a.plies(), b.plies());
    }

    // ------------------------------------------------------------------ PlayoutRunner

    @Test
    void runGames_equalSeeds_giveEqualStats() {
        PlayoutRunner runner = PlayoutRunner.forDefinition(CLASSIC);
        assertSameStats(runner.runGames(300, 11), runner.runGames(300, 11));
        assertSameStats(runner.runGames(300, 11), PlayoutRunner.forDefinition(CLASSIC).runGames(300, 11));
    }

    @Test
    void runGames_onSeveralThreads_giveTheSameStatsAsOne() {
        PlayoutRunner runner = PlayoutRunner.forDefinition(CLASSIC);
        PlayoutStats one = runner.runGames(2_000, 17);
        for (int threads : new int[] {2, 3, 8}) {
            assertSameStats(one, runner.runGames(2_000, 17, threads));
        }
    }

    @Test
    void runGames_onSeveralThreads_giveEachThreadItsOwnSampler() {
        java.util.Set<PlayoutSampler> used = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        PlayoutRunner runner = new PlayoutRunner(CLASSIC, () -> {
            made.incrementAndGet();
            LegalMovesSampler reference = new LegalMovesSampler(PlayoutRunner.MAX_PLIES);
            return (start, random, observer) -> {
                used.add(reference);
                return reference.play(start, random, observer);
            };
        });
        assertEquals(500, runner.runGames(500, 4, 4).playouts());
        assertEquals(4, made.get(), "one sampler per thread");
        assertTrue(used.size() >= 1 && used.size() <= 4, used.toString());
    }

    @Test
    void runGames_zeroThreads_isRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlayoutRunner.forDefinition(CLASSIC).runGames(10, 1, 0));
        assertTrue(e.getMessage().contains("threads must be at least 1"), e.getMessage());
    }

    @Test
    void runGames_otherSeed_givesOtherGames() {
        PlayoutRunner runner = PlayoutRunner.forDefinition(CLASSIC);
        assertNotEquals(runner.runGames(300, 11).plies(), runner.runGames(300, 12).plies());
    }

    @Test
    void runGames_stats_addUp() {
        PlayoutStats stats = PlayoutRunner.forDefinition(CLASSIC).runGames(500, 3);
        assertEquals(500, stats.playouts());
        assertEquals(List.of("cross", "nought"), List.copyOf(stats.winsBySide().keySet()), "in side order");
        long wins = stats.wins(TttModule.CROSS) + stats.wins(TttModule.NOUGHT);
        assertEquals(stats.playouts(), wins + stats.draws());
        assertTrue(stats.plies() >= 5 * 500 && stats.plies() <= 9 * 500, "plies " + stats.plies());
        assertEquals((double) stats.plies() / 500, stats.averagePlies(), 1e-12);
        // Random tic-tac-toe: the first player wins well over half of the games (about 58%).
        assertTrue(stats.wins(TttModule.CROSS) > stats.wins(TttModule.NOUGHT), stats.winsBySide().toString());
        assertTrue(stats.draws() > 0, "some random games are drawn");
    }

    @Test
    void runGames_misere_swapsWhoWins() {
        PlayoutStats classic = PlayoutRunner.forDefinition(CLASSIC).runGames(400, 5);
        PlayoutStats misere = PlayoutRunner.forDefinition(TTT.define("misere", Map.of())).runGames(400, 5);
        assertEquals(classic.wins(TttModule.CROSS), misere.wins(TttModule.NOUGHT), "same seeds, same games");
        assertEquals(classic.wins(TttModule.NOUGHT), misere.wins(TttModule.CROSS));
        assertEquals(classic.draws(), misere.draws());
    }

    @Test
    void runFor_zeroSeconds_playsAtLeastOneGame() {
        PlayoutStats stats = PlayoutRunner.forDefinition(CLASSIC).runFor(0, 1);
        assertTrue(stats.playouts() >= 1);
        assertEquals(stats.playouts(), stats.wins(TttModule.CROSS) + stats.wins(TttModule.NOUGHT) + stats.draws());
    }

    @Test
    void forDefinition_withoutFastSampler_usesTheReferenceSampler() {
        PlayoutStats viaFactory = PlayoutRunner.forDefinition(CLASSIC).runGames(100, 9);
        PlayoutStats viaReference = new PlayoutRunner(CLASSIC, new LegalMovesSampler(PlayoutRunner.MAX_PLIES))
                .runGames(100, 9);
        assertSameStats(viaFactory, viaReference);
    }

    @Test
    void forDefinition_withFastSampler_usesIt() {
        PlayoutSampler alwaysDraw = (start, random, observer) -> new PlayoutSampler.Result(Outcome.draw(io.tabula.testgame.TttOutcome.BOARD_FULL), 3);
        TttModule fast = new TttModule() {
            @Override
            public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
                return Optional.of(alwaysDraw);
            }
        };
        PlayoutStats stats = PlayoutRunner.forDefinition(fast.defaultDefinition()).runGames(10, 1);
        assertEquals(10, stats.draws());
        assertEquals(30, stats.plies());
    }

    @Test
    void playoutStats_zeroGamesOrTime_giveZeroRates() {
        PlayoutStats empty = new PlayoutStats(0, Map.of(), 0, 0, 0);
        assertEquals(0.0, empty.averagePlies());
        assertEquals(0.0, empty.playoutsPerSecond());
        assertEquals(0.0, empty.movesPerSecond());
        assertEquals(0, empty.wins(TttModule.CROSS));
        PlayoutStats some = new PlayoutStats(4, Map.of("cross", 3L), 1, 20, 2_000_000_000L);
        assertEquals(2.0, some.playoutsPerSecond(), 1e-12);
        assertEquals(10.0, some.movesPerSecond(), 1e-12);
        assertEquals(5.0, some.averagePlies(), 1e-12);
    }

    // ------------------------------------------------------------------ LegalMovesSampler

    @Test
    void sampler_equalSeeds_giveEqualResults() {
        LegalMovesSampler sampler = new LegalMovesSampler(100);
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(sampler.play(CLASSIC.newGame(), new SplittableRandom(seed)),
                    sampler.play(CLASSIC.newGame(), new SplittableRandom(seed)));
        }
    }

    @Test
    void sampler_choice_isUniformIndexIntoLegalMoves() {
        SplittableRandom mirror = new SplittableRandom(77);
        GameState state = CLASSIC.newGame();
        int plies = 0;
        while (!state.isOver()) {
            List<Move> moves = state.legalMoves();
            state = state.apply(moves.get(mirror.nextInt(moves.size())));
            plies++;
        }
        PlayoutSampler.Result result = new LegalMovesSampler(100).play(CLASSIC.newGame(), new SplittableRandom(77));
        assertEquals(new PlayoutSampler.Result(state.outcome(), plies), result);
    }

    @Test
    void sampler_finishedStart_playsNothing() {
        GameState won = CLASSIC.newGame().apply(new TttMove.Place(0)).apply(new TttMove.Place(3))
                .apply(new TttMove.Place(1)).apply(new TttMove.Place(4)).apply(new TttMove.Place(2));
        PlayoutSampler.Result result = new LegalMovesSampler(0).play(won, new SplittableRandom(1));
        assertEquals(0, result.plies());
        assertEquals(Outcome.win(TttModule.CROSS, io.tabula.testgame.TttOutcome.THREE), result.outcome());
    }

    @Test
    void sampler_gameLongerThanTheBound_throws() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new LegalMovesSampler(4).play(CLASSIC.newGame(), new SplittableRandom(1)));
        assertTrue(e.getMessage().contains("4 plies"), e.getMessage());
    }

    // ------------------------------------------------------------------ RandomAgent

    @Test
    void randomAgent_equalSeeds_makeEqualChoices() {
        RandomAgent a = new RandomAgent(123);
        RandomAgent b = new RandomAgent(new SplittableRandom(123));
        List<Move> movesA = new ArrayList<>();
        List<Move> movesB = new ArrayList<>();
        GameState sa = CLASSIC.newGame();
        GameState sb = CLASSIC.newGame();
        while (!sa.isOver()) {
            Move ma = a.choose(sa);
            Move mb = b.choose(sb);
            assertTrue(sa.legalMoves().contains(ma));
            movesA.add(ma);
            movesB.add(mb);
            sa = sa.apply(ma);
            sb = sb.apply(mb);
        }
        assertEquals(movesA, movesB);
        assertTrue(sb.isOver());
    }

    @Test
    void randomAgent_manyChoices_reachEveryLegalMove() {
        RandomAgent agent = new RandomAgent(8);
        GameState start = CLASSIC.newGame();
        java.util.Set<Move> chosen = new java.util.HashSet<>();
        for (int i = 0; i < 200; i++) {
            chosen.add(agent.choose(start));
        }
        assertEquals(java.util.Set.copyOf(start.legalMoves()), chosen);
    }

    @Test
    void randomAgent_gameOver_refusesNamingTheOutcome() {
        GameState drawn = TTT.diagrams().fromDiagram(CLASSIC, List.of("XOX", "XOO", "OXX"), TttModule.NOUGHT);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new RandomAgent(1).choose(drawn));
        assertTrue(e.getMessage().contains("board-full"), e.getMessage());
    }
}
