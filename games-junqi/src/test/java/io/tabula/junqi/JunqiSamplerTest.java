package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.agent.PlayoutRunner;
import io.tabula.agent.PlayoutStats;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiSampler;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast sampler must be a drop-in for the reference one: it lists the legal moves in the
 * order of {@code legalMoves()} and draws with one {@code nextInt(count)}, so from the same
 * state and seed both play the very same game. That makes it uniform over the same legal
 * moves as the reference, which draws uniformly from {@code legalMoves()} by construction.
 */
class JunqiSamplerTest {
    private static final JunqiModule MODULE = new JunqiModule();

    private static List<GameDefinition> definitions() {
        return List.of(MODULE.defaultDefinition(),
                MODULE.define("standard", Map.of("mineSurvives", "false", "bombMayAttackFlag", "false")),
                MODULE.define("standard", Map.of("hqPiecesMove", "true")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "0", "maxPlies", "300")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "10")));
    }

    @Test
    void play_sameSeedSameGameAsReferenceSampler() {
        for (GameDefinition definition : definitions()) {
            for (int seed = 0; seed < 40; seed++) {
                // From seeded deployments (play) and from the deployment phase (the sampler draws them).
                for (GameState start : List.of(definition.with(Map.of("deploymentSeed", Integer.toString(seed)))
                        .newGame(), definition.newGame())) {
                    PlayoutSampler.Result fast = new JunqiSampler().play(start, new SplittableRandom(seed));
                    PlayoutSampler.Result reference = new LegalMovesSampler(1_000_000).play(start,
                            new SplittableRandom(seed));
                    assertEquals(reference, fast, definition.text() + " seed " + seed + " from " + start.phase().name());
                }
            }
        }
    }

    @Test
    void play_fromMidGameStates_sameGameAsReference() {
        SplittableRandom walk = new SplittableRandom(5);
        GameState state = MODULE.defaultDefinition().newGame();
        for (int i = 0; i < 60 && !state.isOver(); i++) {
            List<Move> moves = state.legalMoves();
            state = state.apply(moves.get(walk.nextInt(moves.size())));
            PlayoutSampler.Result fast = new JunqiSampler().play(state, new SplittableRandom(i));
            PlayoutSampler.Result reference = new LegalMovesSampler(1_000_000).play(state, new SplittableRandom(i));
            assertEquals(reference, fast, "from ply " + state.ply());
        }
    }

    @Test
    void play_everyMoveIsLegalAndTheOutcomeIsTheRules() {
        for (GameDefinition definition : definitions()) {
            SplittableRandom random = new SplittableRandom(17);
            for (int game = 0; game < 30; game++) {
                GameState start = game % 2 == 0 ? definition.newGame()
                        : definition.with(Map.of("deploymentSeed", Integer.toString(100 + game))).newGame();
                List<Move> played = new ArrayList<>();
                List<Long> counts = new ArrayList<>();
                PlayoutSampler.Result result = new JunqiSampler().play(start, random, (count, move) -> {
                    counts.add(count);
                    played.add(move);
                });
                GameState state = start;
                for (int i = 0; i < played.size(); i++) {
                    Move step = played.get(i);
                    assertEquals(state.legalMoveCount(), (long) counts.get(i), "legal moves at ply " + state.ply());
                    assertTrue(state.check(step).isLegal(), step + " at ply " + state.ply());
                    state = state.apply(step);
                }
                assertEquals(result.outcome(), state.outcome());
                assertEquals(result.plies(), state.ply() - start.ply());
            }
        }
    }

    @Test
    void play_firstMoveIsUniformOverTheLegalMoves() {
        GameDefinition seeded = MODULE.define("standard", Map.of("deploymentSeed", "0"));
        GameState start = seeded.newGame();
        List<Move> legal = start.legalMoves();
        int[] counts = new int[legal.size()];
        int draws = 33_000;
        SplittableRandom random = new SplittableRandom(3);
        JunqiSampler sampler = new JunqiSampler();
        for (int i = 0; i < draws; i++) {
            Move[] first = {null};
            GameState limited = start.definition().with(Map.of("maxPlies", "1")).newGame();
            sampler.play(limited, random, (count, move) -> {
                if (first[0] == null) {
                    first[0] = move;
                }
            });
            counts[legal.indexOf(first[0])]++;
        }
        double expected = (double) draws / legal.size();
        double chi2 = 0;
        for (int c : counts) {
            chi2 += (c - expected) * (c - expected) / expected;
        }
        // 32 degrees of freedom: the 99.99th percentile is about 68.
        assertTrue(chi2 < 68, "chi-square " + chi2 + " over " + legal.size() + " moves");
    }

    @Test
    void playoutRunner_usesTheFastSampler() {
        PlayoutStats stats = PlayoutRunner.forDefinition(MODULE.defaultDefinition()).runGames(50, 1);
        assertEquals(50, stats.playouts());
        assertEquals(50, stats.wins(io.tabula.junqi.rules.JunqiRules.RED) + stats.wins(io.tabula.junqi.rules.JunqiRules.BLUE)
                + stats.draws());
    }
}
