package io.tabula.core;

/** A {@link StateCodec} written against a game's own state type. */
public abstract class TypedStateCodec<S extends GameState, T extends Record> implements StateCodec<T> {
    private final StateType<S, ?> type;

    protected TypedStateCodec(StateType<S, ?> type) {
        this.type = type;
    }

    /** As {@link StateCodec#snapshot}, of the game's own state. */
    protected abstract T snapshotOf(S state);

    @Override
    public final T snapshot(GameState state) {
        return snapshotOf(type.state(state));
    }
}
