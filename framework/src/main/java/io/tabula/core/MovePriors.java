package io.tabula.core;

import java.util.List;

/**
 * A module's first opinion of the moves of a new search node ({@link SearchSupport#priors()}),
 * as virtual playouts: a move is given {@code visits} playouts of which it won {@code wins},
 * before the search has played any from it. A capture or an atari answer starts high, a
 * self-atari low, so that the search looks at good moves first and leaves bad ones sooner.
 * Not safe to share between threads.
 */
public interface MovePriors {

    /**
     * Rates {@code moves}, legal moves of {@code state}, for the player to act there: writes
     * into {@code wins[i]} and {@code visits[i]} (both at least as long as the list, zero on
     * entry) the virtual wins and playouts of move {@code i}, with {@code 0 <= wins[i] <= visits[i]}.
     */
    void rate(GameState state, List<Move> moves, double[] wins, double[] visits);
}
