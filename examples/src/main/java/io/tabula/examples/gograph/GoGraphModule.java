package io.tabula.examples.gograph;

import io.tabula.go.GoModule;
import io.tabula.options.IntOption;
import io.tabula.topology.GraphTopology;
import java.util.List;

/**
 * Go on a graph (docs/rules/go.md, "Go on your own board"): a centre point, the hub, and rings
 * around it. Each ring is a cycle of points, one on every spoke; a point touches its two
 * neighbours on the ring and the points of its spoke on the rings inside and outside it, and
 * the hub touches the whole first ring. The Go module brings every rule to this board: the
 * rule sets, seki, area and territory scoring, dead stones, free handicap, the fast sampler.
 */
public final class GoGraphModule extends GoModule {
    static final IntOption RINGS = new IntOption("rings", "rings of points around the hub", 3, 1, 6);
    static final IntOption SPOKES = new IntOption("spokes", "points on each ring", 8, 3, 12);

    public GoGraphModule() {
        super("go-graph", "Go on a graph", List.of(RINGS, SPOKES), o -> web(o.get(RINGS), o.get(SPOKES)));
    }

    /**
     * The hub, then ring by ring from the inside its points by spoke, named by the ring's
     * letter and the spoke's number ({@code a1} is on the first ring, {@code c8} on the third);
     * drawn where they are, a ring one unit further out than the one inside it.
     */
    static GraphTopology web(int rings, int spokes) {
        GraphTopology.Builder board = GraphTopology.builder();
        int hub = board.point("hub", 0, 0);
        for (int ring = 0; ring < rings; ring++) {
            for (int spoke = 0; spoke < spokes; spoke++) {
                double angle = Math.PI / 2 - 2 * Math.PI * spoke / spokes; // spoke 1 straight up, then clockwise
                board.point((char) ('a' + ring) + Integer.toString(spoke + 1),
                        (ring + 1) * Math.cos(angle), (ring + 1) * Math.sin(angle));
            }
        }
        for (int ring = 0; ring < rings; ring++) {
            for (int spoke = 0; spoke < spokes; spoke++) {
                int point = 1 + ring * spokes + spoke;
                board.link(point, 1 + ring * spokes + (spoke + 1) % spokes);
                board.link(point, ring == 0 ? hub : point - spokes);
            }
        }
        return board.build();
    }
}
