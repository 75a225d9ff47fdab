package io.tabula.core;

import java.util.List;

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
}
