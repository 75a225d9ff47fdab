package io.tabula.go.rules;

import io.tabula.go.GoModule;
import io.tabula.topology.GraphTopology;

/** Go on two graphs of the tests' own, for a user's module as the tests see it. */
final class TestGraphs {
    private TestGraphs() {
    }

    /**
     * The Petersen graph: ten points of three neighbours each, an outer five-cycle {@code o1-o5},
     * an inner five-point star {@code i1-i5}, each {@code oN} linked to {@code iN}; no cycle of
     * fewer than five points.
     */
    static final GoModule PETERSEN = new GoModule("go-petersen", "Go on the Petersen graph", petersen()) {
    };

    /**
     * A wheel of six spokes with a tail: the hub {@code h} touches the rim {@code r1-r6}, a
     * cycle, and {@code r1} leads on to {@code t1}, {@code t2}: points of one to six neighbours.
     */
    static final GoModule WHEEL = new GoModule("go-wheel", "Go on a wheel", wheel()) {
    };

    private static GraphTopology petersen() {
        GraphTopology.Builder b = GraphTopology.builder();
        for (int i = 0; i < 5; i++) {
            double angle = Math.PI / 2 + 2 * Math.PI * i / 5;
            b.point("o" + (i + 1), 2 * Math.cos(angle), 2 * Math.sin(angle));
        }
        for (int i = 0; i < 5; i++) {
            double angle = Math.PI / 2 + 2 * Math.PI * i / 5;
            b.point("i" + (i + 1), Math.cos(angle), Math.sin(angle));
        }
        for (int i = 0; i < 5; i++) {
            b.link(i, (i + 1) % 5);
            b.link(i, 5 + i);
            b.link(5 + i, 5 + (i + 2) % 5);
        }
        return b.build();
    }

    private static GraphTopology wheel() {
        GraphTopology.Builder b = GraphTopology.builder();
        int hub = b.point("h", 0, 0);
        for (int i = 0; i < 6; i++) {
            b.point("r" + (i + 1), Math.cos(Math.PI * i / 3), Math.sin(Math.PI * i / 3));
        }
        for (int i = 0; i < 6; i++) {
            b.link(hub, 1 + i);
            b.link(1 + i, 1 + (i + 1) % 6);
        }
        b.point("t1", 2, 0);
        b.point("t2", 3, 0);
        return b.link("r1", "t1").link("t1", "t2").build();
    }
}
