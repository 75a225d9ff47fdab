package io.tabula.testgame;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;

/** Test-game states to {@link TttSnapshot}s and back, naming the field that is wrong. */
public final class TttCodec implements StateCodec<TttSnapshot> {
    private final TttDiagrams diagrams = new TttDiagrams();

    @Override
    public Class<TttSnapshot> snapshotType() {
        return TttSnapshot.class;
    }

    @Override
    public TttSnapshot snapshot(GameState state) {
        return new TttSnapshot(diagrams.toDiagram(state), state.toMove().id(), state.ply());
    }

    @Override
    public GameState restore(GameDefinition definition, TttSnapshot s) {
        if (s.board() == null) {
            throw new TabulaException("state field 'board' is missing");
        }
        if (s.toMove() == null) {
            throw new TabulaException("state field 'toMove' is missing");
        }
        Side toMove = definition.type().side(s.toMove()).orElseThrow(() ->
                new TabulaException("state field 'toMove' must be cross or nought, was '" + s.toMove() + "'"));
        if (s.ply() < 0) {
            throw new TabulaException("state field 'ply' must be >= 0, was " + s.ply());
        }
        try {
            return TttState.of(definition, TttDiagrams.cells(definition.get(TttModule.SIZE), s.board()), toMove, s.ply());
        } catch (NotationException | IllegalArgumentException e) {
            throw new TabulaException("state field 'board': " + e.getMessage(), e);
        }
    }
}
