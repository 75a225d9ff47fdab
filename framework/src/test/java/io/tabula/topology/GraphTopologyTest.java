package io.tabula.topology;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A graph board's kinds of point and link and its named lines (the {@link Topology} invariants are TopologyTest's). */
class GraphTopologyTest {
    /**
     * <pre>
     *  a ==== b ==== c      (railway a-b-c)
     *  |      |
     *  d ---- e             (roads a-d, b-e, d-e; d is a camp)
     * </pre>
     */
    private static GraphTopology sample() {
        GraphTopology.Builder b = GraphTopology.builder();
        int a = b.point("a", "post", 0, 1);
        int bb = b.point("b", "post", 1, 1);
        int c = b.point("c", "post", 2, 1);
        b.point("d", "camp", 0, 0);
        b.point("e", 1, 0);
        b.link(a, bb, "railway").link("c", "b", "railway");
        b.link("a", "d", "road").link("e", "b", "road").link("d", "e", "road");
        b.line("top", a, bb, c);
        return b.build();
    }

    @Test
    void points_areNumberedInOrder_withTheirKinds() {
        GraphTopology g = sample();
        assertEquals(5, g.points());
        assertEquals("c", g.name(2));
        assertEquals("camp", g.kind(3));
        assertEquals("", g.kind(4), "a point of no kind");
        assertEquals(4, g.point("e"));
        assertEquals(Topology.OFF, g.point("z"));
    }

    @Test
    void neighbours_byKind_followOnlyThatKind_inTheOrderOfTheLinks() {
        GraphTopology g = sample();
        assertArrayEquals(new int[] {0, 2}, g.neighbours(1, "railway"));
        assertArrayEquals(new int[] {4}, g.neighbours(1, "road"));
        assertArrayEquals(new int[] {0, 2, 4}, g.neighbours(1));
        assertArrayEquals(new int[] {}, g.neighbours(3, "railway"));
        assertArrayEquals(new int[] {0, 4}, g.neighbours(3, "road"));
        assertArrayEquals(new int[] {}, g.neighbours(3, "canal"), "a kind no link has");
    }

    @Test
    void linkKind_eitherOrder_givesTheKindOrEmpty() {
        GraphTopology g = sample();
        assertEquals(Optional.of("railway"), g.linkKind(2, 1));
        assertEquals(Optional.of("railway"), g.linkKind(1, 2));
        assertEquals(Optional.of("road"), g.linkKind(3, 0));
        assertEquals(Optional.empty(), g.linkKind(0, 4));
        assertEquals(Optional.empty(), g.linkKind(2, 2));
    }

    @Test
    void links_areStoredLowFirstAndCountedByKind() {
        GraphTopology g = sample();
        assertEquals(5, g.links().size());
        assertTrue(g.links().contains(new GraphTopology.Link(1, 2, "railway")), "c-b stored as b-c: " + g.links());
        assertEquals(2, g.linkCount("railway"));
        assertEquals(3, g.linkCount("road"));
        assertThrows(UnsupportedOperationException.class, () -> g.links().clear());
    }

    @Test
    void lines_keepTheirPointsInOrder_andAreCopies() {
        GraphTopology g = sample();
        assertEquals(List.of("top"), List.copyOf(g.lines().keySet()));
        assertArrayEquals(new int[] {0, 1, 2}, g.lines().get("top"));
        g.lines().get("top")[0] = 4;
        assertArrayEquals(new int[] {0, 1, 2}, g.lines().get("top"), "a caller cannot change the board's lines");
    }

    @Test
    void link_duplicateInEitherOrderOrOtherKind_isRejected() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("a", 0, 0);
        b.point("b", 1, 0);
        b.link("a", "b", "road");
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class, () -> b.link("a", "b", "road"));
        assertTrue(same.getMessage().contains("duplicate link: a-b"), same.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.link("b", "a", "railway"));
    }

    @Test
    void link_unknownPointByNameOrNumber_isRejected() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("a", 0, 0);
        IllegalArgumentException byName = assertThrows(IllegalArgumentException.class, () -> b.link("a", "zz", "road"));
        assertTrue(byName.getMessage().contains("zz"), byName.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.link(0, 1, "road"));
        assertThrows(IllegalArgumentException.class, () -> b.link(-1, 0, "road"));
    }

    @Test
    void build_lineOverUnlinkedPoints_isRejectedNamingThem() {
        GraphTopology.Builder b = GraphTopology.builder();
        int a = b.point("a", 0, 0);
        int c = b.point("c", 1, 0);
        int d = b.point("d", 2, 0);
        b.link(a, c, "railway");
        b.line("broken", a, c, d);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertTrue(e.getMessage().contains("broken") && e.getMessage().contains("c and d"), e.getMessage());
    }

    @Test
    void line_duplicateNameOrUnknownPoint_isRejected_andMayBeLinkedLater() {
        GraphTopology.Builder b = GraphTopology.builder();
        int a = b.point("a", 0, 0);
        int c = b.point("c", 1, 0);
        b.line("l", a, c);
        assertThrows(IllegalArgumentException.class, () -> b.line("l", c, a));
        assertThrows(IllegalArgumentException.class, () -> b.line("m", a, 7));
        b.link(c, a, "railway");
        assertArrayEquals(new int[] {0, 1}, b.build().lines().get("l"));
    }
}
