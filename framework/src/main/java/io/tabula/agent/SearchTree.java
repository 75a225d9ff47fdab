package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MovePriors;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutPolicy;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.SearchSupport;
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
 *
 * <p>With the module's {@link SearchSupport} and the settings' {@link MctsAgent.Enhancements}
 * the tree grows differently: a node is expanded whole on its second visit, each child starting
 * with the module's virtual playouts ({@link MovePriors}); a child's value blends its own
 * results with the all-moves-as-first results of its move (RAVE: every playout below its parent
 * in which the parent's player played the move first, in the tree or in the playout); and
 * leaves are valued by the module's {@link PlayoutPolicy}, which tells the moves it played.
 * Between moves the tree can {@link #advance} to the position the moves played lead to,
 * keeping what it found there.
 */
public final class SearchTree {
    /** Marks a node looked at for a winning move without finding one. */
    private static final Move NONE = new Move() {
        @Override
        public String toString() {
            return "no winning move";
        }
    };

    /** The value of a child nothing is known of yet: high, so that each is tried soon. */
    private static final double FIRST_PLAY = 1.0;

    private final MctsAgent.Settings settings;
    private final PlayoutSampler sampler;
    /** Values new nodes instead of the sampler's whole playouts; null when those do. */
    private final LeafJudge judge;
    private final SplittableRandom random;
    private final int players;
    /** What the module lends the search, and the parts of it this tree uses; null where unused. */
    private final SearchSupport support;
    private final PlayoutPolicy policy;
    private final MovePriors priors;
    private final boolean rave;
    /** Whether nodes are expanded whole (priors or RAVE), rather than one random move at a time. */
    private final boolean whole;
    /** Where the search stands: at the root between iterations, on the module's kernel if it has one. */
    private Cursor cursor;
    private Node root;
    private GameState rootState;
    /** Iterations since the search of the present move began. */
    private int grown;

    // The moves of one iteration, from the root down and through the playout, for RAVE:
    // codes and players, and per code the earliest player found so far by a backward scan
    // (owner, valid where stamp equals the iteration's stamp).
    private int[] playedCodes = new int[64];
    private int[] playedBy = new int[64];
    private int played;
    private final int[] stamp;
    private final int[] owner;
    private int stampNow;
    private final PlayoutPolicy.Played record = this::record;

    SearchTree(GameState state, MctsAgent.Settings settings, PlayoutSampler sampler, LeafJudge judge,
            SplittableRandom random) {
        this.settings = settings;
        this.sampler = sampler;
        this.judge = judge;
        this.random = random;
        this.players = state.definition().type().players();
        MctsAgent.Enhancements more = settings.enhancements();
        SearchSupport offered = more.rave() || more.priors() || more.policy()
                ? SearchSupport.of(state.definition()).orElse(null) : null;
        this.support = offered;
        this.policy = offered != null && more.policy() ? offered.playouts() : null;
        this.priors = offered != null && more.priors() ? offered.priors() : null;
        this.rave = offered != null && more.rave();
        this.whole = rave || priors != null;
        this.stamp = rave ? new int[offered.moveCodes()] : null;
        this.owner = rave ? new int[offered.moveCodes()] : null;
        this.cursor = Cursor.at(state);
        this.rootState = state;
        this.root = new Node(null, -1);
        root.arrive();
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

    /** The playouts below the root so far, those kept from earlier moves' searches included. */
    public int iterations() {
        return root.visits;
    }

    /** The visits of the node that {@code moves} lead to from the root; 0 when the tree does not hold it. */
    int visitsAfter(Move... moves) {
        Node node = root;
        for (Move move : moves) {
            Node next = null;
            for (Node child : node.children) {
                if (child.move.equals(move)) {
                    next = child;
                }
            }
            if (next == null) {
                return 0;
            }
            node = next;
        }
        return node.visits;
    }

    /** The most visited child's move below the node {@code moves} lead to, or null. */
    Move mostVisitedAfter(Move... moves) {
        Node node = root;
        for (Move move : moves) {
            Node next = null;
            for (Node child : node.children) {
                if (child.move.equals(move)) {
                    next = child;
                }
            }
            if (next == null) {
                return null;
            }
            node = next;
        }
        Node best = null;
        for (Node child : node.children) {
            if (best == null || child.visits > best.visits) {
                best = child;
            }
        }
        return best == null ? null : best.move;
    }

    /** The iterations of the present move's search: since the tree was made or last {@link #advance advanced}. */
    int grown() {
        return grown;
    }

    /** The mean reward of the root's child of {@code move} for the player to act at the root; -1 when there is no such child or it has no playouts. */
    double meanOf(Move move) {
        for (Node child : root.children) {
            if (child.move.equals(move) && child.visits > 0) {
                return child.mean(root.actor);
            }
        }
        return -1;
    }

    /** The summed visits and root player's rewards of {@code move}'s root child over {@code trees}: {visits, reward}. */
    static double[] summed(List<SearchTree> trees, Move move) {
        double[] sum = new double[2];
        for (SearchTree tree : trees) {
            for (Node child : tree.root.children) {
                if (child.move.equals(move)) {
                    sum[0] += child.visits;
                    sum[1] += child.reward[tree.root.actor];
                }
            }
        }
        return sum;
    }

    /**
     * Whether the most visited move of the root can no longer be overtaken in {@code left}
     * more iterations: its lead over the next is more than they could add. A root that wins at
     * once is settled too.
     */
    boolean settled(long left) {
        if (root.winningMove() != null) {
            return true;
        }
        int first = 0;
        int second = 0;
        for (Node child : root.children) {
            if (child.visits > first) {
                second = first;
                first = child.visits;
            } else if (child.visits > second) {
                second = child.visits;
            }
        }
        return root.children.size() > 1 && first - second > left;
    }

    /**
     * Moves the root to the position {@code now}, reached from the root's by {@code played}
     * (this search's choice) and then none or one more move, if the tree holds it: what the
     * search found below it is kept, the rest dropped. Returns false, changing nothing, when
     * the tree does not hold it (another move, or more than one, was played since).
     */
    boolean advance(Move played, GameState now) {
        Node child = null;
        for (Node c : root.children) {
            if (c.arrived && c.move.equals(played)) {
                child = c;
                break;
            }
        }
        if (child == null) {
            return false;
        }
        GameState after = rootState.apply(played);
        Node reached = null;
        if (same(after, now)) {
            reached = child;
        } else if (!after.isOver()) {
            for (Node g : child.children) {
                if (g.arrived && same(after.apply(g.move), now)) {
                    reached = g;
                    break;
                }
            }
        }
        if (reached == null || reached.over) {
            return false;
        }
        root = reached;
        root.memo = null;
        rootState = now;
        cursor = Cursor.at(now);
        grown = 0;
        return true;
    }

    private static boolean same(GameState a, GameState b) {
        return a.hash() == b.hash() && a.ply() == b.ply() && a.equals(b);
    }

    /**
     * The root's value over {@code trees} of one search, for the player to act there: 1 when a
     * move wins at once, else {@code 2r - 1} for the mean reward r of all their iterations
     * (those kept from earlier moves included). Out of time when {@code outOfTime} says a
     * deadline ended the search.
     */
    static Estimate estimate(List<SearchTree> trees, boolean outOfTime) {
        long visits = 0;
        double reward = 0;
        for (SearchTree tree : trees) {
            visits += tree.root.visits;
            reward += tree.root.reward[tree.root.actor];
        }
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
        if (whole) {
            while (!node.over && node.winningMove() == null) {
                if (!node.expanded) {
                    if (node != root && node.visits == 0) {
                        break; // a new leaf: valued below, expanded on its next visit
                    }
                    node.expandWhole();
                    if (node.children.isEmpty()) {
                        break;
                    }
                }
                Node child = node.selectBlended(settings.exploration());
                child.memo = cursor.down(child.move, child.memo);
                child.arrive();
                path.add(child);
                node = child;
            }
        } else {
            while (!node.over && node.winningMove() == null && !node.canExpand() && !node.children.isEmpty()) {
                node = node.select(settings.exploration());
                node.memo = cursor.down(node.move, node.memo);
                path.add(node);
            }
            if (!node.over && node.winningMove() == null) {
                node = node.expand();
                path.add(node);
            }
        }
        played = 0;
        if (rave) {
            for (int i = 1; i < path.size(); i++) {
                record(path.get(i - 1).actor, path.get(i).code);
            }
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
        if (rave) {
            shareAllMovesAsFirst(path, reward);
        }
        grown++;
    }

    /** Notes a move of this iteration, for RAVE. */
    private void record(int player, int code) {
        if (played == playedCodes.length) {
            playedCodes = java.util.Arrays.copyOf(playedCodes, 2 * played);
            playedBy = java.util.Arrays.copyOf(playedBy, 2 * played);
        }
        playedCodes[played] = code;
        playedBy[played] = player;
        played++;
    }

    /**
     * RAVE's update: at each node of the path, every child whose move its player played first
     * among the moves from that node on (in the tree or the playout) is credited with the
     * iteration's reward. Scanning the moves backwards, each code's owner ends as the player
     * who played it earliest from the present node on.
     */
    private void shareAllMovesAsFirst(List<Node> path, double[] reward) {
        if (++stampNow == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            stampNow = 1;
        }
        int k = played - 1;
        for (int j = path.size() - 1; j >= 0; j--) {
            for (; k >= j; k--) { // move j leads from path node j to path node j + 1
                int code = playedCodes[k];
                if (code >= 0 && code < stamp.length) {
                    stamp[code] = stampNow;
                    owner[code] = playedBy[k];
                }
            }
            Node node = path.get(j);
            if (node.children.isEmpty() || node.over) {
                continue;
            }
            int actor = node.actor;
            double r = reward[actor];
            for (Node child : node.children) {
                int code = child.code;
                if (code >= 0 && stamp[code] == stampNow && owner[code] == actor) {
                    child.amafVisits++;
                    child.amafWins += r;
                }
            }
        }
    }

    /**
     * What {@code node}, where the cursor stands, is worth to each player: its outcome if it
     * is over, the win of its player to act if one move wins at once (with decisive moves on),
     * else the judge's value where the module's evaluator asks for one, else a playout's
     * outcome: by the module's policy where the tree uses it, else a uniform one.
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
        if (policy != null) {
            Outcome outcome = policy.playOut(cursor.state(), random, rave ? record : PlayoutPolicy.Played.NONE);
            return MctsAgent.rewards(outcome, cursor::playerOf, players);
        }
        return MctsAgent.rewards(cursor.playout(random, sampler), cursor::playerOf, players);
    }

    /** A position of the tree; the search reads its moves only while the cursor stands on it. */
    private final class Node {
        private static final int[] NO_ONE = {};
        final Move move;
        /** The module's code of the move, for RAVE; -1 without one. */
        final int code;
        /** Whether the cursor has stood here: until then, who acts and whether the game is over are not known. */
        boolean arrived;
        int actor = -1;
        /** Whether the game is over here, and the players who won it (a team's all; none for a draw or not over). */
        boolean over;
        int[] winners = NO_ONE;
        final List<Node> children = new ArrayList<>();
        final double[] reward = new double[players];
        int visits;
        /** The module's virtual playouts of this move, and their wins, for the player who moves here from the parent. */
        double priorVisits;
        double priorWins;
        /** All-moves-as-first playouts and wins of this move, for the parent's player (RAVE). */
        double amafVisits;
        double amafWins;
        /** Whether every child has been made at once (whole expansion). */
        boolean expanded;
        /** What the cursor keeps of this position between visits (on states: the state). */
        Object memo;
        /** Moves not yet expanded, in a small node; drawn at random and removed. */
        private List<Move> untried;
        /** In a wide node: the moves expanded so far, so that a draw does not repeat one. */
        private Set<Move> drawn;
        /** A move that wins at once for the player to act, {@link #NONE} if there is none; null until looked for. */
        private Move winningMove;

        Node(Move move, int code) {
            this.move = move;
            this.code = code;
        }

        /** Learns whether the game is over here and who acts, the cursor standing on this node's position. */
        void arrive() {
            if (arrived) {
                return;
            }
            arrived = true;
            over = cursor.isOver();
            actor = over ? -1 : cursor.playerToAct();
            winners = over ? cursor.outcome().winners().stream().mapToInt(cursor::playerOf).toArray() : NO_ONE;
        }

        /** Whether {@code player} won the game that is over here. */
        boolean won(int player) {
            for (int winner : winners) {
                if (winner == player) {
                    return true;
                }
            }
            return false;
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
            Node child = new Node(next, -1);
            child.arrive();
            child.memo = memo;
            children.add(child);
            return child;
        }

        /**
         * Makes a child for every legal move at once (in a wide node, for a random sample of
         * {@code wideChildren} of them), each with the module's codes and virtual playouts, the
         * cursor standing here; the children learn their own positions when first stepped on.
         */
        void expandWhole() {
            expanded = true;
            List<Move> moves;
            if (cursor.legalCount() > settings.wideNode()) {
                Set<Move> sample = new java.util.LinkedHashSet<>();
                while (sample.size() < settings.wideChildren()) {
                    sample.add(cursor.randomMove(random));
                }
                moves = new ArrayList<>(sample);
            } else {
                moves = cursor.legalMoves();
            }
            GameState here = cursor.state();
            double[] wins = new double[moves.size()];
            double[] virtual = new double[moves.size()];
            if (priors != null) {
                priors.rate(here, moves, wins, virtual);
            }
            for (int i = 0; i < moves.size(); i++) {
                Move m = moves.get(i);
                Node child = new Node(m, support == null ? -1 : support.code(here, m));
                child.priorVisits = virtual[i];
                child.priorWins = wins[i];
                children.add(child);
            }
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

        /**
         * The child to step to in a node expanded whole: the highest value plus the UCT bonus,
         * the value being the child's own results and virtual playouts, blended with its RAVE
         * results by a weight that falls as its own playouts grow:
         * {@code beta = m / (m + n + m n / k)} for m shared and n own playouts, k the
         * equivalence (Gelly and Silver's schedule).
         */
        Node selectBlended(double c) {
            double logN = Math.log(visits + 1);
            double k = settings.enhancements().raveEquivalence();
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node child : children) {
                double n = child.visits + child.priorVisits;
                double value = n > 0 ? (child.reward[actor] + child.priorWins) / n : FIRST_PLAY;
                double m = child.amafVisits;
                if (m > 0) {
                    double beta = m / (m + n + m * n / k);
                    value = (1 - beta) * value + beta * (child.amafWins / m);
                }
                double score = value + c * Math.sqrt(logN / (n + 1));
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
