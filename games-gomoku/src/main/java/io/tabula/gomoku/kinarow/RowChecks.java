package io.tabula.gomoku.kinarow;

import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.TypedChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The case-file key of games with captures: {@code captures}, an object of side id to the
 * number of pairs that side has captured, each side named checked.
 */
final class RowChecks extends TypedChecks<RowState> {

    RowChecks(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    public Set<String> expectationKeys() {
        return Set.of("captures");
    }

    @Override
    protected List<String> checkState(String key, Object expected, RowState state) {
        if (!(expected instanceof Map<?, ?> counts) || counts.isEmpty()) {
            throw new IllegalArgumentException("'captures' takes an object of side to pairs captured, like {\"black\": 1}");
        }
        List<String> failures = new ArrayList<>();
        for (Map.Entry<?, ?> entry : counts.entrySet()) {
            Side side = state.definition().type().side(String.valueOf(entry.getKey())).orElseThrow(() ->
                    new IllegalArgumentException("'captures': '" + entry.getKey() + "' is not black or white"));
            if (!(entry.getValue() instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
                    || n.doubleValue() < 0) {
                throw new IllegalArgumentException("'captures': the pairs of " + side.id()
                        + " must be a whole number from 0, not " + entry.getValue());
            }
            if (state.captures(side) != n.longValue()) {
                failures.add(side.id() + " captured " + state.captures(side) + " pairs, expected " + n.longValue());
            }
        }
        return failures;
    }
}
