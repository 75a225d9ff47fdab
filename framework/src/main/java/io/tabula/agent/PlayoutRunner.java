package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Plays seeded uniform-random games from a definition's initial state, by count or for a
 * time, with the module's fast sampler when it has one, on one thread or several. A game
 * whose start is itself chosen (Junqi's deployments) starts in a phase whose moves the
 * sampler draws like any other, so each playout gets its own random start.
 *
 * <p>Game number i of a run is played from its own seed, a mix of the run's seed and i,
 * and the totals are sums: a count of games with a given seed gives the same statistics
 * (time aside) on one thread or eight, whichever thread played which game.
 */
public final class PlayoutRunner {
    /** Longer than any game of the built-in modules; a playout past it is a bug. */
    public static final int MAX_PLIES = 1_000_000;

    private final GameDefinition definition;
    private final Supplier<PlayoutSampler> samplers;

    /** A runner on {@code sampler}; with more than one thread it is shared, so it must be thread-safe. */
    public PlayoutRunner(GameDefinition definition, PlayoutSampler sampler) {
        this(definition, () -> sampler);
    }

    /** A runner that asks {@code samplers} for one sampler per thread. */
    public PlayoutRunner(GameDefinition definition, Supplier<PlayoutSampler> samplers) {
        this.definition = definition;
        this.samplers = samplers;
    }

    /** The runner with the module's fast sampler (one per thread), or the reference sampler without one. */
    public static PlayoutRunner forDefinition(GameDefinition definition) {
        return new PlayoutRunner(definition, () -> definition.module().fastSampler(definition)
                .orElseGet(() -> new LegalMovesSampler(MAX_PLIES)));
    }

    /** Plays {@code games} games on this thread. */
    public PlayoutStats runGames(long games, long seed) {
        return runGames(games, seed, 1);
    }

    /** Plays {@code games} games on {@code threads} threads. */
    public PlayoutStats runGames(long games, long seed, int threads) {
        return run(games, Long.MAX_VALUE, seed, threads);
    }

    /** Plays games on this thread until {@code seconds} have passed (at least one game). */
    public PlayoutStats runFor(double seconds, long seed) {
        return runFor(seconds, seed, 1);
    }

    /** Plays games on {@code threads} threads until {@code seconds} have passed (at least one game). */
    public PlayoutStats runFor(double seconds, long seed, int threads) {
        return run(Long.MAX_VALUE, (long) (seconds * 1e9), seed, threads);
    }


    private PlayoutStats run(long maxGames, long maxNanos, long seed, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        GameState initial = definition.newGame();
        AtomicLong next = new AtomicLong();
        long begin = System.nanoTime();
        Tally[] tallies = new Tally[threads];
        for (int t = 0; t < threads; t++) {
            tallies[t] = new Tally(definition.type().sides().size());
        }
        Runnable[] work = new Runnable[threads];
        for (int t = 0; t < threads; t++) {
            Tally tally = tallies[t];
            work[t] = () -> {
                PlayoutSampler sampler = samplers.get();
                while (true) {
                    long index = next.getAndIncrement();
                    if (index >= maxGames || (index > 0 && System.nanoTime() - begin >= maxNanos)) {
                        return;
                    }
                    tally.add(sampler.play(initial, new SplittableRandom(Seeds.mix(seed, index))));
                }
            };
        }
        runAll(work);
        long elapsed = System.nanoTime() - begin;
        Tally total = new Tally(definition.type().sides().size());
        for (Tally tally : tallies) {
            total.addAll(tally);
        }
        Map<String, Long> bySide = new LinkedHashMap<>();
        for (Side side : definition.type().sides()) {
            bySide.put(side.id(), total.wins[side.index()]);
        }
        return new PlayoutStats(total.games, bySide, total.draws, total.plies, elapsed);
    }

    /** Runs {@code work} on as many threads (the first on this one) and waits for all; a failure is rethrown. */
    private static void runAll(Runnable[] work) {
        if (work.length == 1) {
            work[0].run();
            return;
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 1; t < work.length; t++) {
            Runnable job = work[t];
            Thread thread = new Thread(() -> {
                try {
                    job.run();
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "playouts-" + t);
            thread.setDaemon(true);
            thread.start();
            threads.add(thread);
        }
        try {
            work[0].run();
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the playouts", e);
            }
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (e instanceof Error error) {
            throw error;
        }
    }

    /** One thread's counts. */
    private static final class Tally {
        final long[] wins;
        long draws;
        long plies;
        long games;

        Tally(int sides) {
            wins = new long[sides];
        }

        void add(PlayoutSampler.Result result) {
            plies += result.plies();
            if (result.outcome().winner().isPresent()) {
                for (io.tabula.core.Side winner : result.outcome().winners()) { // each side of a winning team
                    wins[winner.index()]++;
                }
            } else {
                draws++;
            }
            games++;
        }

        void addAll(Tally other) {
            for (int s = 0; s < wins.length; s++) {
                wins[s] += other.wins[s];
            }
            draws += other.draws;
            plies += other.plies;
            games += other.games;
        }
    }
}
