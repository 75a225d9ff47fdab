package io.tabula.core;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * How many moves each turn holds: a list for the first turns, then one number for every
 * later turn. {@link #ONE_MOVE} is the common plan; Connect6's is {@code of(List.of(1), 2)}
 * ("1 stone on the first turn, then 2"). Players take turns in order.
 *
 * @param first the moves of turns 1, 2, ... as far as the list goes
 * @param then  the moves of every later turn
 */
public record TurnPlan(List<Integer> first, int then) {
    /** One move a turn. */
    public static final TurnPlan ONE_MOVE = new TurnPlan(List.of(), 1);

    public TurnPlan {
        first = ImmutableList.copyOf(first);
        if (then < 1 || first.stream().anyMatch(n -> n < 1)) {
            throw new IllegalArgumentException("a turn holds at least one move: " + first + " then " + then);
        }
    }

    public static TurnPlan of(List<Integer> first, int then) {
        return new TurnPlan(first, then);
    }

    /** The number of moves of turn {@code number} (from 1). */
    public int movesIn(int number) {
        return number <= first.size() ? first.get(number - 1) : then;
    }

    /**
     * The turn of the move that follows {@code plies} moves, {@code players} players taking
     * turns in order from {@code firstPlayer}.
     */
    public Turn after(int plies, int players, int firstPlayer) {
        if (plies < 0 || players < 1 || firstPlayer < 0 || firstPlayer >= players) {
            throw new IllegalArgumentException("no turn after " + plies + " moves of " + players + " players");
        }
        int number = 1;
        int left = plies;
        while (number <= first.size() && left >= first.get(number - 1)) {
            left -= first.get(number - 1);
            number++;
        }
        if (number > first.size()) {
            number += left / then;
            left %= then;
        }
        return new Turn(number, (firstPlayer + number - 1) % players, left, movesIn(number));
    }
}
