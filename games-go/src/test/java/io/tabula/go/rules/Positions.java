package io.tabula.go.rules;

import io.tabula.core.GameDefinition;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** 9x9 positions from diagrams (top row first, X black, O white), and points by their GTP names. */
final class Positions {
    private static final GoModule MODULE = new GoModule();

    private Positions() {
    }

    static GoState of(String variant, String... rows) {
        GameDefinition definition = MODULE.define(variant, Map.of("size", "9"));
        return GoState.TYPE.state(MODULE.diagrams().fromDiagram(definition, List.of(rows), definition.type().side(0)));
    }

    static Set<Integer> points(String... names) {
        Set<Integer> points = new TreeSet<>();
        for (String name : names) {
            points.add(GtpNotation.point(9, name));
        }
        return points;
    }
}
