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

    /**
     * Black's two eyes of two points each (A9-B9 and D9-E9) in the corner, walled in by white:
     * black is unconditionally alive, white's wall is not.
     */
    static final String[] TWO_EYES_IN_THE_CORNER = {
            "..X..XO..",
            "XXXXXXO..",
            "OOOOOOO..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "........."};

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
