package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.gomoku.rules.GomokuSampler;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast sampler must be a drop-in for the reference one: same outcomes possible,
 * same distribution. Outcome frequencies and game lengths of many playouts are compared
 * with a chi-square-style bound that a biased sampler (one that, say, prefers low points)
 * fails.
 */
class GomokuSamplerTest {
    private static final GomokuModule MODULE = new GomokuModule();

    @Test
    void play_onFullBoardFillsItOrEndsWithFive() {
        GameDefinition definition = MODULE.define("standard", Map.of("size", "5"));
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            PlayoutSampler.Result result = new GomokuSampler().play(definition.newGame(), random);
            assertTrue(result.outcome().isOver());
            if (result.outcome() instanceof Outcome.Draw) {
                assertEquals(25, result.plies(), "a draw fills the board");
            } else {
                assertTrue(result.plies() >= 9, "a five needs at least 9 plies, got " + result.plies());
            }
        }
    }

    @Test
    void play_matchesReferenceSamplerDistribution() {
        // On 5x5 a random game ends in a black win, a white win or a draw; the three
        // frequencies and the mean length must agree between the samplers.
        GameDefinition definition = MODULE.define("freestyle", Map.of("size", "5"));
        int games = 20_000;
        double[] fast = frequencies(new GomokuSampler(), definition.newGame(), games, 1);
        double[] reference = frequencies(new LegalMovesSampler(100), definition.newGame(), games, 2);
        for (int k = 0; k < 3; k++) {
            double p = (fast[k] + reference[k]) / 2;
            double sigma = Math.sqrt(2 * p * (1 - p) / games);
            assertTrue(Math.abs(fast[k] - reference[k]) < 5 * sigma,
                    "outcome " + k + ": fast " + fast[k] + " vs reference " + reference[k]);
        }
        assertEquals(reference[3], fast[3], 0.25, "mean plies");
    }

    @Test
    void play_everyMoveIsLegalAndTheOutcomeIsTheRules() {
        List<GameDefinition> definitions = List.of(MODULE.define("freestyle", Map.of("size", "9")),
                MODULE.define("standard", Map.of("size", "9")), MODULE.define("renju", Map.of()),
                MODULE.define("renju", Map.of("forbiddenMoves", "illegal")),
                MODULE.define("renju", Map.of("forbiddenMoves", "illegal", "pass", "false")),
                MODULE.define("renju", Map.of("forbiddenMoves", "claim")),
                MODULE.define("renju", Map.of("forbiddenMoves", "claim", "size", "7")),
                MODULE.define("freestyle", Map.of("size", "5", "pass", "true")),
                MODULE.define("caro", Map.of("size", "9")),
                MODULE.define("caro", Map.of("size", "7", "caroEdgeBlocks", "true", "caroOverline", "false")));
        for (GameDefinition definition : definitions) {
            SplittableRandom random = new SplittableRandom(11);
            for (int game = 0; game < 300; game++) {
                Observed observed = new Observed();
                PlayoutSampler.Result result = new GomokuSampler().play(definition.newGame(), random, observed);
                GameState state = observed.replay(definition.newGame(), definition.text() + ", game " + game);
                assertEquals(result.outcome(), state.outcome(), definition.text() + ": outcome of game " + game);
                assertEquals(result.plies(), state.ply());
            }
        }
    }

    @Test
    void play_neverPlaysOnOccupiedPointsFromMidGame() {
        GameDefinition definition = MODULE.define("standard", Map.of());
        GameState start = definition.newGame();
        for (String move : new String[] {"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9"}) {
            start = start.apply(MODULE.notation().parse(start, move));
        }
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 500; i++) {
            PlayoutSampler.Result result = new GomokuSampler().play(start, random);
            assertTrue(result.plies() >= 1 && result.plies() <= 225 - 8);
        }
    }

    @Test
    void play_renjuOutcomesIncludeForbiddenLosses() {
        // Random black play on 15x15 renju often fouls; the sampler must report it as white's win.
        GameDefinition definition = MODULE.define("renju", Map.of());
        SplittableRandom random = new SplittableRandom(5);
        int fouls = 0;
        for (int i = 0; i < 2_000; i++) {
            PlayoutSampler.Result result = new GomokuSampler().play(definition.newGame(), random);
            if (result.outcome().endedBy(io.tabula.gomoku.rules.GomokuOutcome.FORBIDDEN)) {
                assertEquals("white", result.outcome().winner().orElseThrow().id());
                fouls++;
            }
        }
        assertTrue(fouls > 0, "no forbidden move in 2,000 random renju games");
    }

    @Test
    void play_withPass_matchesReferenceSamplerDistributionIncludingPassDraws() {
        // Freestyle 5x5 with pass=true: black wins, white wins, draws (board-full or passes) and
        // the share of games drawn by two passes must agree between the samplers.
        GameDefinition definition = MODULE.define("freestyle", Map.of("size", "5", "pass", "true"));
        int games = 20_000;
        double[] fast = frequencies(new GomokuSampler(), definition.newGame(), games, 1);
        double[] reference = frequencies(new LegalMovesSampler(1_000), definition.newGame(), games, 2);
        for (int k : new int[] {0, 1, 2, 4}) {
            double p = (fast[k] + reference[k]) / 2;
            double sigma = Math.sqrt(2 * p * (1 - p) / games);
            assertTrue(Math.abs(fast[k] - reference[k]) < 5 * sigma + 1e-9,
                    "outcome " + k + ": fast " + fast[k] + " vs reference " + reference[k]);
        }
        assertTrue(fast[4] > 0.01, "two-pass draws should happen on 5x5, share " + fast[4]);
        assertEquals(reference[3], fast[3], 0.5, "mean plies");
    }

    @Test
    void play_claimRule_matchesReferenceSamplerDistribution() {
        // Renju 7x7 with forbiddenMoves=claim: claims, fives, pass draws and board-full draws
        // must come in the same shares from both samplers.
        GameDefinition definition = MODULE.define("renju", Map.of("size", "7", "forbiddenMoves", "claim"));
        int games = 10_000;
        double[] fast = frequencies(new GomokuSampler(), definition.newGame(), games, 3);
        double[] reference = frequencies(new LegalMovesSampler(1_000), definition.newGame(), games, 4);
        for (int k : new int[] {0, 1, 2, 4, 5}) {
            double p = (fast[k] + reference[k]) / 2;
            double sigma = Math.sqrt(2 * p * (1 - p) / games);
            assertTrue(Math.abs(fast[k] - reference[k]) < 5 * sigma + 1e-9,
                    "outcome " + k + ": fast " + fast[k] + " vs reference " + reference[k]);
        }
        assertTrue(fast[5] > 0, "no claimed foul in " + games + " random 7x7 renju games");
    }

    @Test
    void play_renjuWithPass_neverEndsByNoLegalMove() {
        GameDefinition definition = MODULE.define("renju", Map.of("forbiddenMoves", "illegal", "size", "7"));
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 2_000; i++) {
            PlayoutSampler.Result result = new GomokuSampler().play(definition.newGame(), random);
            assertTrue(result.outcome().isOver());
            assertTrue(!result.outcome().endedBy(io.tabula.gomoku.rules.GomokuOutcome.NO_LEGAL_MOVE),
                    "black can always pass, but game " + i + " ended " + result.outcome());
        }
    }

    @Test
    void play_openingProtocols_matchReferenceSamplerDistribution() {
        // Opening actions are drawn through the immutable state like the reference sampler
        // does; the outcomes that follow must come in the same shares. Small boards keep the
        // reference sampler fast; each protocol has its own kind of opening actions.
        List<GameDefinition> definitions = List.of(
                MODULE.define("freestyle", Map.of("size", "7", "opening", "rif")),
                MODULE.define("freestyle", Map.of("size", "7", "opening", "swap2", "pass", "true")),
                MODULE.define("renju", Map.of("size", "9", "opening", "taraguchi", "openingOffers", "2")));
        int[] gameCounts = {8_000, 8_000, 3_000};
        for (int d = 0; d < definitions.size(); d++) {
            GameDefinition definition = definitions.get(d);
            int games = gameCounts[d];
            double[] fast = frequencies(new GomokuSampler(), definition.newGame(), games, 21);
            double[] reference = frequencies(new LegalMovesSampler(1_000), definition.newGame(), games, 22);
            for (int k : new int[] {0, 1, 2, 4, 5}) {
                double p = (fast[k] + reference[k]) / 2;
                double sigma = Math.sqrt(2 * p * (1 - p) / games);
                assertTrue(Math.abs(fast[k] - reference[k]) < 5 * sigma + 1e-9,
                        definition.text() + ": outcome " + k + ": fast " + fast[k] + " vs reference " + reference[k]);
            }
            assertEquals(reference[3], fast[3], 1.0, definition.text() + ": mean plies");
        }
    }

    @Test
    void play_openingProtocols_everyActionIsLegalAndTheGameReplays() {
        List<GameDefinition> definitions = new java.util.ArrayList<>();
        for (io.tabula.gomoku.rules.OpeningRule rule : io.tabula.gomoku.rules.OpeningRule.values()) {
            definitions.add(MODULE.define("freestyle", Map.of("size", "9", "opening", rule.id())));
        }
        definitions.add(MODULE.define("renju", Map.of("opening", "rif")));
        definitions.add(MODULE.define("renju", Map.of("opening", "taraguchi", "forbiddenMoves", "claim")));
        definitions.add(MODULE.define("renju", Map.of("size", "11", "opening", "soosorv", "forbiddenMoves", "illegal")));
        definitions.add(MODULE.define("freestyle", Map.of("size", "9", "opening", "yamaguchi", "pass", "true",
                "offerSymmetry", "pattern")));
        for (GameDefinition definition : definitions) {
            for (int game = 0; game < 60; game++) {
                long seed = 1_000 + game;
                Observed observed = new Observed();
                PlayoutSampler.Result result = new GomokuSampler().play(definition.newGame(), new SplittableRandom(seed),
                        observed);
                String where = definition.text() + ", seed " + seed;
                GameState state = definition.newGame();
                boolean inOpening = true;
                for (int i = 0; i < observed.moves.size(); i++) {
                    boolean opening = !state.phase().isPlay();
                    assertTrue(inOpening || !opening, where + ": opening action " + i + " after free play began");
                    inOpening = opening;
                    assertEquals(state.legalMoveCount(), (long) observed.counts.get(i), where + ": legal moves at " + i);
                    state = state.apply(observed.moves.get(i));
                }
                assertTrue(state.isOver(), where);
                assertEquals(result.outcome(), state.outcome(), where);
                assertEquals(result.plies(), state.ply(), where);
                if (!definition.get(io.tabula.gomoku.rules.GomokuOptions.OPENING).id().equals("free")) {
                    assertFalse(definition.newGame().phase().isPlay(), definition.text());
                }
            }
        }
    }

    @Test
    void play_openingProtocols_seededGamesAreReproducible() {
        for (String opening : new String[] {"rif", "swap2", "soosorv", "taraguchi"}) {
            GameDefinition definition = MODULE.define("renju", Map.of("opening", opening));
            for (long seed = 0; seed < 20; seed++) {
                Observed first = new Observed();
                Observed second = new Observed();
                PlayoutSampler.Result a = new GomokuSampler().play(definition.newGame(), new SplittableRandom(seed), first);
                PlayoutSampler.Result b = new GomokuSampler().play(definition.newGame(), new SplittableRandom(seed),
                        second);
                PlayoutSampler.Result unobserved = new GomokuSampler().play(definition.newGame(), new SplittableRandom(seed));
                assertEquals(a, b, opening + ", seed " + seed);
                assertEquals(a, unobserved, opening + ", seed " + seed + ": observing changes no choice");
                assertEquals(first.moves, second.moves, opening + ", seed " + seed);
            }
        }
    }

    @Test
    void play_fromAMidOpeningState_playsTheRestOfTheOpening() {
        GameDefinition definition = MODULE.define("renju", Map.of("opening", "rif"));
        GameState start = definition.newGame();
        for (String move : new String[] {"h8", "h9", "j10", "swap", "a1"}) {
            start = start.apply(MODULE.notation().parse(start, move));
        }
        assertEquals("opening", start.phase().id());
        SplittableRandom random = new SplittableRandom(8);
        for (int i = 0; i < 200; i++) {
            Observed observed = new Observed();
            PlayoutSampler.Result result = new GomokuSampler().play(start, random, observed);
            // offer, then choose: two opening actions, then free play
            assertTrue(observed.moves.get(0) instanceof io.tabula.gomoku.rules.GomokuMove.Offer, observed.moves.toString());
            assertTrue(observed.moves.get(1) instanceof io.tabula.gomoku.rules.GomokuMove.Choose, observed.moves.toString());
            assertTrue(observed.moves.stream().skip(2).allMatch(m -> m instanceof io.tabula.gomoku.rules.GomokuMove.Place
                    || m instanceof io.tabula.gomoku.rules.GomokuMove.Pass
                    || m instanceof io.tabula.gomoku.rules.GomokuMove.Claim));
            assertTrue(result.outcome().isOver());
            assertTrue(result.plies() >= 3);
        }
        // a finished game is returned as it is
        GameState over = MODULE.define("freestyle", Map.of("size", "5")).newGame();
        for (String move : new String[] {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"}) {
            over = over.apply(MODULE.notation().parse(over, move));
        }
        assertEquals(new PlayoutSampler.Result(over.outcome(), 0), new GomokuSampler().play(over, random));
    }

    /** The legal-move counts and moves a sampler reports, ply by ply. */
    static final class Observed implements PlayoutSampler.Observer {
        final List<Long> counts = new java.util.ArrayList<>();
        final List<io.tabula.core.Move> moves = new java.util.ArrayList<>();

        @Override
        public void ply(long legalMoves, io.tabula.core.Move chosen) {
            counts.add(legalMoves);
            moves.add(chosen);
        }

        /** The state after the observed moves from {@code start}, each checked legal and counted as the state counts. */
        GameState replay(GameState start, String where) {
            GameState state = start;
            for (int i = 0; i < moves.size(); i++) {
                assertEquals(state.legalMoveCount(), (long) counts.get(i), where + ": legal moves at ply " + i);
                assertTrue(state.check(moves.get(i)).isLegal(), where + ": " + moves.get(i) + " at ply " + i);
                state = state.apply(moves.get(i));
            }
            return state;
        }
    }

    /** Shares of black wins, white wins, draws, mean plies, pass draws, claimed fouls. */
    private static double[] frequencies(PlayoutSampler sampler, GameState start, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] out = new double[6];
        for (int i = 0; i < games; i++) {
            PlayoutSampler.Result result = sampler.play(start, random);
            int k = result.outcome().winner().map(s -> s.index()).orElse(2);
            out[k]++;
            out[3] += result.plies();
            String reason = result.outcome().reason().map(io.tabula.core.OutcomeReason::id).orElse("");
            out[4] += reason.equals("passes") ? 1 : 0;
            out[5] += reason.equals("forbidden") ? 1 : 0;
        }
        for (int k = 0; k < 6; k++) {
            out[k] /= games;
        }
        return out;
    }
}
