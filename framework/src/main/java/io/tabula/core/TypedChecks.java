package io.tabula.core;

import java.util.List;

/** {@link ModuleChecks} written against a game's own state type. */
public abstract class TypedChecks<S extends GameState> implements ModuleChecks {
    private final StateType<S, ?> type;

    protected TypedChecks(StateType<S, ?> type) {
        this.type = type;
    }

    /** As {@link ModuleChecks#check}, on the game's own state. */
    protected abstract List<String> checkState(String key, Object expected, S state);

    /** As {@link ModuleChecks#setup}, on the game's own state; no setup keys by default. */
    protected S setupState(String key, Object value, S state) {
        throw new IllegalArgumentException("no module setup key '" + key + "'");
    }

    @Override
    public final List<String> check(String key, Object expected, GameState state) {
        return checkState(key, expected, type.state(state));
    }

    @Override
    public final GameState setup(String key, Object value, GameState state) {
        return setupState(key, value, type.state(state));
    }
}
