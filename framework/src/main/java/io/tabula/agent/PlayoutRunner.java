package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.Side;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays seeded uniform-random games from a definition's initial state, by count or for a
 * time, with the module's fast sampler when it has one. A game whose start is itself chosen
 * (Junqi's deployments) starts in a phase whose moves the sampler draws like any other, so
 * each playout gets its own random start.
 */
public final class PlayoutRunner {
    /** Longer than any game of the built-in modules; a playout past it is a bug. */
    public static final int MAX_PLIES = 1_000_000;

    private final GameDefinition definition;
    private final PlayoutSampler sampler;

    public PlayoutRunner(GameDefinition definition, PlayoutSampler sampler) {
        this.definition = definition;
        this.sampler = sampler;
    }

    /** The runner with the module's fast sampler, or the reference sampler without one. */
    public static PlayoutRunner forDefinition(GameDefinition definition) {
        PlayoutSampler sampler = definition.module().fastSampler(definition)
                .orElseGet(() -> new LegalMovesSampler(MAX_PLIES));
        return new PlayoutRunner(definition, sampler);
    }

    /** Plays {@code games} games. */
    public PlayoutStats runGames(long games, long seed) {
        return run(games, Long.MAX_VALUE, seed);
    }

    /** Plays games until {@code seconds} have passed (at least one game). */
    public PlayoutStats runFor(double seconds, long seed) {
        return run(Long.MAX_VALUE, (long) (seconds * 1e9), seed);
    }

    private PlayoutStats run(long maxGames, long maxNanos, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState initial = definition.newGame();
        long[] wins = new long[definition.type().sides().size()];
        long draws = 0;
        long plies = 0;
        long games = 0;
        long begin = System.nanoTime();
        long elapsed = 0;
        while (games < maxGames && (games == 0 || elapsed < maxNanos)) {
            PlayoutSampler.Result result = sampler.play(initial, random);
            plies += result.plies();
            if (result.outcome().winner().isPresent()) {
                wins[result.outcome().winner().get().index()]++;
            } else {
                draws++;
            }
            games++;
            elapsed = System.nanoTime() - begin;
        }
        Map<String, Long> bySide = new LinkedHashMap<>();
        for (Side side : definition.type().sides()) {
            bySide.put(side.id(), wins[side.index()]);
        }
        return new PlayoutStats(games, bySide, draws, plies, elapsed);
    }
}
