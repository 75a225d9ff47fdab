package io.tabula.topology;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GraphTest {
    enum Kind { POST, CAMP }

    enum Link { ROAD, RAILWAY }

    /**
     * <pre>
     *  a ==== b ==== c      (railway a-b-c)
     *  |      |
     *  d ---- e             (roads a-d, b-e, d-e)
     * </pre>
     */
    private static Graph<Kind, Link> sample() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        int a = b.node("a", Kind.POST);
        int bb = b.node("b", Kind.POST);
        int c = b.node("c", Kind.POST);
        b.node("d", Kind.CAMP);
        b.node("e", Kind.POST);
        b.link(a, bb, Link.RAILWAY).link("c", "b", Link.RAILWAY);
        b.link("a", "d", Link.ROAD).link("e", "b", Link.ROAD).link("d", "e", Link.ROAD);
        b.line("top", a, bb, c);
        return b.build();
    }

    @Test
    void nodes_areNumberedInOrderAndFoundByName() {
        Graph<Kind, Link> g = sample();
        assertEquals(5, g.nodeCount());
        assertEquals("c", g.name(2));
        assertEquals(Kind.CAMP, g.kind(3));
        assertEquals(Optional.of(4), g.node("e"));
        assertEquals(Optional.empty(), g.node("z"));
    }

    @Test
    void neighbours_byKind_followOnlyThatKindAscending() {
        Graph<Kind, Link> g = sample();
        assertArrayEquals(new int[] {0, 2}, g.neighbours(1, Link.RAILWAY));
        assertArrayEquals(new int[] {4}, g.neighbours(1, Link.ROAD));
        assertArrayEquals(new int[] {0, 2, 4}, g.neighbours(1));
        assertArrayEquals(new int[] {}, g.neighbours(3, Link.RAILWAY));
        assertArrayEquals(new int[] {0, 4}, g.neighbours(3, Link.ROAD));
    }

    @Test
    void linkKind_eitherOrder_givesTheKindOrEmpty() {
        Graph<Kind, Link> g = sample();
        assertEquals(Optional.of(Link.RAILWAY), g.linkKind(2, 1));
        assertEquals(Optional.of(Link.RAILWAY), g.linkKind(1, 2));
        assertEquals(Optional.of(Link.ROAD), g.linkKind(3, 0));
        assertEquals(Optional.empty(), g.linkKind(0, 4));
        assertEquals(Optional.empty(), g.linkKind(2, 2));
    }

    @Test
    void links_areStoredLowFirstAndCountedByKind() {
        Graph<Kind, Link> g = sample();
        assertEquals(5, g.links().size());
        assertTrue(g.links().contains(new Graph.Link<>(1, 2, Link.RAILWAY)), "c-b stored as b-c: " + g.links());
        assertEquals(2, g.linkCount(Link.RAILWAY));
        assertEquals(3, g.linkCount(Link.ROAD));
    }

    @Test
    void lines_keepTheirNodesInOrder() {
        Graph<Kind, Link> g = sample();
        assertEquals(List.of("top"), List.copyOf(g.lines().keySet()));
        assertArrayEquals(new int[] {0, 1, 2}, g.lines().get("top"));
    }

    @Test
    void node_duplicateName_isRejectedNamingIt() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        b.node("a1", Kind.POST);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.node("a1", Kind.CAMP));
        assertTrue(e.getMessage().contains("a1"), e.getMessage());
    }

    @Test
    void link_duplicateInEitherOrderOrOtherKind_isRejected() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        b.node("a", Kind.POST);
        b.node("b", Kind.POST);
        b.link("a", "b", Link.ROAD);
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class, () -> b.link("a", "b", Link.ROAD));
        assertTrue(same.getMessage().contains("duplicate link: a-b"), same.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.link("b", "a", Link.RAILWAY));
    }

    @Test
    void link_toItself_isRejected() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        b.node("a", Kind.POST);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.link("a", "a", Link.ROAD));
        assertTrue(e.getMessage().contains("itself"), e.getMessage());
    }

    @Test
    void link_unknownNodeByNameOrNumber_isRejected() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        b.node("a", Kind.POST);
        IllegalArgumentException byName = assertThrows(IllegalArgumentException.class,
                () -> b.link("a", "zz", Link.ROAD));
        assertTrue(byName.getMessage().contains("zz"), byName.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.link(0, 1, Link.ROAD));
        assertThrows(IllegalArgumentException.class, () -> b.link(-1, 0, Link.ROAD));
    }

    @Test
    void build_lineOverUnlinkedNodes_isRejectedNamingThem() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        int a = b.node("a", Kind.POST);
        int c = b.node("c", Kind.POST);
        int d = b.node("d", Kind.POST);
        b.link(a, c, Link.RAILWAY);
        b.line("broken", a, c, d);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertTrue(e.getMessage().contains("broken") && e.getMessage().contains("c and d"), e.getMessage());
    }

    @Test
    void line_duplicateNameOrUnknownNode_isRejected() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        int a = b.node("a", Kind.POST);
        int c = b.node("c", Kind.POST);
        b.link(a, c, Link.RAILWAY);
        b.line("l", a, c);
        assertThrows(IllegalArgumentException.class, () -> b.line("l", c, a));
        assertThrows(IllegalArgumentException.class, () -> b.line("m", a, 7));
    }

    @Test
    void build_lineLinkedLater_isAccepted() {
        Graph.Builder<Kind, Link> b = Graph.builder(Link.class);
        int a = b.node("a", Kind.POST);
        int c = b.node("c", Kind.POST);
        b.line("l", a, c);
        b.link(c, a, Link.RAILWAY);
        assertArrayEquals(new int[] {0, 1}, b.build().lines().get("l"));
    }
}
