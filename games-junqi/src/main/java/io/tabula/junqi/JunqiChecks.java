package io.tabula.junqi;

import io.tabula.core.TypedChecks;
import io.tabula.core.Side;
import io.tabula.junqi.notation.JunqiStateCodec;
import io.tabula.junqi.rules.DeploymentViolation;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Junqi's conformance keys ({@code docs/rules/junqi.md} ("Diagrams and snapshots")):
 * <ul>
 *   <li>{@code revealedFlags}: the set of sides whose flag is public (no 40 on the board),
 *       e.g. {@code ["blue"]} or {@code []};</li>
 *   <li>{@code deployment}: for each named side, the set of section 3 violation keywords of
 *       its pieces in the setup board (before the case's moves), e.g.
 *       {@code {"red": [], "blue": ["bomb-in-front-row"]}}.</li>
 * </ul>
 */
final class JunqiChecks extends TypedChecks<JunqiState> {

    JunqiChecks() {
        super(JunqiState.TYPE);
    }

    @Override
    public Set<String> expectationKeys() {
        return Set.of("revealedFlags", "deployment");
    }

    @Override
    protected List<String> checkState(String key, Object expected, JunqiState junqi) {
        return switch (key) {
            case "revealedFlags" -> revealedFlags(expected, junqi);
            case "deployment" -> deployment(expected, junqi);
            default -> throw new IllegalArgumentException("no junqi key '" + key + "'");
        };
    }

    private static List<String> revealedFlags(Object expected, JunqiState state) {
        Set<String> want = new LinkedHashSet<>();
        if (!(expected instanceof List<?> sides)) {
            throw new IllegalArgumentException("revealedFlags must be a list of sides, like [\"blue\"] or []");
        }
        for (Object item : sides) {
            if (!(item instanceof String id) || JunqiRules.SIDES.stream().noneMatch(s -> s.id().equals(id))) {
                throw new IllegalArgumentException("revealedFlags must list sides red and blue, not " + item);
            }
            if (!want.add(id)) {
                throw new IllegalArgumentException("revealedFlags names " + id + " twice");
            }
        }
        Set<String> actual = new LinkedHashSet<>();
        for (Side side : JunqiRules.SIDES) {
            if (state.flagRevealed(side)) {
                actual.add(side.id());
            }
        }
        return want.equals(actual) ? List.of() : List.of("expected " + want + ", was " + actual);
    }

    private static List<String> deployment(Object expected, JunqiState state) {
        if (!(expected instanceof Map<?, ?> bySide) || bySide.isEmpty()) {
            throw new IllegalArgumentException("deployment must map sides to lists of violation keywords, like "
                    + "{\"red\": [], \"blue\": [\"bomb-in-front-row\"]}");
        }
        List<String> failures = new ArrayList<>();
        for (Map.Entry<?, ?> entry : bySide.entrySet()) {
            Side side = JunqiRules.SIDES.stream().filter(s -> s.id().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("deployment: unknown side '" + entry.getKey()
                            + "'; sides: red, blue"));
            if (!(entry.getValue() instanceof List<?> keywords)) {
                throw new IllegalArgumentException("deployment." + side.id() + " must be a list of keywords");
            }
            EnumSet<DeploymentViolation> want = EnumSet.noneOf(DeploymentViolation.class);
            for (Object keyword : keywords) {
                DeploymentViolation v = keyword instanceof String k ? DeploymentViolation.ofKeyword(k).orElse(null) : null;
                if (v == null) {
                    throw new IllegalArgumentException("deployment." + side.id() + ": unknown keyword " + keyword
                            + "; keywords: count, outside-half, camp, flag-not-in-hq, mine-not-in-back-rows, "
                            + "bomb-in-front-row");
                }
                if (!want.add(v)) {
                    throw new IllegalArgumentException("deployment." + side.id() + " names " + keyword + " twice");
                }
            }
            Set<DeploymentViolation> actual = state.deploymentViolations(side).orElse(null);
            if (actual == null) {
                failures.add(side.id() + ": this view does not show that side's deployment");
            } else if (!want.equals(actual)) {
                failures.add(side.id() + ": expected " + JunqiStateCodec.keywords(want) + ", was "
                        + JunqiStateCodec.keywords(actual));
            }
        }
        return failures;
    }
}
