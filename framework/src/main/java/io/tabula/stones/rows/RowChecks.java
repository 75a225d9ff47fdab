package io.tabula.stones.rows;

import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.TypedChecks;
import io.tabula.stones.StoneMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntBiFunction;

/**
 * The case-file keys of row games with captures or stocks: {@code captures}, an object of
 * side id to the captures that side has made (in the game's unit: pairs in Pente);
 * {@code stones}, an object of side id to the stones that side has left to place;
 * {@code replacing}, whether the side to move is to replace a stone. Each side named is checked.
 */
public final class RowChecks extends TypedChecks<RowState> {
    private final Set<String> keys;

    /** @param keys the keys the game checks: {@code captures}, or {@code stones} and {@code replacing} */
    public RowChecks(StateType<RowState, StoneMove> type, Set<String> keys) {
        super(type);
        this.keys = Set.copyOf(keys);
    }

    @Override
    public Set<String> expectationKeys() {
        return keys;
    }

    @Override
    protected List<String> checkState(String key, Object expected, RowState state) {
        return switch (key) {
            case "captures" -> checkCounts(key, state.game().captureWord() + " captured", expected, state,
                    RowState::captures);
            case "stones" -> checkCounts(key, "stones left", expected, state, RowState::stones);
            case "replacing" -> {
                if (!(expected instanceof Boolean replacing)) {
                    throw new IllegalArgumentException("'replacing' takes true or false, not " + expected);
                }
                yield state.replacing() == replacing ? List.of()
                        : List.of(replacing ? "no replacement is due" : "a replacement is due");
            }
            default -> throw new IllegalArgumentException("'" + key + "' is no key of " + state.definition().gameId());
        };
    }

    private static List<String> checkCounts(String key, String what, Object expected, RowState state,
            ToIntBiFunction<RowState, Side> count) {
        if (!(expected instanceof Map<?, ?> counts) || counts.isEmpty()) {
            throw new IllegalArgumentException("'" + key + "' takes an object of side to " + what
                    + ", like {\"" + state.definition().type().side(0).id() + "\": 1}");
        }
        List<String> failures = new ArrayList<>();
        for (Map.Entry<?, ?> entry : counts.entrySet()) {
            Side side = state.definition().type().side(String.valueOf(entry.getKey())).orElseThrow(() ->
                    new IllegalArgumentException("'" + key + "': '" + entry.getKey() + "' is not a side of "
                            + state.definition().gameId()));
            if (!(entry.getValue() instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
                    || n.doubleValue() < 0) {
                throw new IllegalArgumentException("'" + key + "': the " + what + " of " + side.id()
                        + " must be a whole number from 0, not " + entry.getValue());
            }
            int actual = count.applyAsInt(state, side);
            if (actual != n.longValue()) {
                failures.add(side.id() + " has " + actual + " " + what + ", expected " + n.longValue());
            }
        }
        return failures;
    }
}
