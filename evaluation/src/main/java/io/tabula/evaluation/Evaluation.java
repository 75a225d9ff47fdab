package io.tabula.evaluation;

import io.tabula.agent.AgentSpec;
import io.tabula.agent.Seeds;
import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;

/**
 * Self-play of one or several definitions: {@code games} games each, every seat played by
 * an agent of one spec, on one thread or several. Game i of definition d is played from a
 * seed made of the run's seed, d and i alone, and the reports are computed from the games
 * in their order: the same plan gives the same reports whatever the number of threads or
 * the machine (as long as the agents have no time limit).
 */
public final class Evaluation {
    private final List<GameDefinition> definitions;
    private final List<String> labels;
    private final AgentSpec agent;
    private final int games;
    private final long seed;

    /** Told how far a run has come: games done of all games. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> { };

        void update(int done, int total);
    }

    /** An evaluation whose reports name each definition by its full text. */
    public Evaluation(List<GameDefinition> definitions, AgentSpec agent, int games, long seed) {
        this(definitions, definitions.stream().map(GameDefinition::text).toList(), agent, games, seed);
    }

    /** An evaluation whose reports name definition i {@code labels.get(i)} (as the user named it). */
    public Evaluation(List<GameDefinition> definitions, List<String> labels, AgentSpec agent, int games, long seed) {
        if (labels.size() != definitions.size()) {
            throw new IllegalArgumentException("one label per definition");
        }
        if (definitions.isEmpty()) {
            throw new IllegalArgumentException("name at least one game to evaluate");
        }
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, not " + games);
        }
        for (GameDefinition definition : definitions) {
            agent.create(definition, 0); // an agent that cannot play a definition is refused before any game
        }
        this.definitions = List.copyOf(definitions);
        this.labels = List.copyOf(labels);
        this.agent = Objects.requireNonNull(agent, "agent");
        this.games = games;
        this.seed = seed;
    }

    /**
     * Plays every game on {@code threads} threads, telling {@code progress} after each (on the
     * thread that played it), and reports per definition.
     *
     * @throws IllegalStateException when a game or the progress failed, on whichever thread: the
     *                               first failure, {@code Error}s included, as its cause, naming the game
     */
    public List<DefinitionReport> run(int threads, Progress progress) {
        return run(threads, progress, this::play);
    }

    /** {@link #run(int, Progress)} with {@code game} playing each job (tests put failures in it). */
    List<DefinitionReport> run(int threads, Progress progress, IntFunction<GameSummary> game) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        int total = totalGames();
        GameSummary[] results = new GameSummary[total];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicReference<IllegalStateException> failure = new AtomicReference<>();
        Runnable worker = () -> {
            int job;
            while (failure.get() == null && (job = next.getAndIncrement()) < total) {
                try {
                    results[job] = game.apply(job);
                    progress.update(done.incrementAndGet(), total);
                } catch (Throwable e) { // an Error too: a helper thread that dies silently loses its game
                    failure.compareAndSet(null, new IllegalStateException(describe(job, results[job] != null) + ": " + e, e));
                    return;
                }
            }
        };
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            Thread thread = new Thread(worker, "evaluation-" + t);
            thread.setDaemon(true);
            thread.start();
            helpers.add(thread);
        }
        worker.run();
        for (Thread thread : helpers) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the games", e);
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return reports(Arrays.asList(results));
    }

    /** {@code game 3 of gomoku(...) failed}, or {@code the progress failed after game 3 of ...}. */
    private String describe(int job, boolean played) {
        String game = "game " + job % games + " of " + labels.get(job / games);
        return played ? "the progress failed after " + game : game + " failed";
    }

    /** The number of games of the run: {@link #games()} for each definition. */
    public int totalGames() {
        return definitions.size() * games;
    }

    /**
     * Game number {@code job} of the run, from 0 to {@link #totalGames()} - 1: game
     * {@code job % games()} of definition {@code job / games()}, played from a seed made of
     * the run's seed and those two numbers alone. Any machine, thread or process that plays
     * it with an equal plan gets an equal summary (unless the agent has a time limit).
     */
    public GameSummary play(int job) {
        if (job < 0 || job >= totalGames()) {
            throw new IllegalArgumentException("game " + job + " is not in a run of " + totalGames() + " games");
        }
        int d = job / games;
        int i = job % games;
        return SelfPlay.play(definitions.get(d), agent, Seeds.mix(Seeds.mix(seed, d), i), i);
    }

    /**
     * The report per definition of a run's games, {@code results.get(job)} being what
     * {@link #play(int) play(job)} gave: the same games in the same order give the same reports,
     * wherever they were played.
     *
     * @throws IllegalArgumentException when a game is missing or out of its place
     */
    public List<DefinitionReport> reports(List<GameSummary> results) {
        if (results.size() != totalGames()) {
            throw new IllegalArgumentException("a run of " + totalGames() + " games, not " + results.size());
        }
        for (int job = 0; job < results.size(); job++) {
            if (results.get(job).index() != job % games) {
                throw new IllegalArgumentException("game " + job + " holds the summary of game "
                        + results.get(job).index() + " of its definition");
            }
        }
        List<DefinitionReport> reports = new ArrayList<>();
        for (int d = 0; d < definitions.size(); d++) {
            GameDefinition definition = definitions.get(d);
            List<String> sides = definition.type().sides().stream().map(Side::id).toList();
            reports.add(DefinitionReport.of(labels.get(d), sides, results.subList(d * games, (d + 1) * games)));
        }
        return reports;
    }

    /** The definitions, in the order of the reports. */
    public List<GameDefinition> definitions() {
        return definitions;
    }

    /** The name of each definition in the reports. */
    public List<String> labels() {
        return labels;
    }

    /** The spec of the agents in every seat. */
    public AgentSpec agent() {
        return agent;
    }

    /** Games per definition. */
    public int games() {
        return games;
    }

    /** The run's seed. */
    public long seed() {
        return seed;
    }
}
