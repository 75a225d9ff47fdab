package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The tree of one {@link MctsAgent} search: nodes hold moves, visits and the rewards each
 * player collected below them, and a {@link Cursor} walks from the root to the node it works
 * on: on the module's kernel when it offers one, so that a search copies no position, else on
 * the states, which the nodes then keep. One {@link #iterate() iteration} selects a path by UCT,
 * expands one new node, values it by a playout and adds the rewards along the path.
 */
public final class SearchTree {
    /** Marks a node looked at for a winning move without finding one. */
    private static final Move NONE = new Move() {
        @Override
        public String toString() {
            return "no winning move";
        }
    };

    private final MctsAgent.Settings settings;
    private final PlayoutSampler sampler;
    /** Values new nodes instead of the sampler's whole playouts; null when those do. */
    private final LeafJudge judge;
    private final SplittableRandom random;
    private final int players;
    /** Where the search stands: at the root between iterations, on the module's kernel if it has one. */
    private final Cursor cursor;
    private final Node root;

    SearchTree(GameState state, MctsAgent.Settings settings, PlayoutSampler sampler, LeafJudge judge,
            SplittableRandom random) {
        this.settings = settings;
        this.sampler = sampler;
        this.judge = judge;
        this.random = random;
        this.players = state.definition().type().players();
        this.cursor = Cursor.at(state);
        this.root = new Node(null);
    }

    /** One move of the root and what the search found of it. */
    public record Candidate(Move move, int visits, double value) {
    }

    /** The root's moves that the search visited, most visited first. */
    public List<Candidate> candidates() {
        int actor = root.actor;
        return root.children.stream()
                .map(child -> new Candidate(child.move, child.visits, child.mean(actor)))
                .sorted(Comparator.comparingInt(Candidate::visits).reversed()
                        .thenComparing(Comparator.comparingDouble(Candidate::value).reversed()))
                .toList();
    }

    /**
     * The move to play: one that wins at once if the search expanded one, else the most
     * visited (ties: the higher value, then the first expanded). Where random playouts win
     * from almost every move (an open four), visits alone would not tell the move that wins
     * now from the moves that win later.
     */
    public Move bestMove() {
        Move win = root.winningMove();
        if (win != null) {
            return win; // the search stops at such a node: its root has no children
        }
        if (root.children.isEmpty()) {
            // Not even one iteration ran (a deadline that had passed): any legal move.
            return cursor.randomMove(random);
        }
        for (Node child : root.children) {
            if (child.won(root.actor)) {
                return child.move;
            }
        }
        return candidates().get(0).move();
    }

    /**
     * The move to play after a search split over several trees: one that wins at once if
     * there is one, else the move with the most visits summed over the trees (ties: the
     * higher summed value, then the first seen, tree by tree).
     */
    static Move bestOf(List<SearchTree> trees) {
        SearchTree first = trees.get(0);
        Move win = first.root.winningMove();
        if (win != null) {
            return win;
        }
        Map<Move, double[]> summed = new LinkedHashMap<>(); // move -> {visits, reward of the root's player}
        for (SearchTree tree : trees) {
            for (Node child : tree.root.children) {
                double[] sum = summed.computeIfAbsent(child.move, m -> new double[2]);
                sum[0] += child.visits;
                sum[1] += child.reward[tree.root.actor];
            }
        }
        if (summed.isEmpty()) {
            return first.bestMove();
        }
        Move best = null;
        double[] bestSum = null;
        for (Map.Entry<Move, double[]> e : summed.entrySet()) {
            double[] sum = e.getValue();
            if (best == null || sum[0] > bestSum[0] || (sum[0] == bestSum[0] && sum[1] > bestSum[1])) {
                best = e.getKey();
                bestSum = sum;
            }
        }
        return best;
    }

    /** The playouts made so far. */
    public int iterations() {
        return root.visits;
    }

    /**
     * The root's value over {@code trees} of one search, for the player to act there: 1 when a
     * move wins at once, else {@code 2r - 1} for the mean reward r of all their iterations.
     * Out of time when the trees ran fewer than {@code iterations} in all.
     */
    static Estimate estimate(List<SearchTree> trees, int iterations) {
        long visits = 0;
        double reward = 0;
        for (SearchTree tree : trees) {
            visits += tree.root.visits;
            reward += tree.root.reward[tree.root.actor];
        }
        boolean outOfTime = visits < iterations;
        if (trees.get(0).root.winningMove() != null) {
            return new Estimate(1, outOfTime);
        }
        double value = visits == 0 ? 0 : 2 * reward / visits - 1;
        return new Estimate(Math.max(-1, Math.min(1, value)), outOfTime);
    }

    /**
     * Selection, expansion, one playout, and backing up its rewards; the cursor walks down the
     * path and back up to the root.
     */
    void iterate() {
        List<Node> path = new ArrayList<>();
        Node node = root;
        path.add(node);
        while (!node.over && node.winningMove() == null && !node.canExpand() && !node.children.isEmpty()) {
            node = node.select(settings.exploration());
            node.memo = cursor.down(node.move, node.memo);
            path.add(node);
        }
        if (!node.over && node.winningMove() == null) {
            node = node.expand();
            path.add(node);
        }
        double[] reward = value(node);
        for (int i = path.size() - 1; i >= 0; i--) {
            Node visited = path.get(i);
            visited.visits++;
            for (int p = 0; p < players; p++) {
                visited.reward[p] += reward[p];
            }
            if (i > 0) {
                cursor.up();
            }
        }
    }

    /**
     * What {@code node}, where the cursor stands, is worth to each player: its outcome if it
     * is over, the win of its player to act if one move wins at once (with decisive moves on),
     * else the judge's value where the module's evaluator asks for one, else a random
     * playout's outcome.
     */
    private double[] value(Node node) {
        if (node.over) {
            return MctsAgent.rewards(cursor.outcome(), cursor::playerOf, players);
        }
        Move win = node.winningMove();
        if (win != null) {
            cursor.down(win, null);
            Outcome outcome = cursor.outcome();
            cursor.up();
            return MctsAgent.rewards(outcome, cursor::playerOf, players);
        }
        if (judge != null) {
            return judge.value(cursor.state(), random, players);
        }
        return MctsAgent.rewards(cursor.playout(random, sampler), cursor::playerOf, players);
    }

    /** A position of the tree; the search reads its moves only while the cursor stands on it. */
    private final class Node {
        final Move move;
        final int actor;
        /** Whether the game is over here, and the players who won it (a team's all; none for a draw or not over). */
        final boolean over;
        final int[] winners;
        private static final int[] NO_ONE = {};
        final List<Node> children = new ArrayList<>();
        final double[] reward = new double[players];
        int visits;
        /** What the cursor keeps of this position between visits (on states: the state). */
        Object memo;
        /** Moves not yet expanded, in a small node; drawn at random and removed. */
        private List<Move> untried;
        /** In a wide node: the moves expanded so far, so that a draw does not repeat one. */
        private Set<Move> drawn;
        /** A move that wins at once for the player to act, {@link #NONE} if there is none; null until looked for. */
        private Move winningMove;

        /** Whether {@code player} won the game that is over here. */
        boolean won(int player) {
            for (int winner : winners) {
                if (winner == player) {
                    return true;
                }
            }
            return false;
        }

        /** The node of {@code move}, made while the cursor stands on its position. */
        Node(Move move) {
            this.move = move;
            this.over = cursor.isOver();
            this.actor = over ? -1 : cursor.playerToAct();
            this.winners = over ? cursor.outcome().winners().stream().mapToInt(cursor::playerOf).toArray() : NO_ONE;
        }

        /**
         * A move of this node that ends the game won by its player to act, or null. Looked for
         * once per node (decisive moves on, and not in a wide node): a random playout finds
         * such a move by luck only, so a search without this misses wins and fails to stop
         * the opponent's (an open four in Gomoku). The position answers
         * ({@link GameState#winningMove()}): a game that knows which moves can end it (Go:
         * only a pass after a pass) answers without applying all of them.
         */
        Move winningMove() {
            if (winningMove == null) {
                winningMove = NONE;
                if (settings.decisiveMoves() && !over && cursor.legalCount() <= settings.wideNode()) {
                    Move win = cursor.winningMove();
                    winningMove = win == null ? NONE : win;
                }
            }
            return winningMove == NONE ? null : winningMove;
        }

        boolean canExpand() {
            prepare();
            return untried != null ? !untried.isEmpty() : children.size() < settings.wideChildren();
        }

        private void prepare() {
            if (untried != null || drawn != null) {
                return;
            }
            if (cursor.legalCount() > settings.wideNode()) {
                drawn = new HashSet<>();
            } else {
                untried = new ArrayList<>(cursor.legalMoves());
            }
        }

        /** Expands one untried move and leaves the cursor on the new child. */
        Node expand() {
            prepare();
            Move next;
            if (untried != null) {
                int i = random.nextInt(untried.size());
                next = untried.get(i);
                untried.set(i, untried.get(untried.size() - 1));
                untried.remove(untried.size() - 1);
            } else {
                do {
                    next = cursor.randomMove(random);
                } while (!drawn.add(next));
            }
            Object memo = cursor.down(next, null);
            Node child = new Node(next);
            child.memo = memo;
            children.add(child);
            return child;
        }

        Node select(double c) {
            double logN = Math.log(visits);
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node child : children) {
                double score = child.mean(actor) + c * Math.sqrt(logN / child.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            return best;
        }

        double mean(int player) {
            return visits == 0 ? 0 : reward[player] / visits;
        }
    }
}
