package io.tabula.stones.rows;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.stones.StoneMove;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/** Row states to {@link RowSnapshot}s and back; a restored outcome must be the one the board gives. */
public final class RowCodec extends TypedStateCodec<RowState, RowSnapshot> {
    private final Function<GameDefinition, RowGame> games;

    public RowCodec(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games) {
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
        Map<String, Integer> captures = new LinkedHashMap<>();
        Map<String, Integer> stones = new LinkedHashMap<>();
        for (Side side : state.definition().type().sides()) {
            if (state.game().captures()) {
                captures.put(side.id(), state.captures(side));
            }
            if (state.game().blocks().stocks() != null) {
                stones.put(side.id(), state.stones(side));
            }
        }
        return new RowSnapshot(state.definition().module().diagrams().toDiagram(state), state.toMove().id(),
                state.turn().number(), state.turn().move(), state.ply(), state.passes(), captures, stones,
                state.replacing(), outcome.isOver() ? "over" : "ongoing", outcome.winner().map(Side::id).orElse("none"),
                StateCodec.reasonText(outcome));
    }

    @Override
    public RowState restore(GameDefinition definition, RowSnapshot snapshot) {
        RowGame game = games.apply(definition);
        List<Side> sides = definition.type().sides();
        Side toMove = definition.type().side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be one of " + sides));
        byte[] cells;
        try {
            cells = RowDiagrams.cells(game, Objects.requireNonNullElse(snapshot.board(), List.of()));
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage());
        }
        int[] captures = perSide("captures", snapshot.captures(), sides, game.captures());
        int[] stones = perSide("stones", snapshot.stones(), sides, game.blocks().stocks() != null);
        RowState state;
        try {
            state = RowState.restored(game, cells, toMove.index(), snapshot.turn(), snapshot.moveInTurn(),
                    snapshot.ply(), snapshot.passes(), captures, stones, snapshot.replacing());
        } catch (IllegalArgumentException e) {
            throw new TabulaException("state: " + e.getMessage());
        }
        Outcome stated = StateCodec.outcome(definition.type(), Objects.requireNonNullElse(snapshot.status(), ""),
                Objects.requireNonNullElse(snapshot.winner(), ""), Objects.requireNonNullElse(snapshot.reason(), ""));
        if (!stated.equals(state.outcome())) {
            throw new TabulaException("state fields 'status', 'winner' and 'reason' say " + stated
                    + ", but the board gives " + state.outcome());
        }
        return state;
    }

    /** A count per side from {@code field}: every side named exactly when the game keeps the count, else none. */
    private static int[] perSide(String field, Map<String, Integer> given, List<Side> sides, boolean kept) {
        Map<String, Integer> counts = Objects.requireNonNullElse(given, Map.of());
        List<String> ids = sides.stream().map(Side::id).toList();
        if (kept ? !counts.keySet().equals(java.util.Set.copyOf(ids)) : !counts.isEmpty()) {
            throw new TabulaException("state field '" + field + "' must " + (kept ? "name each of " + ids
                    : "be empty in a game without " + field) + ", not " + counts.keySet());
        }
        int[] out = new int[sides.size()];
        for (int s = 0; s < out.length; s++) {
            Integer n = counts.get(ids.get(s));
            out[s] = n == null ? 0 : n;
        }
        return out;
    }
}
