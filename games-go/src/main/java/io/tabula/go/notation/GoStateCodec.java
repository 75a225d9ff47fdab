package io.tabula.go.notation;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoStates;
import io.tabula.hash.HashHistory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Go states to {@link GoSnapshot}s and back, checking every field. */
public final class GoStateCodec extends TypedStateCodec<GoState, GoSnapshot> {

    public GoStateCodec() {
        super(GoState.TYPE);
    }

    @Override
    public Class<GoSnapshot> snapshotType() {
        return GoSnapshot.class;
    }

    @Override
    protected GoSnapshot snapshotOf(GoState go) {
        GoTopology board = go.rules().board();
        List<String> history = new ArrayList<>();
        for (long hash : go.history().toSortedArray()) {
            history.add(String.format("%016x", hash));
        }
        List<String> dead = go.dead().stream().map(board::name).toList();
        Outcome outcome = go.outcome();
        return new GoSnapshot(GoDiagrams.rows(board, go.cells()), go.toMove().id(), go.ply(), go.passes(),
                go.captures(go.definition().type().side(0)), go.captures(go.definition().type().side(1)),
                go.koPoint() < 0 ? "" : board.name(go.koPoint()), go.handicapLeft(), history, dead,
                outcome.isOver() ? "over" : "ongoing", outcome.winner().map(Side::id).orElse("none"),
                StateCodec.reasonText(outcome));
    }

    @Override
    public GameState restore(GameDefinition definition, GoSnapshot s) {
        if (s.board() == null || s.toMove() == null || s.ko() == null || s.history() == null || s.dead() == null
                || s.status() == null || s.winner() == null || s.reason() == null) {
            throw new TabulaException("a Go state needs board, toMove, ply, passes, blackCaptures, whiteCaptures, "
                    + "ko, handicapLeft, history, dead, status, winner and reason");
        }
        GoTopology board = GoRules.of(definition).board();
        try {
            byte[] cells = GoDiagrams.cells(board, s.board());
            Side toMove = side(definition, s.toMove(), "toMove");
            int ko = s.ko().isEmpty() ? -1 : board.point(s.ko());
            HashHistory history = HashHistory.EMPTY;
            for (String hex : s.history()) {
                history = history.plus(Long.parseUnsignedLong(hex, 16));
            }
            Set<Integer> dead = new HashSet<>();
            for (String point : s.dead()) {
                dead.add(board.point(point));
            }
            if (s.ply() < 0 || s.passes() < 0 || s.passes() > 2 || s.blackCaptures() < 0 || s.whiteCaptures() < 0
                    || s.handicapLeft() < 0) {
                throw new TabulaException("state fields ply, passes (0-2), captures and handicapLeft must not be "
                        + "negative");
            }
            Outcome outcome = StateCodec.outcome(definition.type(), s.status(), s.winner(), s.reason());
            return GoStates.restored(definition, cells, toMove, s.ply(), s.passes(),
                    new int[] {s.blackCaptures(), s.whiteCaptures()}, ko, s.handicapLeft(), history, dead, outcome);
        } catch (NotationException | NumberFormatException e) {
            throw new TabulaException("a Go state field is malformed: " + e.getMessage(), e);
        }
    }

    private static Side side(GameDefinition definition, String id, String field) {
        return definition.type().side(id).orElseThrow(
                () -> new TabulaException("state field '" + field + "' must be black or white, was '" + id + "'"));
    }
}
