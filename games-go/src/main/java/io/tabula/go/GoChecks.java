package io.tabula.go;

import io.tabula.core.TypedChecks;
import io.tabula.core.NotationException;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Score;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Go's conformance keys: expectations {@code score} (by the variant's scoring, komi and
 * handicap bonus included for white; territory scoring leaves out the eyes of groups in
 * seki, see {@code Scorer}) and {@code captures} (stones captured by each
 * side); setup key {@code dead} (points whose stones are agreed dead before counting).
 */
final class GoChecks extends TypedChecks<GoState> {

    GoChecks() {
        super(GoState.TYPE);
    }

    @Override
    public Set<String> expectationKeys() {
        return Set.of("score", "captures");
    }

    @Override
    public Set<String> setupKeys() {
        return Set.of("dead");
    }

    @Override
    protected List<String> checkState(String key, Object expected, GoState go) {
        Map<String, BigDecimal> wanted = bySide(key, expected);
        Map<String, BigDecimal> actual;
        if (key.equals("score")) {
            Score score = go.score();
            actual = Map.of("black", score.black(), "white", score.white());
        } else {
            actual = Map.of("black", BigDecimal.valueOf(go.captures(go.definition().type().side(0))),
                    "white", BigDecimal.valueOf(go.captures(go.definition().type().side(1))));
        }
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, BigDecimal> entry : wanted.entrySet()) {
            BigDecimal was = actual.get(entry.getKey());
            if (was.compareTo(entry.getValue()) != 0) {
                failures.add(entry.getKey() + " expected " + entry.getValue().toPlainString() + ", was "
                        + was.stripTrailingZeros().toPlainString());
            }
        }
        return failures;
    }

    @Override
    protected GoState setupState(String key, Object value, GoState go) {
        if (!(value instanceof List<?> points)) {
            throw new IllegalArgumentException("dead must be a list of points, like [\"D4\", \"E5\"]");
        }
        Set<Integer> dead = new HashSet<>();
        for (Object point : points) {
            if (!(point instanceof String text)) {
                throw new IllegalArgumentException("dead must be a list of points, like [\"D4\", \"E5\"]");
            }
            try {
                dead.add(go.rules().board().point(text));
            } catch (NotationException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
        return go.withDead(dead);
    }

    private static Map<String, BigDecimal> bySide(String key, Object expected) {
        if (!(expected instanceof Map<?, ?> map) || map.isEmpty()) {
            throw new IllegalArgumentException(key + " must be an object like {\"black\": 41, \"white\": 40.5}");
        }
        Map<String, BigDecimal> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey().equals("black") || entry.getKey().equals("white"))
                    || !(entry.getValue() instanceof Number number)) {
                throw new IllegalArgumentException(key + " takes numbers for black and white, not " + entry);
            }
            out.put((String) entry.getKey(), new BigDecimal(number.toString()));
        }
        return out;
    }
}
