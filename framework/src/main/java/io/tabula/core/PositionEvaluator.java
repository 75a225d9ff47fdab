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
     * The chance that the player to act in {@code state} wins, from 0 to 1, for searches that
     * average values (Monte Carlo); 0.5 for even chances. Like {@link #evaluate}, a pure
     * function of the state, asked only of states that are not over. By default a logistic
     * curve of {@link #evaluate} with {@code BOUND / 100} as its unit; a module whose values
     * have another scale gives its own.
     */
    default double winChance(GameState state) {
        return 1 / (1 + Math.exp(-evaluate(state) / (BOUND / 100.0)));
    }
}
