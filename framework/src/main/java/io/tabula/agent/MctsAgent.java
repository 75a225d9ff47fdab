package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search with the UCT rule, for any game with perfect information, through
 * the SPI alone: the tree is made of {@link GameState}s, each leaf is valued by one random
 * playout of the module's fast sampler (or the reference sampler when the module has none),
 * and the move chosen is the root's most visited.
 *
 * <p>Rewards are kept per player, so the search works for any number of players: a win is
 * worth 1 to the player who holds the winning side and 0 to the others, a draw 1/n to each
 * of n players. At a node, the child is chosen for the player who acts there
 * ({@link GameState#playerToAct()}), which also covers phases where a player decides for the
 * other colour (a renju swap). A playout's winner is attributed with the sides as the
 * playout's first state assigns them; a swap inside the playout itself is not followed.
 *
 * <p>Each node is first looked at for a move that wins at once for its player to act
 * (settings {@code decisiveMoves}); such a node is valued as that win, without a playout.
 * Random playouts find a winning move by luck only, so without this a search of a few
 * hundred playouts lets a random opponent complete an open four.
 *
 * <p>The budget is a number of iterations, and optionally a {@link Deadline} per move that
 * ends the search early: with iterations alone, equal seeds give equal moves on any machine.
 * A state that hides information is refused, since searching the full state would play with
 * knowledge a player does not have.
 */
public final class MctsAgent implements Agent {
    /**
     * The threads that grow the trees after the first, shared by all agents: started when a
     * search needs more than are idle and kept a minute for the next moves, so that a game
     * of many short searches does not start threads for each; daemons, so that they never
     * keep the program alive.
     */
    private static final ExecutorService WORKERS = Executors.newCachedThreadPool(task -> {
        Thread worker = new Thread(task, "mcts");
        worker.setDaemon(true);
        return worker;
    });

    private final Settings settings;
    private final SplittableRandom random;
    private final DeadlineSource deadlines;
    private Estimate lastEstimate;

    /**
     * How much to search, and how.
     *
     * @param iterations  playouts per move (at least 1)
     * @param exploration the UCT constant c in {@code mean + c * sqrt(ln N / n)}; sqrt 2 is the textbook value
     * @param wideNode    a node with more legal moves than this is searched over a random
     *                    sample of {@code wideChildren} of them (an offer step of a renju
     *                    opening has more moves than any search can visit)
     * @param wideChildren how many moves a wide node keeps
     * @param decisiveMoves whether each node is first searched for a move that wins at once,
     *                    which then values the node without a playout (costs one
     *                    {@code apply} per legal move, once per node)
     * @param threads     trees searched at once (root parallelism): each thread grows its own
     *                    tree with its own share of the iterations and its own seed, and the
     *                    move chosen has the most visits summed over the trees, so a seed
     *                    gives the same move for a given number of threads
     * @param solverNodes the most positions the module's {@link io.tabula.core.ForcedWins}
     *                    solver visits before each move's search (0: it is not asked); a forced
     *                    win it finds is played without a search
     * @param leaf        how a new node is valued: as the module's evaluator asks
     *                    ({@link Leaf#AUTO}), always by a whole random playout, or always by
     *                    the evaluator at once
     */
    public record Settings(int iterations, double exploration, long wideNode, int wideChildren,
            boolean decisiveMoves, int threads, long solverNodes, Leaf leaf) {
        /**
         * The solver's default budget, in positions: a fifth of the Gomocup brain's VCT search,
         * some hundredths of a second of Gomoku threat search (docs/BENCHMARKS.md).
         */
        public static final long SOLVER_NODES = 2_000;
        public static final Settings DEFAULT = new Settings(1_000, Math.sqrt(2), 4_096, 64, true, 1, SOLVER_NODES, Leaf.AUTO);

        public Settings {
            Objects.requireNonNull(leaf, "leaf");
            if (iterations < 1) {
                throw new IllegalArgumentException("iterations must be at least 1, not " + iterations);
            }
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("exploration must be a number of 0 or more, not " + exploration);
            }
            if (wideNode < 1 || wideChildren < 1) {
                throw new IllegalArgumentException("wideNode and wideChildren must be at least 1");
            }
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, not " + threads);
            }
            if (solverNodes < 0) {
                throw new IllegalArgumentException("solverNodes must be 0 (no solver) or more, not " + solverNodes);
            }
        }

        /** These settings with {@code iterations} playouts per move. */
        public Settings withIterations(int iterations) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }

        /** These settings with decisive moves on or off. */
        public Settings withDecisiveMoves(boolean decisiveMoves) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }

        /** These settings with {@code threads} trees searched at once. */
        public Settings withThreads(int threads) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }

        /** These settings with exploration constant {@code exploration}. */
        public Settings withExploration(double exploration) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }

        /** These settings with the solver asked for at most {@code solverNodes} positions before each search (0: never). */
        public Settings withSolverNodes(long solverNodes) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }

        /** These settings with new nodes valued as {@code leaf} says. */
        public Settings withLeaf(Leaf leaf) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf);
        }
    }

    /** The deadline of each move's search, asked for when a search starts. */
    @FunctionalInterface
    public interface DeadlineSource {
        DeadlineSource NONE = Deadline::never;

        Deadline forMove();
    }

    /** A search of {@code settings.iterations()} playouts per move, seeded. */
    public MctsAgent(Settings settings, long seed) {
        this(settings, seed, DeadlineSource.NONE);
    }

    /** As {@link #MctsAgent(Settings, long)}, ending a move's search early when its deadline passes. */
    public MctsAgent(Settings settings, long seed, DeadlineSource deadlines) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
    }

    @Override
    public Move choose(GameState state) {
        java.util.Optional<io.tabula.core.ForcedWins.Win> win = ForcedWinFirst.find(state, settings.solverNodes());
        if (win.isPresent()) {
            lastEstimate = ForcedWinFirst.SURE_WIN;
            return win.get().first();
        }
        List<SearchTree> trees = settings.threads() == 1 ? List.of(search(state)) : searchInParallel(state);
        lastEstimate = SearchTree.estimate(trees, settings.iterations());
        return trees.size() == 1 ? trees.get(0).bestMove() : SearchTree.bestOf(trees);
    }

    /** The root value of the last search, from the mover's side. */
    @Override
    public java.util.Optional<Estimate> lastEstimate() {
        return java.util.Optional.ofNullable(lastEstimate);
    }

    /**
     * One tree per thread, each with its share of the iterations and a generator split from
     * this agent's before any starts, so which thread runs first changes nothing. The calling
     * thread grows the first tree and {@link #WORKERS} the others.
     */
    List<SearchTree> searchInParallel(GameState state) {
        check(state);
        int threads = settings.threads();
        Settings share = settings.withIterations(Math.max(1, (settings.iterations() + threads - 1) / threads)).withThreads(1);
        Deadline deadline = deadlines.forMove();
        LeafJudge judge = leafJudge(state);
        List<SearchTree> trees = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            trees.add(new SearchTree(state, share, sampler(state), judge, random.split()));
        }
        List<Future<?>> others = new ArrayList<>();
        for (SearchTree tree : trees.subList(1, threads)) {
            others.add(WORKERS.submit(() -> grow(tree, share.iterations(), deadline)));
        }
        grow(trees.get(0), share.iterations(), deadline);
        for (Future<?> other : others) {
            await(other);
        }
        return trees;
    }

    private static void grow(SearchTree tree, int iterations, Deadline deadline) {
        for (int i = 0; i < iterations && !deadline.passed(); i++) {
            tree.iterate();
        }
    }

    /** Waits for a tree grown by a worker, and throws what it threw. */
    private static void await(Future<?> growing) {
        try {
            growing.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static void check(GameState state) {
        if (state.isOver()) {
            throw new IllegalStateException("no move to choose: the game is over (" + state.outcome() + ")");
        }
        if (!state.definition().perfectInformation()) {
            throw new IllegalArgumentException("MCTS searches games with perfect information; "
                    + state.definition().text() + " hides information from the players");
        }
    }

    private static PlayoutSampler sampler(GameState state) {
        return state.definition().module().fastSampler(state.definition())
                .orElseGet(() -> new LegalMovesSampler(1_000_000));
    }

    /**
     * How a new node of the tree is valued. A random playout to the end of the game is the
     * textbook way, and says little in games whose random games wander (Jiatiao's mostly reach
     * the move limit; Junqi's last hundreds of plies): there the module's evaluator names how
     * many random plies to play before it judges ({@link PositionEvaluator#playoutPlies()}).
     */
    public enum Leaf {
        /** As the module's evaluator asks: judged after its playout plies if it names them, else a whole playout. */
        AUTO,
        /** Always a whole random playout. */
        PLAYOUT,
        /** Always the module's evaluator, at once (it must offer one). */
        EVALUATION
    }

    /**
     * Who judges the new nodes of a search, and after how many random plies; null when whole
     * playouts value them.
     */
    private LeafJudge leafJudge(GameState state) {
        GameDefinition definition = state.definition();
        return switch (settings.leaf()) {
            case PLAYOUT -> null;
            case EVALUATION -> new LeafJudge(definition.module().evaluator(definition).orElseThrow(() ->
                    new IllegalArgumentException("leaves valued by evaluation need the module's position evaluation, and "
                            + definition.gameId() + " offers none: value them by playouts")), 0);
            case AUTO -> LeafJudge.askedFor(definition).orElse(null);
        };
    }

    /**
     * Searches {@code state} and returns the root of the tree, for callers that want more
     * than the move (the visits and values of each candidate).
     */
    public SearchTree search(GameState state) {
        check(state);
        SearchTree tree = new SearchTree(state, settings, sampler(state), leafJudge(state), random);
        grow(tree, settings.iterations(), deadlines.forMove());
        return tree;
    }

    /** The value of {@code outcome} to each of {@code players} players, with sides assigned as in {@code at}. */
    static double[] rewards(Outcome outcome, GameState at, int players) {
        return rewards(outcome, at::playerOf, players);
    }

    /** The value of {@code outcome} to each of {@code players} players, {@code playerOf} assigning the sides. */
    static double[] rewards(Outcome outcome, java.util.function.ToIntFunction<io.tabula.core.Side> playerOf, int players) {
        double[] reward = new double[players];
        if (outcome.winner().isPresent()) {
            for (io.tabula.core.Side winner : outcome.winners()) { // a team's win is each of its players'
                reward[playerOf.applyAsInt(winner)] = 1;
            }
        } else {
            java.util.Arrays.fill(reward, 1.0 / players);
        }
        return reward;
    }

    /** A uniformly random move of {@code state}, however many it has. */
    static Move randomMove(GameState state, SplittableRandom random) {
        return LargeMoveList.random(state.legalMoves(), random);
    }
}
