package io.tabula.agent;

import io.tabula.core.Determinizer;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Information-set Monte Carlo tree search (single observer, after Cowling, Powley and
 * Whitehouse): for games that hide information, a search that knows what its player knows
 * and no more. The first thing {@link #choose} does is take the acting side's
 * {@link GameState#viewFor view}; the full state is never read again. Each iteration draws
 * a full state consistent with that view from the module's {@link Determinizer}, walks the
 * tree along moves that are legal in that draw (a child's "availability" counts the
 * iterations in which it could have been chosen, and stands for the parent's visits in the
 * UCT rule), expands one move, and values it by one playout of the draw.
 *
 * <p>When the module's {@link PositionEvaluator} names a number of {@link
 * PositionEvaluator#playoutPlies() playout plies}, a playout stops after that many random
 * plies and the evaluator's {@link PositionEvaluator#winChance win chance} values where it
 * stopped: a game whose random playouts are long and say little (Junqi) is then judged by
 * what the module knows of it. The evaluator sees only the drawn state, never the true one.
 *
 * <p>The agent keeps its determinizer from move to move and tells it each move it chose
 * ({@link Determinizer#chose}), so that a module may draw later states to fit what the
 * player saw before (Junqi remembers the combats); the player's own views and moves are
 * all it is told.
 *
 * <p>On a definition with perfect information the view is the state, every draw is the
 * state itself, and the search is plain UCT. Rewards are per player as in
 * {@link MctsAgent}, and the budget is a count of iterations (with an optional deadline),
 * so equal seeds give equal moves.
 */
public final class IsMctsAgent implements Agent {
    private final MctsAgent.Settings settings;
    private final SplittableRandom random;
    private final MctsAgent.DeadlineSource deadlines;
    private Estimate lastEstimate;
    /** This player's determinizer, kept from move to move so that it may remember what the player saw. */
    private Determinizer determinizer;
    private GameDefinition determinizerDefinition;

    public IsMctsAgent(MctsAgent.Settings settings, long seed) {
        this(settings, seed, MctsAgent.DeadlineSource.NONE);
    }

    public IsMctsAgent(MctsAgent.Settings settings, long seed, MctsAgent.DeadlineSource deadlines) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
    }

    @Override
    public Move choose(GameState state) {
        if (state.isOver()) {
            throw new IllegalStateException("no move to choose: the game is over (" + state.outcome() + ")");
        }
        Side side = state.toMove();
        GameState view = state.viewFor(side);
        return search(view);
    }

    /** The root value of the last search, for the player who chose, over the drawn states. */
    @Override
    public java.util.Optional<Estimate> lastEstimate() {
        return java.util.Optional.ofNullable(lastEstimate);
    }

    /** Searches from {@code view}, the acting side's view, and returns the most visited move. */
    private Move search(GameState view) {
        GameDefinition definition = view.definition();
        Determinizer determinizer = determinizerFor(definition);
        PlayoutSampler sampler = definition.module().fastSampler(definition)
                .orElseGet(() -> new LegalMovesSampler(1_000_000));
        LeafJudge judge = LeafJudge.askedFor(definition).orElse(null);
        int players = definition.type().players();
        Node root = new Node(players);
        Deadline deadline = deadlines.forMove();
        for (int i = 0; i < settings.iterations() && !deadline.passed(); i++) {
            iterate(root, determinizer.sample(view, random), sampler, judge, players);
        }
        Node best = null;
        for (Node child : root.children.values()) {
            if (best == null || child.visits > best.visits) {
                best = child;
            }
        }
        double mean = root.visits == 0 ? 0.5 : root.reward[view.playerToAct()] / root.visits;
        lastEstimate = new Estimate(Math.max(-1, Math.min(1, 2 * mean - 1)), root.visits < settings.iterations());
        Move chosen = best != null ? best.move : LargeMoveList.random(view.legalMoves(), random);
        determinizer.chose(view, chosen);
        return chosen;
    }

    /** The determinizer of this player for games of {@code definition}: the same one move after move. */
    private Determinizer determinizerFor(GameDefinition definition) {
        if (!definition.equals(determinizerDefinition)) {
            determinizer = definition.perfectInformation() ? (v, r) -> v
                    : definition.module().determinizer(definition).orElseThrow(() -> new IllegalArgumentException(
                            definition.text() + " hides information, and its module draws no states from a view "
                                    + "(GameModule.determinizer)"));
            determinizerDefinition = definition;
        }
        return determinizer;
    }

    private void iterate(Node root, GameState draw, PlayoutSampler sampler, LeafJudge judge, int players) {
        List<Node> path = new ArrayList<>();
        path.add(root);
        Node node = root;
        GameState state = draw;
        while (!state.isOver()) {
            int actor = state.playerToAct();
            List<Move> legal = state.legalMoves();
            Move untried = node.untried(legal, random, settings);
            Node chosen = untried == null ? node.select(state, legal, actor, settings) : null;
            if (untried == null && chosen == null) {
                // A wide node whose children are all illegal in this draw: one more child.
                untried = LargeMoveList.random(legal, random);
            }
            if (untried != null) {
                state = state.apply(untried);
                node = node.child(untried, players);
                path.add(node);
                break;
            }
            node = chosen;
            state = state.apply(node.move);
            path.add(node);
        }
        GameState leaf = state;
        double[] reward = leaf.isOver() ? MctsAgent.rewards(leaf.outcome(), leaf, players)
                : judge != null ? judge.value(leaf, random, players)
                : MctsAgent.rewards(sampler.play(leaf, random).outcome(), leaf, players);
        for (Node visited : path) {
            visited.visits++;
            for (int p = 0; p < players; p++) {
                visited.reward[p] += reward[p];
            }
        }
    }

    /** A node of the tree: a sequence of moves, whatever the hidden parts were when it was played. */
    private static final class Node {
        final Move move;
        final Map<Move, Node> children = new LinkedHashMap<>();
        final double[] reward;
        int visits;
        int available;

        Node(int players) {
            this(null, players);
        }

        Node(Move move, int players) {
            this.move = move;
            this.reward = new double[players];
        }

        Node child(Move move, int players) {
            return children.computeIfAbsent(move, m -> new Node(m, players));
        }

        /**
         * A legal move of this draw with no child yet, drawn at random, or null when every
         * legal move has one (in a wide node: when it has its share of children).
         */
        Move untried(List<Move> legal, SplittableRandom random, MctsAgent.Settings settings) {
            long count = LargeMoveList.countOf(legal);
            if (count > settings.wideNode()) {
                if (children.size() >= settings.wideChildren()) {
                    return null;
                }
                Move drawn = LargeMoveList.random(legal, random);
                return children.containsKey(drawn) ? null : drawn;
            }
            List<Move> open = new ArrayList<>();
            for (Move m : legal) {
                if (!children.containsKey(m)) {
                    open.add(m);
                }
            }
            return open.isEmpty() ? null : open.get(random.nextInt(open.size()));
        }

        /**
         * The child among the legal moves of this draw ({@code state}) with the best UCT score
         * for {@code actor}, counting availability; null if none is legal here. In a wide node
         * each child is checked against the state instead of a set of the (too many) legal moves.
         */
        Node select(GameState state, List<Move> legal, int actor, MctsAgent.Settings settings) {
            Set<Move> allowed = LargeMoveList.countOf(legal) > settings.wideNode() ? null : new HashSet<>(legal);
            double c = settings.exploration();
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node child : children.values()) {
                boolean legalHere = allowed != null ? allowed.contains(child.move) : state.check(child.move).isLegal();
                if (!legalHere) {
                    continue;
                }
                child.available++;
                double score = child.reward[actor] / child.visits
                        + c * Math.sqrt(Math.log(child.available) / child.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            return best;
        }
    }
}
