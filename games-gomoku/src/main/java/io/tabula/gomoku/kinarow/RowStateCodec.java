package io.tabula.gomoku.kinarow;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.stones.StoneMove;
import io.tabula.stones.rows.RowDiagrams;
import io.tabula.stones.rows.RowGame;
import io.tabula.stones.rows.RowState;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The snapshot format of Connect6, Pente and five-replaces ({@link RowSnapshot}, black's and
 * white's counts as fields of their own), which their records have been written in since
 * the games came; the row kit's own format ({@link io.tabula.stones.rows.RowCodec}) keeps the
 * counts per side for any number of sides. A restored outcome must be the one the board gives.
 */
public final class RowStateCodec extends TypedStateCodec<RowState, RowSnapshot> {
    private final Function<GameDefinition, RowGame> games;

    public RowStateCodec(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games) {
        super(type);
        this.games = games;
    }

    @Override
    public Class<RowSnapshot> snapshotType() {
        return RowSnapshot.class;
    }

    @Override
    protected RowSnapshot snapshotOf(RowState state) {
        Outcome outcome = state.outcome();
        String winner = outcome instanceof Outcome.Win win ? win.side().id() : "none";
        Side black = state.definition().type().side(0);
        Side white = state.definition().type().side(1);
        return new RowSnapshot(state.definition().module().diagrams().toDiagram(state), state.toMove().id(),
                state.turn().number(), state.turn().move(), state.ply(), state.captures(black), state.captures(white),
                state.stones(black), state.stones(white), state.replacing(), outcome.isOver() ? "over" : "ongoing",
                winner, StateCodec.reasonText(outcome));
    }

    @Override
    public RowState restore(GameDefinition definition, RowSnapshot snapshot) {
        RowGame game = games.apply(definition);
        Side toMove = definition.type().side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be black or white"));
        byte[] cells;
        try {
            cells = RowDiagrams.cells(game, Objects.requireNonNullElse(snapshot.board(), List.of()));
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage());
        }
        RowState state;
        try {
            state = RowState.restored(game, cells, toMove.index(), snapshot.turn(), snapshot.moveInTurn(),
                    snapshot.ply(), 0, new int[] {snapshot.blackCaptures(), snapshot.whiteCaptures()},
                    new int[] {snapshot.blackStones(), snapshot.whiteStones()}, snapshot.replacing());
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
