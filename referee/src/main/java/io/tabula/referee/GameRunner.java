package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * Plays a tournament's games as its format hands them over, a batch at a time (a round robin's
 * every game, a Swiss round, a knockout pairing): up to {@link Tournament.Run#concurrency()}
 * games at once, each reported in tournament order. Every game's seeds are its own (its match's
 * and its number's), so the games, the standings and every report are the same as one game at a
 * time. A game the run already has (saved in an earlier run's folder) is taken as it was saved
 * and not played again. Once {@link Tournament.Run#stop()} says so, no game is started: the
 * games under way are finished and reported, then {@link TournamentStopped} is thrown.
 */
final class GameRunner implements AutoCloseable {
    private final Referee referee;
    private final EngineLauncher launcher;
    private final Tournament.Run run;
    /** Present when games are played on threads of their own; with one at a time they are played here. */
    private final ExecutorService threads;
    /** The games reported so far: the last tournament number. */
    private int reported;

    GameRunner(Referee referee, EngineLauncher launcher, Tournament.Run run) {
        this.referee = referee;
        this.launcher = launcher;
        this.run = run;
        this.threads = run.concurrency() == 1 ? null : Executors.newFixedThreadPool(run.concurrency(), task -> {
            Thread thread = new Thread(task, "tabula-game");
            thread.setDaemon(true); // an engine that hangs past its limits never keeps the program alive
            return thread;
        });
    }

    /** Game {@code number} (from 1) of {@code match}. */
    record Job(Match match, int number) {
    }

    /** Told of each game in tournament order. */
    @FunctionalInterface
    interface Report {
        /**
         * @param number the game's number in the tournament, from 1
         * @param saved  whether it was taken from an earlier run instead of played
         */
        void game(int number, Match.Game game, boolean saved);
    }

    /**
     * Plays {@code jobs}, the next games of the tournament in its order, and reports each.
     *
     * @return the games, in the order of {@code jobs}
     * @throws TournamentStopped when the run was told to stop before all were played
     * @throws TabulaException   when a saved game is not the game this tournament plays at its number
     */
    List<Match.Game> play(List<Job> jobs, Report report) {
        List<Match.Game> games = new ArrayList<>();
        Deque<Pending> pending = new ArrayDeque<>();
        int next = 0;
        boolean stopped = false;
        while (true) {
            while (!stopped && next < jobs.size() && underWay(pending) < run.concurrency()) {
                Job job = jobs.get(next);
                int number = reported + pending.size() + 1;
                Match.Game saved = run.saved().get(number);
                if (saved != null) {
                    pending.add(new Pending(CompletableFuture.completedFuture(resumed(job, number, saved)), true));
                } else if (run.stop().getAsBoolean()) {
                    stopped = true;
                    break;
                } else {
                    pending.add(new Pending(start(job), false));
                }
                next++;
            }
            if (pending.isEmpty()) {
                break;
            }
            Pending head = pending.poll();
            Match.Game game = head.result();
            reported++;
            games.add(game);
            report.game(reported, game, head.saved());
        }
        if (stopped) {
            throw new TournamentStopped(reported);
        }
        return games;
    }

    private Future<Match.Game> start(Job job) {
        if (threads == null) {
            return CompletableFuture.completedFuture(job.match().playGame(job.number(), referee, launcher));
        }
        return threads.submit(() -> job.match().playGame(job.number(), referee, launcher));
    }

    /** {@code saved} as game {@code job} of its match, if its players sat as the match seats them. */
    private static Match.Game resumed(Job job, int number, Match.Game saved) {
        List<PlayerSpec> seating = job.match().seating(job.number());
        if (!names(seating).equals(names(saved.players()))) {
            throw new TabulaException("the saved game " + number + " was " + names(saved.players()) + ", but game "
                    + number + " of this tournament is " + names(seating) + ": the folder holds another tournament");
        }
        Match.Game game = new Match.Game(job.number(), seating, saved.result());
        return saved.info().map(game::withInfo).orElseGet(() -> game.withInfo(GameInfos.of(job.match(), game)));
    }

    private static String names(List<PlayerSpec> players) {
        return players.stream().map(PlayerSpec::name).collect(Collectors.joining(" - "));
    }

    private static int underWay(Deque<Pending> pending) {
        return (int) pending.stream().filter(p -> !p.saved()).count();
    }

    /** Shuts the threads down; games still under way (only after a failure) are abandoned. */
    @Override
    public void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
    }

    /** A game started or taken from the folder, not yet reported. */
    private record Pending(Future<Match.Game> game, boolean saved) {
        Match.Game result() {
            try {
                return game.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a game", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException(e.getCause());
            }
        }
    }
}
