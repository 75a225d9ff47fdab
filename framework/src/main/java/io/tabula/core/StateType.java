package io.tabula.core;

import java.util.Objects;

/**
 * A game's own state and move classes, for the framework's typed adapters
 * ({@link TypedNotation}, {@link TypedDiagrams}, {@link TypedChecks}, {@link TypedStateCodec},
 * {@link TypedSampler}): the one place where a {@link GameState} or {@link Move} handed to a
 * module becomes the module's own type, with an error naming both games when a caller hands
 * a module another game's value, so that module code never casts.
 *
 * @param <S> the module's state class
 * @param <M> the module's move interface
 */
public record StateType<S extends GameState, M extends Move>(String gameId, Class<S> states, Class<M> moves) {
    public StateType {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(states, "states");
        Objects.requireNonNull(moves, "moves");
    }

    public static <S extends GameState, M extends Move> StateType<S, M> of(String gameId, Class<S> states,
            Class<M> moves) {
        return new StateType<>(gameId, states, moves);
    }

    /** {@code state} as this game's state (a view of one included, when views are states of the same class). */
    public S state(GameState state) {
        if (!states.isInstance(state)) {
            throw new IllegalArgumentException("a " + describe(state) + " was given to " + gameId + ", which plays "
                    + states.getSimpleName() + "s");
        }
        return states.cast(state);
    }

    /** {@code move} as this game's move. */
    public M move(Move move) {
        if (!moves.isInstance(move)) {
            throw new IllegalArgumentException("the move " + move + " is not a " + gameId + " move");
        }
        return moves.cast(move);
    }

    private static String describe(GameState state) {
        return state == null ? "null state" : state.definition().gameId() + " state (" + state.getClass().getSimpleName()
                + ")";
    }
}
