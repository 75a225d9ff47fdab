package io.tabula.gomoku.notation;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuState;
import java.util.ArrayList;
import java.util.List;

/** Gomoku states to {@link GomokuSnapshot}s and back, checking every field. */
public final class GomokuStateCodec extends TypedStateCodec<GomokuState, GomokuSnapshot> {
    private final GomokuDiagrams diagrams = new GomokuDiagrams();

    public GomokuStateCodec() {
        super(GomokuState.TYPE);
    }

    @Override
    public Class<GomokuSnapshot> snapshotType() {
        return GomokuSnapshot.class;
    }

    @Override
    protected GomokuSnapshot snapshotOf(GomokuState gomoku) {
        GomokuState state = gomoku;
        Outcome outcome = state.outcome();
        return new GomokuSnapshot(diagrams.toDiagram(state), state.toMove().id(), state.ply(),
                outcome.isOver() ? "over" : "ongoing",
                outcome.winner().map(Side::id).orElse("none"),
                StateCodec.reasonText(outcome),
                gomoku.passes(), gomoku.foulToClaim(), gomoku.overlineStands(),
                gomoku.openingStep(), gomoku.blackPlayer(), gomoku.declaredOffers(),
                gomoku.offers().stream().map(p -> RenjuNotation.point(gomoku.size(), p)).toList());
    }

    @Override
    public GameState restore(GameDefinition definition, GomokuSnapshot s) {
        if (s.board() == null || s.toMove() == null || s.status() == null || s.winner() == null || s.reason() == null) {
            throw new TabulaException("a Gomoku state needs board, toMove, ply, status, winner and reason");
        }
        byte[] cells;
        try {
            cells = GomokuDiagrams.cells(definition.get(GomokuOptions.SIZE), s.board());
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage(), e);
        }
        Side toMove = side(definition, s.toMove(), "toMove");
        if (s.ply() < 0) {
            throw new TabulaException("state field 'ply' must be >= 0, was " + s.ply());
        }
        Outcome outcome = StateCodec.outcome(definition.type(), s.status(), s.winner(), s.reason());
        List<Integer> offers = new ArrayList<>();
        try {
            for (String offer : s.offers() == null ? List.<String>of() : s.offers()) {
                offers.add(RenjuNotation.point(definition.get(GomokuOptions.SIZE), offer));
            }
        } catch (NotationException e) {
            throw new TabulaException("state field 'offers': " + e.getMessage(), e);
        }
        try {
            return GomokuState.restored(definition, cells, toMove, s.ply(), outcome,
                    s.passes() == null ? 0 : s.passes(),
                    Boolean.TRUE.equals(s.foulToClaim()), Boolean.TRUE.equals(s.overlineStands()),
                    s.openingStep() == null ? "play" : s.openingStep(),
                    s.blackPlayer() == null ? 0 : s.blackPlayer(), s.declared() == null ? 0 : s.declared(), offers);
        } catch (IllegalArgumentException e) {
            throw new TabulaException("state fields 'passes', 'foulToClaim', 'overlineStands', 'openingStep', "
                    + "'blackPlayer', 'declared', 'offers': " + e.getMessage(), e);
        }
    }

    private static Side side(GameDefinition definition, String id, String field) {
        return definition.type().side(id).orElseThrow(
                () -> new TabulaException("state field '" + field + "' must be black or white, was '" + id + "'"));
    }
}
