package io.tabula.core;

import java.util.List;
import java.util.OptionalInt;

/**
 * A module's judgement of positions, for searches that look a few moves ahead and judge
 * where they stop (the alpha-beta agent). It knows the game's tactics; the search knows
 * nothing of any game.
 *
 * <p>Invariants: {@link #evaluate} is a pure function of the state, strictly between
 * {@code -BOUND} and {@code BOUND}, so that a search can keep its values for decided games
 * outside that range; {@link #candidates} are legal moves of the state, without duplicates,
 * the same list every time for the same state. Both are asked only of states that are not
 * over, and are safe to call from several threads.
 */
public interface PositionEvaluator {
    /** Every evaluation lies strictly between {@code -BOUND} and {@code BOUND}. */
    int BOUND = 1_000_000;

    /**
     * How good {@code state} is for the player to act ({@link GameState#playerToAct()}):
     * positive when it is ahead, 0 for even chances.
     */
    int evaluate(GameState state);

    /**
     * As {@link #evaluate(GameState)}, of the position of {@code kernel}, for searches that play
     * on the module's kernel (the alpha-beta agent does when the module offers kernels). By
     * default the evaluation of the kernel's snapshot; a module whose evaluation reads its
     * kernel directly overrides it, and must give the same value.
     */
    default int evaluate(GameKernel kernel) {
        return evaluate(kernel.snapshot());
    }

    /**
     * As {@link #candidates(GameState)}, of the position of {@code kernel}: by default the
     * candidates of the kernel's snapshot; an override must give the same list.
     */
    default List<Move> candidates(GameKernel kernel) {
        return candidates(kernel.snapshot());
    }

    /**
     * The moves worth searching in {@code state}, most promising first: a non-empty subset
     * of its legal moves. A module may leave out moves it knows to be no better than the
     * ones it lists (a Gomoku stone far from every other stone); the search never plays a
     * move that is not listed. By default all legal moves, in their order.
     */
    default List<Move> candidates(GameState state) {
        return state.legalMoves();
    }

    /**
     * For Monte Carlo searches: how many plies of random play to make from a leaf before
     * judging the position by {@link #winChance} instead of playing to the end. A module
     * offers a number when its random playouts are long and say little (Junqi's wander for
     * hundreds of plies); empty by default, and then such searches keep whole playouts.
     * When present, at least 0.
     */
    default OptionalInt playoutPlies() {
        return OptionalInt.empty();
    }

    /**
     * The evaluation units that make the odds of the player to act e to 1 in
     * {@link #winChance}: by convention 100 units are one piece or stone, and a piece ahead
     * is worth odds of e to 1. A module whose evaluations use another scale says so here.
     */
    default double unit() {
        return 100;
    }

    /**
     * The chance that the player to act wins from {@code state}, from 0 to 1, for searches
     * that average values instead of comparing them (MCTS valuing its leaves by evaluation,
     * IS-MCTS where its playouts stop): 1/2 at even chances. Like {@link #evaluate}, a pure
     * function of the state, asked only of states that are not over. By default the logistic
     * curve of {@link #evaluate} over {@link #unit()}; a module may give its own.
     */
    default double winChance(GameState state) {
        return 1 / (1 + Math.exp(-evaluate(state) / unit()));
    }

    /**
     * Each player's chance to win from {@code state} (of {@code players} players, by player
     * as {@link GameState#playerToAct()} numbers them), for searches that value the leaves of
     * games with more than two players. By default {@link #winChance} for the player to act
     * and the rest shared equally by the others; a game of teams gives partners one chance
     * (four-player Junqi), so that a player values its partner's win as its own.
     */
    default double[] winChances(GameState state, int players) {
        double chance = winChance(state);
        double[] chances = new double[players];
        java.util.Arrays.fill(chances, (1 - chance) / Math.max(1, players - 1));
        chances[state.playerToAct()] = chance;
        return chances;
    }
}
