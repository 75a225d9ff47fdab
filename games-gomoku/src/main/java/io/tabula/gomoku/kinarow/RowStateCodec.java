package io.tabula.gomoku.kinarow;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/** States to {@link RowSnapshot}s and back; a restored outcome must be the one the board and captures give. */
final class RowStateCodec extends TypedStateCodec<RowState, RowSnapshot> {
    private final Function<GameDefinition, RowVariant> rules;

    RowStateCodec(StateType<RowState, RowMove> type, Function<GameDefinition, RowVariant> rules) {
        super(type);
        this.rules = rules;
    }

    @Override
    public Class<RowSnapshot> snapshotType() {
        return RowSnapshot.class;
    }

    @Override
    protected RowSnapshot snapshotOf(RowState state) {
        Outcome outcome = state.outcome();
        String winner = outcome instanceof Outcome.Win win ? win.side().id() : "none";
        return new RowSnapshot(state.definition().module().diagrams().toDiagram(state), state.toMove().id(),
                state.turn().number(), state.turn().move(), state.ply(), state.captures(state.definition().type().side(0)),
                state.captures(state.definition().type().side(1)), state.stones(state.definition().type().side(0)),
                state.stones(state.definition().type().side(1)), state.replacing(), outcome.isOver() ? "over" : "ongoing", winner,
                StateCodec.reasonText(outcome));
    }

    @Override
    public RowState restore(GameDefinition definition, RowSnapshot snapshot) {
        RowVariant game = rules.apply(definition);
        Side toMove = definition.type().side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be black or white"));
        byte[] cells;
        try {
            cells = RowDiagrams.cells(game.size(), Objects.requireNonNullElse(snapshot.board(), List.of()));
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage());
        }
        RowState state;
        try {
            state = RowState.restored(game, cells, toMove, snapshot.turn(), snapshot.moveInTurn(),
                    snapshot.ply(), snapshot.blackCaptures(), snapshot.whiteCaptures(), snapshot.blackStones(),
                    snapshot.whiteStones(), snapshot.replacing());
        } catch (IllegalArgumentException e) {
            throw new TabulaException("state: " + e.getMessage());
        }
        Outcome stated = StateCodec.outcome(definition.type(), Objects.requireNonNullElse(snapshot.status(), ""),
                Objects.requireNonNullElse(snapshot.winner(), ""), Objects.requireNonNullElse(snapshot.reason(), ""));
        if (!stated.equals(state.outcome())) {
            throw new TabulaException("state fields 'status', 'winner' and 'reason' say " + stated
                    + ", but the board and captures give " + state.outcome());
        }
        return state;
    }
}
