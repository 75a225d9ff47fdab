package io.tabula.gomoku;

import io.tabula.core.TypedChecks;
import io.tabula.core.NotationException;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Gomoku's conformance keys: {@code forbidden} (each listed point is one where a black
 * stone would be a forbidden move in this position) and {@code notForbidden} (each listed
 * point is one where it would not be). Both ask the renju rules whatever the side to move;
 * under rules without forbidden moves no point is forbidden.
 */
final class GomokuChecks extends TypedChecks<GomokuState> {

    GomokuChecks() {
        super(GomokuState.TYPE);
    }

    @Override
    public Set<String> expectationKeys() {
        return Set.of("forbidden", "notForbidden");
    }

    @Override
    protected List<String> checkState(String key, Object expected, GomokuState gomoku) {
        if (!(expected instanceof List<?> points)) {
            throw new IllegalArgumentException(key + " must be a list of points, like [\"h8\", \"j10\"]");
        }
        boolean wantForbidden = key.equals("forbidden");
        List<String> failures = new ArrayList<>();
        for (Object item : points) {
            if (!(item instanceof String text)) {
                throw new IllegalArgumentException(key + " must be a list of points, like [\"h8\", \"j10\"]");
            }
            int point;
            try {
                point = RenjuNotation.point(gomoku.size(), text);
            } catch (NotationException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            if (gomoku.stone(point) != Stone.EMPTY) {
                failures.add(text + " is occupied, so no black move there can be judged");
                continue;
            }
            Forbidden verdict = gomoku.rules().forbidden(gomoku.cells(), point);
            if (verdict.isForbidden() != wantForbidden) {
                failures.add(text + (wantForbidden ? " is not forbidden" : " is forbidden: " + verdict.name()));
            }
        }
        return failures;
    }
}
