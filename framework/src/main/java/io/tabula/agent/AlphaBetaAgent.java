package io.tabula.agent;

import io.tabula.core.ForcedWins;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PositionEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Iterative deepening negamax with alpha-beta pruning, for two-player games with perfect
 * information whose module offers a {@link PositionEvaluator}. It searches to depth 1, 2, ...
 * up to {@code depth} plies, each time over the module's {@linkplain PositionEvaluator#candidates
 * candidate moves}, and judges the positions where it stops with the module's evaluation.
 *
 * <ul>
 *   <li><b>Values.</b> Each position is valued for its player to act. A finished game is worth
 *       {@code ±(WIN - ply)} at the ply it ended, so a nearer win is worth more and a farther
 *       loss less; a draw is 0. A move after which the same player acts again (a turn of
 *       several moves) keeps the value's sign; any other move flips it.</li>
 *   <li><b>Move ordering.</b> The best move of the last search of a position (from the
 *       transposition table) first, then the module's order.</li>
 *   <li><b>Transposition table</b> keyed by {@link GameState#hash()}: depth, value and bound,
 *       and the best move, emptied at each move the agent chooses.</li>
 *   <li><b>Budget.</b> At most {@code nodes} positions per move (each {@code apply} counts
 *       one) and optionally a {@link Deadline}. A deeper search cut short by either is thrown
 *       away: the move is the last complete depth's best (the first depth, even cut short, gives
 *       the best of the moves it reached).</li>
 *   <li><b>Forced wins first.</b> Before searching, the agent asks the module's
 *       {@link io.tabula.core.ForcedWins} solver, if it has one, within
 *       {@code solverNodes} positions, and plays the first move of a win it proves.</li>
 *   <li><b>Seed.</b> The root's candidates are shuffled by the agent's generator before the
 *       first depth, so among moves of equal value the seed chooses. Without a deadline, the
 *       seed and the position decide the move on any machine.</li>
 * </ul>
 */
public final class AlphaBetaAgent implements Agent {
    /** A decided game is worth {@code WIN - ply}; evaluations stay within {@link PositionEvaluator#BOUND}. */
    static final int WIN = 1_000_000_000;
    private static final int INFINITY = Integer.MAX_VALUE;
    /** How often the deadline is read: every this many nodes (a power of two, less 1). */
    private static final long DEADLINE_EVERY = 255;

    /**
     * How deep and how much to search.
     *
     * @param depth the deepest iteration, in plies (at least 1)
     * @param nodes the most positions visited per move (at least 1)
     * @param solverNodes the most positions the module's {@link io.tabula.core.ForcedWins}
     *              solver visits before each move's search (0: it is not asked); a forced win
     *              it finds is played without a search
     */
    public record Settings(int depth, long nodes, long solverNodes) {
        public static final Settings DEFAULT = new Settings(4, 20_000, MctsAgent.Settings.SOLVER_NODES);

        public Settings {
            if (depth < 1 || depth > 100) {
                throw new IllegalArgumentException("depth must be from 1 to 100, not " + depth);
            }
            if (nodes < 1) {
                throw new IllegalArgumentException("nodes must be at least 1, not " + nodes);
            }
            if (solverNodes < 0) {
                throw new IllegalArgumentException("solverNodes must be 0 (no solver) or more, not " + solverNodes);
            }
        }

        public Settings withDepth(int depth) {
            return new Settings(depth, nodes, solverNodes);
        }

        public Settings withNodes(long nodes) {
            return new Settings(depth, nodes, solverNodes);
        }

        /** These settings with the solver asked for at most {@code solverNodes} positions before each search (0: never). */
        public Settings withSolverNodes(long solverNodes) {
            return new Settings(depth, nodes, solverNodes);
        }
    }

    private final PositionEvaluator evaluator;
    private final Settings settings;
    private final SplittableRandom random;
    private final MctsAgent.DeadlineSource deadlines;
    private final TranspositionTable table = new TranspositionTable(16);

    private long visited;
    private boolean stopped;
    private Deadline deadline = Deadline.never();
    private boolean outOfTime;
    private Estimate lastEstimate;

    public AlphaBetaAgent(PositionEvaluator evaluator, Settings settings, long seed) {
        this(evaluator, settings, seed, MctsAgent.DeadlineSource.NONE);
    }

    /** A search that also stops at the deadline {@code deadlines} gives for each move. */
    public AlphaBetaAgent(PositionEvaluator evaluator, Settings settings, long seed, MctsAgent.DeadlineSource deadlines) {
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
    }

    @Override
    public Move choose(GameState state) {
        if (state.isOver()) {
            throw new IllegalStateException("no legal move: the game is over (" + state.outcome() + ")");
        }
        Optional<ForcedWins.Win> win = ForcedWinFirst.find(state, settings.solverNodes());
        if (win.isPresent()) {
            lastEstimate = ForcedWinFirst.SURE_WIN;
            return win.get().first();
        }
        Cursor cursor = Cursor.at(state);
        List<Move> root = new ArrayList<>(cursor.candidates(evaluator));
        if (root.isEmpty()) {
            throw new IllegalStateException("the evaluator offers no candidate move in a game that goes on");
        }
        shuffle(root);
        table.clear();
        visited = 0;
        stopped = false;
        deadline = deadlines.forMove();
        outOfTime = false;
        Move best = root.get(0);
        int value = 0;
        for (int depth = 1; depth <= settings.depth(); depth++) {
            RootResult result = searchRoot(cursor, root, depth);
            if (stopped && depth > 1) {
                break;
            }
            if (result.move() != null) {
                best = result.move();
                value = result.value();
                root.remove(best);
                root.add(0, best);
            }
            if (stopped || Math.abs(result.value()) > PositionEvaluator.BOUND) {
                break; // out of budget, or the game is decided within the horizon
            }
        }
        lastEstimate = new Estimate(Math.max(-1, Math.min(1, (double) value / PositionEvaluator.BOUND)), outOfTime);
        return best;
    }

    /**
     * The value of the last complete depth, for the player who chose: a decided game is 1 or
     * -1, an evaluation its share of {@link PositionEvaluator#BOUND}.
     */
    @Override
    public java.util.Optional<Estimate> lastEstimate() {
        return java.util.Optional.ofNullable(lastEstimate);
    }

    /** The best root move at {@code depth} and its value; on a cut-short search, the best of the moves reached. */
    private RootResult searchRoot(Cursor cursor, List<Move> root, int depth) {
        int alpha = -INFINITY;
        Move best = null;
        for (Move move : root) {
            if (count()) {
                break;
            }
            int value = valueAfter(cursor, move, depth - 1, alpha, INFINITY);
            if (stopped) {
                break;
            }
            if (best == null || value > alpha) {
                alpha = value;
                best = move;
            }
        }
        return new RootResult(best, alpha);
    }

    private record RootResult(Move move, int value) {
    }

    /**
     * The value of the position after {@code move} for the player to act where the cursor
     * stands, searched within (alpha, beta) of that player; the cursor steps down the move and
     * back. A finished child is valued for its player to act too (the side that would move
     * next), so the same rule holds for it.
     */
    private int valueAfter(Cursor cursor, Move move, int depth, int alpha, int beta) {
        int player = cursor.playerToAct();
        cursor.down(move, null);
        try {
            if (cursor.playerToAct() == player) {
                return negamax(cursor, depth, alpha, beta);
            }
            return -negamax(cursor, depth, -beta, -alpha);
        } finally {
            cursor.up();
        }
    }

    /**
     * The value of the cursor's position for its player to act, exact when inside (alpha,
     * beta), else a bound on that side.
     */
    private int negamax(Cursor state, int depth, int alpha, int beta) {
        Outcome outcome = state.outcome();
        if (outcome.isOver()) {
            return decided(state, outcome);
        }
        if (depth == 0) {
            return state.evaluate(evaluator);
        }
        long hash = state.hash();
        Move remembered = null;
        int slot = table.find(hash);
        if (slot >= 0) {
            remembered = table.move(slot);
            if (table.depth(slot) >= depth) {
                int kept = table.value(slot);
                byte bound = table.bound(slot);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && kept >= beta
                        || bound == TranspositionTable.UPPER && kept <= alpha) {
                    return kept;
                }
            }
        }
        int windowStart = alpha;
        int best = -INFINITY;
        Move bestMove = null;
        for (Move move : ordered(state.candidates(evaluator), remembered)) {
            if (count()) {
                return 0;
            }
            int value = valueAfter(state, move, depth - 1, alpha, beta);
            if (stopped) {
                return 0;
            }
            if (value > best) {
                best = value;
                bestMove = move;
            }
            if (value > alpha) {
                alpha = value;
            }
            if (alpha >= beta) {
                break;
            }
        }
        byte bound = best <= windowStart ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(hash, depth, best, bound, bound == TranspositionTable.UPPER ? null : bestMove);
        return best;
    }

    /** A finished game's value for the player to act where the cursor stands. */
    private static int decided(Cursor state, Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            int value = WIN - Math.min(state.ply(), WIN - PositionEvaluator.BOUND - 1);
            return state.playerOf(win.side()) == state.playerToAct() ? value : -value;
        }
        return 0;
    }

    /** {@code moves} with {@code first} in front, if it is one of them. */
    private static List<Move> ordered(List<Move> moves, Move first) {
        if (first == null || moves.isEmpty() || moves.get(0).equals(first) || !moves.contains(first)) {
            return moves;
        }
        List<Move> out = new ArrayList<>(moves.size());
        out.add(first);
        for (Move move : moves) {
            if (!move.equals(first)) {
                out.add(move);
            }
        }
        return out;
    }

    /** Counts one node; true (and stopped from then on) once the budget or the deadline is spent. */
    private boolean count() {
        visited++;
        if (visited > settings.nodes()) {
            stopped = true;
        } else if ((visited & DEADLINE_EVERY) == 0 && deadline.passed()) {
            stopped = true;
            outOfTime = true;
        }
        return stopped;
    }

    private void shuffle(List<Move> moves) {
        for (int i = moves.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Move swap = moves.get(i);
            moves.set(i, moves.get(j));
            moves.set(j, swap);
        }
    }
}
