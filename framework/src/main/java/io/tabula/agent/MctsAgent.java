package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.SearchSupport;
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
    /** The trees of the last search and the move it chose, kept for the next move (tree reuse); null when none. */
    private List<SearchTree> kept;
    private Move keptMove;

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
            boolean decisiveMoves, int threads, long solverNodes, Leaf leaf, Enhancements enhancements) {
        /**
         * The solver's default budget, in positions: a fifth of the Gomocup brain's VCT search,
         * some hundredths of a second of Gomoku threat search (docs/BENCHMARKS.md).
         */
        public static final long SOLVER_NODES = 2_000;
        public static final Settings DEFAULT = new Settings(1_000, Math.sqrt(2), 4_096, 64, true, 1, SOLVER_NODES,
                Leaf.AUTO, Enhancements.DEFAULT);

        public Settings {
            Objects.requireNonNull(leaf, "leaf");
            Objects.requireNonNull(enhancements, "enhancements");
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
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with decisive moves on or off. */
        public Settings withDecisiveMoves(boolean decisiveMoves) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with {@code threads} trees searched at once. */
        public Settings withThreads(int threads) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with exploration constant {@code exploration}. */
        public Settings withExploration(double exploration) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with the solver asked for at most {@code solverNodes} positions before each search (0: never). */
        public Settings withSolverNodes(long solverNodes) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with new nodes valued as {@code leaf} says. */
        public Settings withLeaf(Leaf leaf) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }

        /** These settings with {@code enhancements}. */
        public Settings withEnhancements(Enhancements enhancements) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves, threads, solverNodes, leaf,
                    enhancements);
        }
    }

    /**
     * What the search adds to plain UCT. The first three use what the module lends the search
     * ({@link io.tabula.core.SearchSupport}) and change nothing for a module that lends none.
     *
     * @param rave            all moves as first: a move's results in every playout below a node
     *                        where its player played it are shared with the node's child of that
     *                        move, and blended into its value while the child has few playouts
     *                        of its own (needs the module's move codes)
     * @param raveEquivalence the playouts of its own at which a child's value weighs as much as
     *                        its shared results: the larger, the longer the shared ones count
     * @param priors          a new node's moves start with the module's virtual playouts
     *                        ({@link io.tabula.core.MovePriors})
     * @param policy          leaves are valued by the module's playout policy instead of uniform
     *                        playouts ({@link io.tabula.core.PlayoutPolicy})
     * @param reuse           the next move's search starts from the part of this tree that the
     *                        moves played since lead to, keeping its playouts
     * @param resign          the agent resigns (where the game has a resignation) when the best
     *                        move's win rate is below this after at least half the iterations
     *                        ran; 0 never resigns
     * @param earlyStop       the search stops when the most visited move can no longer be
     *                        overtaken by the iterations (or, under a deadline, the time) left,
     *                        which cannot change the move chosen on one thread
     */
    public record Enhancements(boolean rave, double raveEquivalence, boolean priors, boolean policy, boolean reuse,
            double resign, boolean earlyStop) {
        /** RAVE, priors and the module's policy where it lends them; reuse and early stop on; no resignation. */
        public static final Enhancements DEFAULT = new Enhancements(true, 1_000, true, true, true, 0, true);
        /** Plain UCT: nothing added. */
        public static final Enhancements NONE = new Enhancements(false, 1_000, false, false, false, 0, false);

        public Enhancements {
            if (!(raveEquivalence > 0) || Double.isInfinite(raveEquivalence)) {
                throw new IllegalArgumentException("raveEquivalence must be a number above 0, not " + raveEquivalence);
            }
            if (!(resign >= 0 && resign < 1)) {
                throw new IllegalArgumentException("resign must be a win rate from 0 (never) to below 1, not " + resign);
            }
        }

        public Enhancements withRave(boolean rave) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withRaveEquivalence(double raveEquivalence) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withPriors(boolean priors) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withPolicy(boolean policy) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withReuse(boolean reuse) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withResign(double resign) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
        }

        public Enhancements withEarlyStop(boolean earlyStop) {
            return new Enhancements(rave, raveEquivalence, priors, policy, reuse, resign, earlyStop);
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
            kept = null;
            return win.get().first();
        }
        check(state);
        List<SearchTree> trees = advanced(state);
        if (trees == null) {
            trees = new ArrayList<>();
            LeafJudge judge = leafJudge(state);
            for (int t = 0; t < settings.threads(); t++) {
                // one thread searches with the agent's own generator, as it always has; more split it
                trees.add(new SearchTree(state, settings, sampler(state), judge,
                        settings.threads() == 1 ? random : random.split()));
            }
        }
        boolean outOfTime = grow(trees);
        lastEstimate = SearchTree.estimate(trees, outOfTime);
        Move best = trees.size() == 1 ? trees.get(0).bestMove() : SearchTree.bestOf(trees);
        Move move = resignsInstead(state, trees, best) ? resignation(state) : best;
        boolean keep = settings.enhancements().reuse() && move == best;
        kept = keep ? trees : null;
        keptMove = keep ? best : null;
        return move;
    }

    /**
     * The trees of the last search moved on to {@code state}, if tree reuse is on and they
     * hold it (the move chosen then, and the opponent's reply, lead to it); else null.
     */
    private List<SearchTree> advanced(GameState state) {
        List<SearchTree> trees = kept;
        Move played = keptMove;
        kept = null;
        keptMove = null;
        if (trees == null || trees.size() != settings.threads()) {
            return null;
        }
        for (SearchTree tree : trees) {
            if (!tree.advance(played, state)) {
                return null;
            }
        }
        return trees;
    }

    /**
     * Whether to resign rather than play {@code best}: the game has a resignation, the
     * setting is on, most of the iterations ran, and {@code best} wins less often than the
     * setting says.
     */
    private boolean resignsInstead(GameState state, List<SearchTree> trees, Move best) {
        double threshold = settings.enhancements().resign();
        if (threshold <= 0 || SearchSupport.of(state.definition()).flatMap(SearchSupport::resignation).isEmpty()) {
            return false;
        }
        long grown = 0;
        for (SearchTree tree : trees) {
            grown += tree.grown();
        }
        double[] sum = SearchTree.summed(trees, best);
        return 2 * grown >= settings.iterations() && sum[0] > 0 && sum[1] / sum[0] < threshold;
    }

    private static Move resignation(GameState state) {
        return SearchSupport.of(state.definition()).flatMap(SearchSupport::resignation).orElseThrow();
    }

    /** The trees kept for the next move (tests); empty when none is kept. */
    List<SearchTree> keptTrees() {
        return kept == null ? List.of() : kept;
    }

    /** The root value of the last search, from the mover's side. */
    @Override
    public java.util.Optional<Estimate> lastEstimate() {
        return java.util.Optional.ofNullable(lastEstimate);
    }

    /**
     * Grows {@code trees}, one per thread, each by its share of the iterations. The calling
     * thread grows the first tree and {@link #WORKERS} the others; each tree has its own
     * generator, split from this agent's before any starts, so which thread runs first changes
     * nothing. Returns whether the deadline ended the search.
     */
    private boolean grow(List<SearchTree> trees) {
        int threads = trees.size();
        int share = Math.max(1, (settings.iterations() + threads - 1) / threads);
        Deadline deadline = deadlines.forMove();
        boolean stop = settings.enhancements().earlyStop();
        List<Future<Boolean>> others = new ArrayList<>();
        for (SearchTree tree : trees.subList(1, threads)) {
            others.add(WORKERS.submit(() -> grow(tree, share, deadline, stop)));
        }
        boolean outOfTime = grow(trees.get(0), share, deadline, stop);
        for (Future<Boolean> other : others) {
            outOfTime |= await(other);
        }
        return outOfTime;
    }

    /** How often (in iterations) a growing tree asks whether it may stop early. */
    private static final int STOP_CHECK = 64;

    /**
     * Runs up to {@code iterations} iterations on {@code tree} before {@code deadline}, and
     * with {@code earlyStop} fewer when the most visited move can no longer be overtaken in the
     * iterations left; under a deadline those are also bounded by the time left at the speed
     * seen so far (read on the deadline's own ticker; a ticker that stands still bounds
     * nothing). Returns whether the deadline ended it.
     */
    static boolean grow(SearchTree tree, int iterations, Deadline deadline, boolean earlyStop) {
        long started = deadline.ticker().read();
        for (int i = 0; i < iterations; i++) {
            if (deadline.passed()) {
                return true;
            }
            tree.iterate();
            if (earlyStop && (i + 1) % STOP_CHECK == 0) {
                long left = iterations - i - 1;
                long elapsed = deadline.ticker().read() - started;
                if (elapsed > 0) {
                    double rate = (i + 1) / (double) elapsed;
                    left = (long) Math.min(left, rate * deadline.remainingNanos() + 1);
                }
                if (tree.settled(left)) {
                    return false;
                }
            }
        }
        return false;
    }

    /** Waits for a tree grown by a worker, and throws what it threw. */
    private static <T> T await(Future<T> growing) {
        try {
            return growing.get();
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
        grow(tree, settings.iterations(), deadlines.forMove(), settings.enhancements().earlyStop());
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
