package io.tabula.stones;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/** States of a game of stones to {@link StoneSnapshot}s and back; a restored outcome must be the one the position gives. */
public final class StoneCodec extends TypedStateCodec<StoneState, StoneSnapshot> {
    private final Function<GameDefinition, StoneRules> rules;

    public StoneCodec(StateType<StoneState, StoneMove> type, Function<GameDefinition, StoneRules> rules) {
        super(type);
        this.rules = rules;
    }

    @Override
    public Class<StoneSnapshot> snapshotType() {
        return StoneSnapshot.class;
    }

    @Override
    protected StoneSnapshot snapshotOf(StoneState state) {
        Map<String, Integer> counters = new LinkedHashMap<>();
        for (String name : state.rules().counters()) {
            counters.put(name, state.counter(name));
        }
        Outcome outcome = state.outcome();
        return new StoneSnapshot(state.definition().module().diagrams().toDiagram(state), state.toMove().id(),
                state.ply(), state.passes(), counters, outcome.isOver() ? "over" : "ongoing",
                outcome.winner().map(Side::id).orElse("none"), StateCodec.reasonText(outcome));
    }

    @Override
    public StoneState restore(GameDefinition definition, StoneSnapshot snapshot) {
        StoneRules game = rules.apply(definition);
        Side toMove = definition.type().side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be one of " + definition.type().sides()));
        byte[] cells;
        try {
            cells = StoneText.cells(game.topology(), Objects.requireNonNullElse(snapshot.board(), List.of()),
                    StoneDiagrams.symbols(game));
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage());
        }
        if (snapshot.ply() < 0 || snapshot.passes() < 0 || snapshot.passes() > snapshot.ply()) {
            throw new TabulaException("state fields 'ply' and 'passes' must be whole numbers from 0, passes at most ply");
        }
        Map<String, Integer> given = Objects.requireNonNullElse(snapshot.counters(), Map.of());
        if (!given.keySet().equals(Set.copyOf(game.counters()))) {
            throw new TabulaException("state field 'counters' must name " + (game.counters().isEmpty() ? "no counter"
                    : "exactly " + game.counters()) + ", not " + given.keySet());
        }
        int[] counters = game.counters().stream().mapToInt(given::get).toArray();
        StoneState state;
        try {
            state = new StoneState(StonePosition.setUp(game, cells, toMove.index(), snapshot.ply(), snapshot.passes(),
                    counters));
        } catch (IllegalArgumentException e) {
            throw new TabulaException("state: " + e.getMessage());
        }
        Outcome stated = StateCodec.outcome(definition.type(), Objects.requireNonNullElse(snapshot.status(), ""),
                Objects.requireNonNullElse(snapshot.winner(), ""), Objects.requireNonNullElse(snapshot.reason(), ""));
        if (!stated.equals(state.outcome())) {
            throw new TabulaException("state fields 'status', 'winner' and 'reason' say " + stated
                    + ", but the position gives " + state.outcome());
        }
        return state;
    }
}
