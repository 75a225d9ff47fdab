package io.tabula.go.rules;

import io.tabula.core.GameDefinition;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.hash.HashHistory;
import java.util.Set;

/** Rebuilds states from saved fields (JSON snapshots, SGF), where every field is given. */
public final class GoStates {
    private GoStates() {
    }

    /** The state with exactly these fields; the caller has checked their syntax. */
    public static GoState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, int passes,
                                   int[] captures, int koPoint, int handicapLeft, HashHistory history,
                                   Set<Integer> dead, Outcome outcome) {
        return new GoState(GoRules.of(definition), cells, toMove.index(), ply, passes, captures.clone(),
                koPoint, handicapLeft, history.size() == 0 ? null : history, dead, outcome);
    }
}
