package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import java.util.Objects;
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
    private final Settings settings;
    private final SplittableRandom random;
    private final DeadlineSource deadlines;

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
     */
    public record Settings(int iterations, double exploration, long wideNode, int wideChildren,
            boolean decisiveMoves) {
        public static final Settings DEFAULT = new Settings(1_000, Math.sqrt(2), 4_096, 64, true);

        public Settings {
            if (iterations < 1) {
                throw new IllegalArgumentException("iterations must be at least 1, not " + iterations);
            }
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("exploration must be a number of 0 or more, not " + exploration);
            }
            if (wideNode < 1 || wideChildren < 1) {
                throw new IllegalArgumentException("wideNode and wideChildren must be at least 1");
            }
        }

        /** These settings with {@code iterations} playouts per move. */
        public Settings withIterations(int iterations) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves);
        }

        /** These settings with decisive moves on or off. */
        public Settings withDecisiveMoves(boolean decisiveMoves) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves);
        }

        /** These settings with exploration constant {@code exploration}. */
        public Settings withExploration(double exploration) {
            return new Settings(iterations, exploration, wideNode, wideChildren, decisiveMoves);
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
        return search(state).bestMove();
    }

    /**
     * Searches {@code state} and returns the root of the tree, for callers that want more
     * than the move (the visits and values of each candidate).
     */
    public SearchTree search(GameState state) {
        if (state.isOver()) {
            throw new IllegalStateException("no move to choose: the game is over (" + state.outcome() + ")");
        }
        if (!state.definition().perfectInformation()) {
            throw new IllegalArgumentException("MCTS searches games with perfect information; "
                    + state.definition().text() + " hides information from the players");
        }
        PlayoutSampler sampler = state.definition().module().fastSampler(state.definition())
                .orElseGet(() -> new LegalMovesSampler(1_000_000));
        SearchTree tree = new SearchTree(state, settings, sampler, random);
        Deadline deadline = deadlines.forMove();
        for (int i = 0; i < settings.iterations() && !deadline.passed(); i++) {
            tree.iterate();
        }
        return tree;
    }

    /** The value of {@code outcome} to each of {@code players} players, with sides assigned as in {@code at}. */
    static double[] rewards(Outcome outcome, GameState at, int players) {
        double[] reward = new double[players];
        if (outcome.winner().isPresent()) {
            reward[at.playerOf(outcome.winner().get())] = 1;
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
