package io.tabula.testgame;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The test game's own conformance key {@code completes}: the points where a mark of the
 * side to move would complete a line of three (whether that wins or, under misère, loses).
 */
public final class TttChecks implements io.tabula.core.ModuleChecks {
    public static final String COMPLETES = "completes";

    @Override
    public Set<String> expectationKeys() {
        return Set.of(COMPLETES);
    }

    @Override
    public List<String> check(String key, Object expected, GameState state) {
        if (!key.equals(COMPLETES)) {
            throw new IllegalArgumentException("no module key '" + key + "'");
        }
        if (!(expected instanceof List<?> list) || !list.stream().allMatch(String.class::isInstance)) {
            throw new IllegalArgumentException("completes takes a list of points, like [\"a1\", \"b2\"]");
        }
        TttState ttt = (TttState) state;
        Set<String> wanted = new TreeSet<>();
        for (Object item : list) {
            try {
                wanted.add(TttNotation.text(ttt.size(), TttNotation.point(ttt.size(), (String) item)));
            } catch (NotationException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
        Set<String> actual = new TreeSet<>();
        for (Move move : state.legalMoves()) {
            GameState next = state.apply(move);
            if (next.outcome().reason().filter(TttState.THREE::equals).isPresent()) {
                actual.add(TttNotation.text(ttt.size(), ((TttMove.Place) move).point()));
            }
        }
        List<String> failures = new ArrayList<>();
        for (String point : wanted) {
            if (!actual.contains(point)) {
                failures.add(point + " does not complete a line");
            }
        }
        for (String point : actual) {
            if (!wanted.contains(point)) {
                failures.add(point + " completes a line but is not listed");
            }
        }
        return failures;
    }
}
