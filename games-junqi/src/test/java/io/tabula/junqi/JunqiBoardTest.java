package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiBoard.LinkKind;
import io.tabula.junqi.rules.JunqiBoard.PostKind;
import io.tabula.topology.GraphTopology;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The board against every count and link list of {@code docs/rules/junqi.md} ("The board"), written out as the spec writes them. */
class JunqiBoardTest {
    private static final GraphTopology G = JunqiBoard.GRAPH;

    private static int post(String name) {
        return JunqiBoard.post(name).orElseThrow();
    }

    private static String key(String a, String b) {
        int x = post(a);
        int y = post(b);
        return G.name(Math.min(x, y)) + "-" + G.name(Math.max(x, y));
    }

    private static Set<String> links(LinkKind kind) {
        Set<String> out = new TreeSet<>();
        for (GraphTopology.Link link : G.links()) {
            if (LinkKind.of(link.kind()) == kind) {
                out.add(G.name(link.a()) + "-" + G.name(link.b()));
            }
        }
        return out;
    }

    @Test
    void posts_are60WithTheSpecKinds() {
        assertEquals(60, G.points());
        Set<String> hq = Set.of("b1", "d1", "b12", "d12");
        Set<String> camps = Set.of("b3", "d3", "c4", "b5", "d5", "b8", "d8", "c9", "b10", "d10");
        int posts = 0;
        for (int p = 0; p < 60; p++) {
            String name = G.name(p);
            PostKind expected = hq.contains(name) ? PostKind.HEADQUARTERS
                    : camps.contains(name) ? PostKind.CAMP : PostKind.POST;
            assertEquals(expected, JunqiBoard.kind(p), name);
            posts += expected == PostKind.POST ? 1 : 0;
        }
        assertEquals(46, posts, "23 ordinary posts per half");
        for (int row = 1; row <= 12; row++) {
            for (char c = 'a'; c <= 'e'; c++) {
                assertTrue(JunqiBoard.post("" + c + row).isPresent(), "" + c + row);
            }
        }
        assertFalse(JunqiBoard.post("a13").isPresent());
        assertFalse(JunqiBoard.post("f1").isPresent());
        assertFalse(JunqiBoard.post("a0").isPresent());
        assertFalse(JunqiBoard.post("a01").isPresent());
    }

    @Test
    void links_are133_35Railway_98Road() {
        assertEquals(133, G.links().size());
        assertEquals(35, G.linkCount(LinkKind.RAILWAY.id()));
        assertEquals(98, G.linkCount(LinkKind.ROAD.id()));
    }

    @Test
    void railway_isExactlyTheLinesOfTheTable() {
        Map<String, String> table = new LinkedHashMap<>();
        table.put("R2", "a2 b2 c2 d2 e2");
        table.put("R6", "a6 b6 c6 d6 e6");
        table.put("R7", "a7 b7 c7 d7 e7");
        table.put("R11", "a11 b11 c11 d11 e11");
        table.put("Ca", "a2 a3 a4 a5 a6 a7 a8 a9 a10 a11");
        table.put("Ce", "e2 e3 e4 e5 e6 e7 e8 e9 e10 e11");
        table.put("Cc", "c6 c7");
        assertEquals(table.keySet(), G.lines().keySet());
        Set<String> expected = new TreeSet<>();
        Set<String> railwayPosts = new HashSet<>();
        for (Map.Entry<String, String> line : table.entrySet()) {
            String[] names = line.getValue().split(" ");
            assertArrayEquals(java.util.Arrays.stream(names).mapToInt(JunqiBoardTest::post).toArray(),
                    G.lines().get(line.getKey()), line.getKey());
            for (int i = 1; i < names.length; i++) {
                expected.add(key(names[i - 1], names[i]));
            }
            railwayPosts.addAll(List.of(names));
        }
        assertEquals(35, expected.size());
        assertEquals(expected, links(LinkKind.RAILWAY));
        assertEquals(32, railwayPosts.size(), "32 railway posts");
        for (int p = 0; p < 60; p++) {
            assertEquals(railwayPosts.contains(G.name(p)), JunqiBoard.isRailwayPost(p), G.name(p));
        }
    }

    @Test
    void roads_areExactlyTheSpecLists() {
        Set<String> horizontal = new TreeSet<>();
        for (int row : new int[] {1, 3, 4, 5, 8, 9, 10, 12}) {
            horizontal.add(key("a" + row, "b" + row));
            horizontal.add(key("b" + row, "c" + row));
            horizontal.add(key("c" + row, "d" + row));
            horizontal.add(key("d" + row, "e" + row));
        }
        assertEquals(32, horizontal.size());
        Set<String> vertical = new TreeSet<>(List.of(key("a1", "a2"), key("a11", "a12"), key("e1", "e2"),
                key("e11", "e12")));
        for (char x : new char[] {'b', 'c', 'd'}) {
            for (String pair : "1-2 2-3 3-4 4-5 5-6 7-8 8-9 9-10 10-11 11-12".split(" ")) {
                String[] rows = pair.split("-");
                vertical.add(key(x + rows[0], x + rows[1]));
            }
        }
        assertEquals(34, vertical.size());
        String diagonalText = "b3-a2 b3-c2 b3-a4 b3-c4 d3-c2 d3-e2 d3-c4 d3-e4 b5-a4 b5-c4 b5-a6 b5-c6 d5-c4 d5-e4 "
                + "d5-c6 d5-e6 b8-a7 b8-c7 b8-a9 b8-c9 d8-c7 d8-e7 d8-c9 d8-e9 b10-a9 b10-c9 b10-a11 b10-c11 d10-c9 "
                + "d10-e9 d10-c11 d10-e11";
        Set<String> diagonal = new TreeSet<>();
        for (String pair : diagonalText.split(" ")) {
            String[] ends = pair.split("-");
            diagonal.add(key(ends[0], ends[1]));
        }
        assertEquals(32, diagonal.size());
        Set<String> expected = new TreeSet<>(horizontal);
        expected.addAll(vertical);
        expected.addAll(diagonal);
        assertEquals(98, expected.size());
        assertEquals(expected, links(LinkKind.ROAD));
    }

    @Test
    void mountainsAndFrontLine_onlyThreeRailwayLinksCrossBetweenRows6And7() {
        assertTrue(G.linkKind(post("b6"), post("b7")).isEmpty(), "mountain b6-b7");
        assertTrue(G.linkKind(post("d6"), post("d7")).isEmpty(), "mountain d6-d7");
        Set<String> crossing = new TreeSet<>();
        for (GraphTopology.Link link : G.links()) {
            if (JunqiBoard.row(link.a()) <= 6 && JunqiBoard.row(link.b()) >= 7) {
                assertEquals(LinkKind.RAILWAY, LinkKind.of(link.kind()));
                crossing.add(G.name(link.a()) + "-" + G.name(link.b()));
            }
        }
        assertEquals(Set.of("a6-a7", "c6-c7", "e6-e7"), crossing);
    }

    @Test
    void camps_haveEightLinks_headquartersNoDiagonals() {
        for (int p = 0; p < 60; p++) {
            if (JunqiBoard.kind(p) == PostKind.CAMP) {
                assertEquals(8, G.neighbours(p).length, G.name(p));
            }
            if (JunqiBoard.kind(p) == PostKind.HEADQUARTERS) {
                for (int q : G.neighbours(p)) {
                    assertTrue(JunqiBoard.row(q) == JunqiBoard.row(p) || JunqiBoard.column(q) == JunqiBoard.column(p),
                            G.name(p) + "-" + G.name(q) + " is diagonal");
                }
                assertEquals(3, G.neighbours(p).length, G.name(p));
            }
        }
    }

    @Test
    void halves_areSymmetric() {
        // Turning the board round (column x row r -> column 4-x row 13-r) maps links to links.
        Set<String> all = new HashSet<>();
        for (GraphTopology.Link link : G.links()) {
            all.add(link.a() + "-" + link.b() + ":" + link.kind());
        }
        for (GraphTopology.Link link : G.links()) {
            int a = JunqiBoard.post(4 - JunqiBoard.column(link.a()), 13 - JunqiBoard.row(link.a()));
            int b = JunqiBoard.post(4 - JunqiBoard.column(link.b()), 13 - JunqiBoard.row(link.b()));
            assertTrue(all.contains(Math.min(a, b) + "-" + Math.max(a, b) + ":" + link.kind()), link.toString());
        }
    }
}
