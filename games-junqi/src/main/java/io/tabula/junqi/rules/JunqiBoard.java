package io.tabula.junqi.rules;

import io.tabula.topology.GraphTopology;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The two-player Junqi board of {@code docs/rules/junqi.md} ("The board") as data on the framework's
 * graph topology ({@link GraphTopology}): 60 posts (kinds {@link PostKind}), 133 undirected links
 * (35 railway, 98 road) and the railway lines R2, R6, R7, R11, Ca, Ce, Cc that carry straight
 * runs; each post drawn at its column and row, the halves {@link #FRONT_GAP} apart. Post
 * {@code (column, row)} is node {@code (row - 1) * 5 + column}, column 0 = {@code a}, so
 * {@code a1} is 0 and {@code e12} is 59; 60 posts fit one {@code long}, and the move
 * generator works on such bit masks, precomputed here from the graph.
 */
public final class JunqiBoard {
    /** What a post is: an ordinary post, a camp (行营) or a headquarters (大本营). */
    public enum PostKind {
        POST, CAMP, HEADQUARTERS;

        /** The kind's word on the graph topology: {@code post}, {@code camp}, {@code headquarters}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The kind whose {@link #id} is {@code id}. */
        public static PostKind of(String id) {
            return valueOf(id.toUpperCase(java.util.Locale.ROOT));
        }
    }

    /** What a link is: a road (one step) or a railway (runs). */
    public enum LinkKind {
        ROAD, RAILWAY;

        /** The kind's word on the graph topology: {@code road}, {@code railway}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The kind whose {@link #id} is {@code id}. */
        public static LinkKind of(String id) {
            return valueOf(id.toUpperCase(java.util.Locale.ROOT));
        }
    }

    public static final int COLUMNS = 5;
    public static final int ROWS = 12;
    public static final int POSTS = COLUMNS * ROWS;

    /** The extra space between rows 6 and 7 in the drawing, where the halves meet. */
    public static final double FRONT_GAP = 1.0;

    /** The board graph: posts in post order, links, and the railway lines by name. */
    public static final GraphTopology GRAPH = build();

    /** Per post: its kind. */
    private static final PostKind[] KINDS = new PostKind[POSTS];

    /** Per post: every post linked to it (road or railway). */
    static final long[] ADJACENT = new long[POSTS];
    /** Per post: the posts linked to it by railway. */
    static final long[] RAIL_ADJACENT = new long[POSTS];
    /** Per post: the straight runs that start next to it, each in the order a run passes them. */
    static final int[][][] RAYS = new int[POSTS][][];
    /** Per post: its runs towards higher post numbers, as masks (every line is ordered by post number). */
    static final long[][] UP_RAYS = new long[POSTS][];
    /** Per post: its runs towards lower post numbers, as masks. */
    static final long[][] DOWN_RAYS = new long[POSTS][];
    /**
     * The same runs flat, for the move generator's hot loop: a post lies on at most two
     * lines, so it has at most two runs each way; the first and second towards higher post
     * numbers and towards lower ones, 0 where there is none.
     */
    static final long[] UP1 = new long[POSTS];
    static final long[] UP2 = new long[POSTS];
    static final long[] DOWN1 = new long[POSTS];
    static final long[] DOWN2 = new long[POSTS];
    /**
     * The same per post in one table of 8 longs a post, for the move generator's hot loop:
     * {@code STRAIGHT[post << 3 | k]} is, for k = 0 to 4, the post's links ({@link #ADJACENT}),
     * {@link #UP1}, {@link #UP2}, {@link #DOWN1}, {@link #DOWN2}. 64 posts' room, so that an
     * index made from {@code post & 63} needs no bounds check.
     */
    static final long[] STRAIGHT = new long[64 * 8];
    /**
     * Per post q: the posts whose piece's destinations may change when q changes occupancy:
     * q itself, the posts linked to it and the posts on a railway line with it (what is
     * linked and what lies on a common line is symmetric). An engineer's railway paths are
     * not in it: they may change with any railway post.
     */
    static final long[] INFLUENCE = new long[POSTS];

    /** Posts {@code p} with a railway link to {@code p + 1} (along a row). */
    static final long RAIL_EAST;
    /** Posts {@code p} with a railway link to {@code p + 5} (up a column). */
    static final long RAIL_NORTH;
    static final long CAMPS;
    static final long HEADQUARTERS;
    static final long RAILWAY_POSTS;
    /** Per side (0 red, 1 blue): its 30 posts, rows 1-6 or 7-12. */
    static final long[] HALF = new long[2];
    /** Per side: its two headquarters. */
    static final long[] OWN_HEADQUARTERS = new long[2];
    /** Per side: its last two rows (1-2, 11-12), where its landmines go. */
    static final long[] BACK_ROWS = new long[2];
    /** Per side: its row next to the front line (6, 7), where no bomb starts. */
    static final long[] FRONT_ROW = new long[2];
    /** Per side: the 25 non-camp posts of its half, where it deploys. */
    static final long[] DEPLOYMENT_POSTS = new long[2];

    static {
        for (int p = 0; p < POSTS; p++) {
            KINDS[p] = PostKind.of(GRAPH.kind(p));
        }
        for (GraphTopology.Link link : GRAPH.links()) {
            ADJACENT[link.a()] |= 1L << link.b();
            ADJACENT[link.b()] |= 1L << link.a();
            if (LinkKind.of(link.kind()) == LinkKind.RAILWAY) {
                RAIL_ADJACENT[link.a()] |= 1L << link.b();
                RAIL_ADJACENT[link.b()] |= 1L << link.a();
            }
        }
        long east = 0;
        long north = 0;
        for (GraphTopology.Link link : GRAPH.links()) {
            if (LinkKind.of(link.kind()) == LinkKind.RAILWAY) {
                if (link.b() - link.a() == 1) {
                    east |= 1L << link.a();
                } else if (link.b() - link.a() == COLUMNS) {
                    north |= 1L << link.a();
                } else {
                    throw new IllegalStateException("railway link neither along a row nor up a column");
                }
            }
        }
        RAIL_EAST = east;
        RAIL_NORTH = north;
        long camps = 0;
        long hqs = 0;
        long rail = 0;
        for (int p = 0; p < POSTS; p++) {
            camps |= KINDS[p] == PostKind.CAMP ? 1L << p : 0;
            hqs |= KINDS[p] == PostKind.HEADQUARTERS ? 1L << p : 0;
            rail |= RAIL_ADJACENT[p] != 0 ? 1L << p : 0;
        }
        CAMPS = camps;
        HEADQUARTERS = hqs;
        RAILWAY_POSTS = rail;
        List<List<int[]>> rays = new ArrayList<>();
        for (int p = 0; p < POSTS; p++) {
            rays.add(new ArrayList<>());
        }
        for (int[] line : GRAPH.lines().values()) {
            for (int i = 0; i < line.length; i++) {
                if (i + 1 < line.length) {
                    rays.get(line[i]).add(java.util.Arrays.copyOfRange(line, i + 1, line.length));
                }
                if (i > 0) {
                    int[] back = new int[i];
                    for (int k = 0; k < i; k++) {
                        back[k] = line[i - 1 - k];
                    }
                    rays.get(line[i]).add(back);
                }
            }
        }
        for (int p = 0; p < POSTS; p++) {
            RAYS[p] = rays.get(p).toArray(new int[0][]);
            List<Long> up = new ArrayList<>();
            List<Long> down = new ArrayList<>();
            for (int[] ray : RAYS[p]) {
                long mask = 0;
                for (int i = 0; i < ray.length; i++) {
                    mask |= 1L << ray[i];
                    if (i > 0 && (ray[i] > ray[i - 1]) != (ray[0] > p)) {
                        throw new IllegalStateException("railway line not ordered by post number at " + name(p));
                    }
                }
                (ray[0] > p ? up : down).add(mask);
            }
            UP_RAYS[p] = up.stream().mapToLong(Long::longValue).toArray();
            DOWN_RAYS[p] = down.stream().mapToLong(Long::longValue).toArray();
            if (up.size() > 2 || down.size() > 2) {
                throw new IllegalStateException(name(p) + " lies on more than two railway lines");
            }
            UP1[p] = up.size() > 0 ? up.get(0) : 0;
            UP2[p] = up.size() > 1 ? up.get(1) : 0;
            DOWN1[p] = down.size() > 0 ? down.get(0) : 0;
            DOWN2[p] = down.size() > 1 ? down.get(1) : 0;
            STRAIGHT[p << 3] = ADJACENT[p];
            STRAIGHT[p << 3 | 1] = UP1[p];
            STRAIGHT[p << 3 | 2] = UP2[p];
            STRAIGHT[p << 3 | 3] = DOWN1[p];
            STRAIGHT[p << 3 | 4] = DOWN2[p];
            INFLUENCE[p] = 1L << p | ADJACENT[p] | UP1[p] | UP2[p] | DOWN1[p] | DOWN2[p];
            if ((DOWN1[p] | DOWN2[p]) % 2 != 0) {
                throw new IllegalStateException("post 0 is on the railway: the move generator's down runs assume not");
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int row = 1; row <= ROWS; row++) {
                for (int c = 0; c < COLUMNS; c++) {
                    long bit = 1L << post(c, row);
                    boolean own = side == 0 ? row <= 6 : row >= 7;
                    if (own) {
                        HALF[side] |= bit;
                    }
                    if (side == 0 ? row <= 2 : row >= 11) {
                        BACK_ROWS[side] |= bit;
                    }
                    if (row == (side == 0 ? 6 : 7)) {
                        FRONT_ROW[side] |= bit;
                    }
                }
            }
            OWN_HEADQUARTERS[side] = HALF[side] & HEADQUARTERS;
            DEPLOYMENT_POSTS[side] = HALF[side] & ~CAMPS;
        }
    }

    private JunqiBoard() {
    }

    /** The post in {@code column} (0 = a) and {@code row} (1 to 12). */
    /** The 25 posts of {@code side}'s half outside the camps, ascending: where its deployment puts its pieces. */
    public static int[] deploymentPosts(io.tabula.core.Side side) {
        int[] posts = new int[Long.bitCount(DEPLOYMENT_POSTS[side.index()])];
        int i = 0;
        for (long m = DEPLOYMENT_POSTS[side.index()]; m != 0; m &= m - 1) {
            posts[i++] = Long.numberOfTrailingZeros(m);
        }
        return posts;
    }

    public static int post(int column, int row) {
        return (row - 1) * COLUMNS + column;
    }

    public static int column(int post) {
        return post % COLUMNS;
    }

    /** The row of {@code post}, 1 to 12. */
    public static int row(int post) {
        return post / COLUMNS + 1;
    }

    /** The name of {@code post}: column letter and row, e.g. {@code a4}, {@code c12}. */
    public static String name(int post) {
        return GRAPH.name(post);
    }

    /** The post called {@code name} (lower case, no leading zero), if there is one. */
    public static OptionalInt post(String name) {
        int post = GRAPH.point(name);
        return post == GraphTopology.OFF ? OptionalInt.empty() : OptionalInt.of(post);
    }

    public static PostKind kind(int post) {
        return KINDS[post];
    }

    public static boolean isCamp(int post) {
        return (CAMPS >>> post & 1) != 0;
    }

    public static boolean isHeadquarters(int post) {
        return (HEADQUARTERS >>> post & 1) != 0;
    }

    public static boolean isRailwayPost(int post) {
        return (RAILWAY_POSTS >>> post & 1) != 0;
    }

    /** The side (0 red, 1 blue) whose half holds {@code post}. */
    public static int halfOf(int post) {
        return row(post) <= 6 ? 0 : 1;
    }

    /** Whether some railway line holds both posts. */
    static boolean onCommonLine(int a, int b) {
        for (int[] line : GRAPH.lines().values()) {
            boolean hasA = false;
            boolean hasB = false;
            for (int p : line) {
                hasA |= p == a;
                hasB |= p == b;
            }
            if (hasA && hasB) {
                return true;
            }
        }
        return false;
    }

    /** The post of a name known to be on the board, without the graph (which is being built). */
    private static int postNamed(String name) {
        return post(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)));
    }

    private static GraphTopology build() {
        GraphTopology.Builder b = GraphTopology.builder();
        java.util.Set<String> camps = java.util.Set.of("b3", "d3", "c4", "b5", "d5", "b8", "d8", "c9", "b10", "d10");
        java.util.Set<String> hqs = java.util.Set.of("b1", "d1", "b12", "d12");
        for (int row = 1; row <= ROWS; row++) {
            for (int c = 0; c < COLUMNS; c++) {
                String name = "" + (char) ('a' + c) + row;
                PostKind kind = hqs.contains(name) ? PostKind.HEADQUARTERS
                        : camps.contains(name) ? PostKind.CAMP : PostKind.POST;
                b.point(name, kind.id(), c, row - 1 + (row > 6 ? FRONT_GAP : 0));
            }
        }
        // Railway lines (section 1 table); each consecutive pair is a railway link.
        Map<String, String> lines = new java.util.LinkedHashMap<>();
        lines.put("R2", "a2 b2 c2 d2 e2");
        lines.put("R6", "a6 b6 c6 d6 e6");
        lines.put("R7", "a7 b7 c7 d7 e7");
        lines.put("R11", "a11 b11 c11 d11 e11");
        lines.put("Ca", "a2 a3 a4 a5 a6 a7 a8 a9 a10 a11");
        lines.put("Ce", "e2 e3 e4 e5 e6 e7 e8 e9 e10 e11");
        lines.put("Cc", "c6 c7");
        for (String lineName : lines.keySet()) {
            String[] names = lines.get(lineName).split(" ");
            int[] nodes = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                nodes[i] = postNamed(names[i]);
                if (i > 0) {
                    b.link(names[i - 1], names[i], LinkKind.RAILWAY.id());
                }
            }
            b.line(lineName, nodes);
        }
        // Road links: horizontal in rows 1 3 4 5 8 9 10 12.
        for (int row : new int[] {1, 3, 4, 5, 8, 9, 10, 12}) {
            for (int c = 0; c < COLUMNS - 1; c++) {
                b.link(post(c, row), post(c + 1, row), LinkKind.ROAD.id());
            }
        }
        // Vertical: the side columns only at the back; b, c, d everywhere but across the front line.
        b.link("a1", "a2", LinkKind.ROAD.id()).link("a11", "a12", LinkKind.ROAD.id())
                .link("e1", "e2", LinkKind.ROAD.id()).link("e11", "e12", LinkKind.ROAD.id());
        for (int c = 1; c <= 3; c++) {
            for (int row = 1; row < ROWS; row++) {
                if (row != 6) {
                    b.link(post(c, row), post(c, row + 1), LinkKind.ROAD.id());
                }
            }
        }
        // Diagonals, only at camps: each camp to its four diagonal neighbours.
        java.util.Set<Integer> diagonals = new java.util.HashSet<>();
        for (String camp : new String[] {"b3", "d3", "c4", "b5", "d5", "b8", "d8", "c9", "b10", "d10"}) {
            int p = postNamed(camp);
            for (int dc : new int[] {-1, 1}) {
                for (int dr : new int[] {-1, 1}) {
                    int c = column(p) + dc;
                    int r = row(p) + dr;
                    int q = post(c, r);
                    // c4-b5 and the like are diagonals of two camps: link each pair once.
                    if (diagonals.add(Math.min(p, q) * POSTS + Math.max(p, q))) {
                        b.link(p, q, LinkKind.ROAD.id());
                    }
                }
            }
        }
        return b.build();
    }
}
