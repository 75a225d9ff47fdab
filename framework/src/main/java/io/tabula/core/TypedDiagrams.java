package io.tabula.core;

import java.util.List;

/** {@link BoardDiagrams} written against a game's own state type. */
public abstract class TypedDiagrams<S extends GameState> implements BoardDiagrams {
    private final StateType<S, ?> type;

    protected TypedDiagrams(StateType<S, ?> type) {
        this.type = type;
    }

    /** As {@link BoardDiagrams#toDiagram}, on the game's own state. */
    protected abstract List<String> diagramOf(S state);

    @Override
    public abstract S fromDiagram(GameDefinition definition, List<String> rows, Side toMove);

    @Override
    public final List<String> toDiagram(GameState state) {
        return diagramOf(type.state(state));
    }
}
