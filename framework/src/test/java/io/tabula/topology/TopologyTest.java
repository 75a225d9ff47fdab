package io.tabula.topology;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@link Topology} invariants on every implementation, then what sets each apart. */
class TopologyTest {

    static Stream<Topology> topologies() {
        return Stream.of(new Grid(4, 3), Grid.square(9), new Torus(4, 3), Torus.square(9), Torus.square(2),
                new HexBoard(5), new HexBoard(2), new HexBoard(1), triangleWithTail(), Grid.square(28));
    }

    /** Points a, b, c in a triangle, and d hanging off c. */
    private static GraphTopology triangleWithTail() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("a", 0, 0);
        b.point("b", 1, 0);
        b.point("c", 0.5, 1);
        b.point("d", 0.5, 2);
        return b.link("a", "b").link("b", "c").link("c", "a").link("c", "d").build();
    }

    @ParameterizedTest
    @MethodSource("topologies")
    void neighbours_areSymmetricDistinctAndNeverThePointItself(Topology t) {
        for (int p = 0; p < t.points(); p++) {
            int[] around = t.neighbours(p);
            assertEquals(around.length, Arrays.stream(around).distinct().count(), "distinct around " + p);
            assertTrue(around.length <= t.maxDegree());
            final int point = p;
            for (int q : around) {
                assertNotEquals(p, q);
                assertTrue(Arrays.stream(t.neighbours(q)).anyMatch(r -> r == point), q + " does not see " + p);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("topologies")
    void neighbourTable_holdsEachPointsNeighboursThenOff(Topology t) {
        int[] table = t.neighbourTable();
        int degree = t.maxDegree();
        assertEquals(t.points() * degree, table.length);
        for (int p = 0; p < t.points(); p++) {
            int[] around = t.neighbours(p);
            for (int i = 0; i < degree; i++) {
                assertEquals(i < around.length ? around[i] : Topology.OFF, table[p * degree + i]);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("topologies")
    void names_roundTripAndAreUnique(Topology t) {
        Set<String> seen = new HashSet<>();
        for (int p = 0; p < t.points(); p++) {
            assertEquals(p, t.point(t.name(p)), t.name(p));
            assertTrue(seen.add(t.name(p)));
        }
        assertEquals(Topology.OFF, t.point("zz99"));
        assertEquals(Topology.OFF, t.point(""));
    }

    @ParameterizedTest
    @MethodSource("topologies")
    void step_thenOpposite_comesBack(Topology t) {
        for (int d = 0; d < t.directions(); d++) {
            assertEquals(d, t.opposite(t.opposite(d)));
            for (int p = 0; p < t.points(); p++) {
                int q = t.step(p, d);
                if (q != Topology.OFF) {
                    assertEquals(p, t.step(q, t.opposite(d)));
                }
            }
        }
    }

    @Test
    void gridNames_useLettersThenRowNumbers() {
        Grid grid = new Grid(4, 3);
        assertEquals("a1", grid.name(0));
        assertEquals("d3", grid.name(11));
        assertEquals(Topology.OFF, grid.point("e1"));
        assertEquals(Topology.OFF, grid.point("a4"));
        assertEquals(Topology.OFF, grid.point("a0"));
        assertEquals(Topology.OFF, grid.point("a01"));
        assertEquals("aa1", Grid.square(28).name(26));
        assertEquals("ab28", Grid.square(28).name(27 * 28 + 27));
    }

    @Test
    void grid_hasFourNeighboursInsideTwoInCornersAndNoWrap() {
        Grid grid = Grid.square(9);
        assertEquals(4, grid.maxDegree());
        assertEquals(4, grid.neighbours(grid.point(4, 4)).length);
        assertEquals(3, grid.neighbours(grid.point(0, 4)).length);
        assertEquals(2, grid.neighbours(0).length);
        assertEquals(Topology.OFF, grid.step(0, Direction.WEST.ordinal()));
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6, 7, 8}, grid.ray(0, Direction.EAST.ordinal()));
    }

    @Test
    void torus_wrapsEveryEdgeSoEveryPointHasFourNeighbours() {
        Torus torus = new Torus(4, 3);
        for (int p = 0; p < torus.points(); p++) {
            assertEquals(4, torus.neighbours(p).length);
        }
        int corner = 0; // a1
        assertEquals(torus.point("d1"), torus.step(corner, Direction.WEST.ordinal()));
        assertEquals(torus.point("a3"), torus.step(corner, Direction.SOUTH.ordinal()));
        assertEquals(torus.point("d3"), torus.step(corner, Direction.SOUTH_WEST.ordinal()));
        assertEquals(Set.of(1, 3, 4, 8), Arrays.stream(torus.neighbours(corner)).boxed()
                .collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void torusLines_areCyclesThatARayWalksOnce() {
        Torus torus = Torus.square(5);
        assertArrayEquals(new int[] {3, 4, 0, 1}, torus.ray(2, Direction.EAST.ordinal()));
        assertEquals(4, torus.ray(12, Direction.NORTH_EAST.ordinal()).length);
    }

    @Test
    void narrowTorus_listsAWrappedNeighbourOnce() {
        Torus torus = Torus.square(2);
        assertArrayEquals(new int[] {1, 2}, torus.neighbours(0));
        assertEquals(0, new Torus(1, 1).neighbours(0).length);
    }

    @Test
    void hexBoard_hasSixNeighboursInsideFourOnEdgesAndTwoOrThreeInCorners() {
        HexBoard hex = new HexBoard(5);
        assertEquals(6, hex.maxDegree());
        assertEquals(6, hex.neighbours(hex.point("c3")).length);
        assertEquals(4, hex.neighbours(hex.point("c1")).length);
        assertEquals(4, hex.neighbours(hex.point("a3")).length);
        assertEquals(2, hex.neighbours(hex.point("a1")).length); // acute corners
        assertEquals(2, hex.neighbours(hex.point("e5")).length);
        assertEquals(3, hex.neighbours(hex.point("e1")).length); // obtuse corners
        assertEquals(3, hex.neighbours(hex.point("a5")).length);
        int c3 = hex.point("c3");
        Set<Integer> around = new HashSet<>();
        for (String name : new String[] {"d3", "b3", "c4", "b4", "c2", "d2"}) {
            around.add(hex.point(name));
        }
        assertEquals(around, Arrays.stream(hex.neighbours(c3)).boxed().collect(java.util.stream.Collectors.toSet()));
        assertEquals(3, hex.directions() / 2);
    }

    @Test
    void hexBoard_drawsNeighboursOneUnitApart() {
        HexBoard hex = new HexBoard(6);
        for (int p = 0; p < hex.points(); p++) {
            for (int q : hex.neighbours(p)) {
                double dx = hex.drawX(p) - hex.drawX(q);
                double dy = hex.drawY(p) - hex.drawY(q);
                assertEquals(1.0, Math.hypot(dx, dy), 1e-9);
            }
        }
    }

    @Test
    void graph_hasTheLinksGivenAndNoDirections() {
        GraphTopology graph = triangleWithTail();
        assertEquals(4, graph.points());
        assertEquals(3, graph.maxDegree());
        assertArrayEquals(new int[] {1, 2}, graph.neighbours(graph.point("a")));
        assertArrayEquals(new int[] {2}, graph.neighbours(graph.point("d")));
        assertEquals(0, graph.directions());
        assertThrows(IllegalArgumentException.class, () -> graph.step(0, 0));
        assertEquals(0.5, graph.drawX(3));
        assertEquals(2.0, graph.drawY(3));
    }

    @Test
    void graphBuilder_refusesDuplicatesAndSelfLinks() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("a", 0, 0);
        b.point("b", 1, 0);
        b.link("a", "b");
        assertThrows(IllegalArgumentException.class, () -> b.link("b", "a"));
        assertThrows(IllegalArgumentException.class, () -> b.link("a", "a"));
        assertThrows(IllegalArgumentException.class, () -> b.point("a", 2, 2));
        assertThrows(IllegalArgumentException.class, () -> b.link("a", "c"));
    }
}
