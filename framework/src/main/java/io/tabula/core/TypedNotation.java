package io.tabula.core;

/**
 * A {@link Notation} written against a game's own state and move types: the framework hands
 * it {@code S} and {@code M}, never a bare {@link GameState} or {@link Move} to cast.
 */
public abstract class TypedNotation<S extends GameState, M extends Move> implements Notation {
    private final StateType<S, M> type;

    protected TypedNotation(StateType<S, M> type) {
        this.type = type;
    }

    /** As {@link Notation#parse}, on the game's own state. */
    protected abstract M parseMove(S state, String text);

    /** As {@link Notation#format}, on the game's own state and move. */
    protected abstract String formatMove(S state, M move);

    @Override
    public final Move parse(GameState state, String text) {
        return parseMove(type.state(state), text);
    }

    @Override
    public final String format(GameState state, Move move) {
        return formatMove(type.state(state), type.move(move));
    }
}
