package io.tabula.junqi.rules;

/**
 * Move generation of {@code docs/rules/junqi.md} ("Moving") on bit masks: a piece's destinations
 * are one link away (road or railway), or along a railway run: straight along one line
 * for every piece but the engineer, any railway path for the engineer (a breadth-first
 * search over railway links through empty posts). Destinations holding an own piece or an
 * occupied camp are never legal. Shared by {@link JunqiState} and {@link JunqiSampler}, so
 * both list moves in one order: by start post, then by destination post.
 *
 * <p>The core ({@link #destinations(long, long, long, long, long, long, int[], long[])}) reads
 * no cell: it takes the pieces by kind as masks ({@link PieceMasks}), which the playout
 * kernel keeps up to date move by move, so that its hot loop touches only longs.
 */
final class MoveGenerator {
    /** The most pieces a side has, so the most entries {@link #destinations} writes. */
    static final int MAX_PIECES = 25;

    private MoveGenerator() {
    }

    /** A move as an int: {@code from << 6 | to}; ascending ints are the stable move order. */
    static int encode(int from, int to) {
        return from << 6 | to;
    }

    static int from(int move) {
        return move >>> 6;
    }

    static int to(int move) {
        return move & 63;
    }

    /** Occupancy masks of each side. */
    static long[] occupancy(byte[] cells) {
        long[] occ = new long[2];
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (cells[p] != Cells.EMPTY) {
                occ[Cells.side(cells[p])] |= 1L << p;
            }
        }
        return occ;
    }

    /** Whether the piece of {@code cell} on {@code post} may move at all under {@code rules}. */
    static boolean movable(JunqiRules rules, byte cell, int post) {
        int kind = Cells.kind(cell);
        if (kind == Piece.MINE.ordinal() || kind == Piece.FLAG.ordinal() || kind == Cells.UNKNOWN) {
            return false;
        }
        return rules.hqPiecesMove || (JunqiBoard.HEADQUARTERS >>> post & 1) == 0;
    }

    /**
     * For each piece of {@code side} with a legal move, in post order, its post in
     * {@code froms} and its destinations in {@code dests} (arrays of at least
     * {@link #MAX_PIECES}); returns how many pieces. The moves are the pairs, in the order
     * of pieces and then of destination posts.
     */
    static int destinations(JunqiRules rules, byte[] cells, long redOcc, long blueOcc, int side, int[] froms,
                            long[] dests) {
        PieceMasks masks = PieceMasks.of(cells);
        return destinations(rules, masks, redOcc, blueOcc, side, froms, dests);
    }

    /** {@link #destinations(JunqiRules, byte[], long, long, int, int[], long[])} with the pieces by kind known. */
    static int destinations(JunqiRules rules, PieceMasks masks, long redOcc, long blueOcc, int side, int[] froms,
                            long[] dests) {
        long own = side == 0 ? redOcc : blueOcc;
        long enemy = side == 0 ? blueOcc : redOcc;
        long movers = own & ~masks.still & ~masks.unknown & (rules.hqPiecesMove ? -1L : ~JunqiBoard.HEADQUARTERS);
        long enemyFlag = rules.bombMayAttackFlag ? 0 : enemy & masks.flags;
        return destinations(own, enemy, movers, masks.engineers & own, masks.bombs & own, enemyFlag, froms, dests);
    }

    /**
     * The core: for each of the {@code movers} (own pieces that may move: no landmine, flag or
     * piece held on a headquarters), in post order, its destinations, given the own and enemy
     * pieces, which movers are engineers and which bombs, and the enemy flag a bomb may not
     * attack (0 when it may).
     */
    static int destinations(long own, long enemy, long movers, long engineers, long bombs, long enemyFlag,
                            int[] froms, long[] dests) {
        long all = own | enemy;
        long allowed = ~(own | (enemy & JunqiBoard.CAMPS));
        int n = 0;
        for (long m = movers; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long bit = m & -m;
            long dest = (engineers & bit) != 0 ? engineerReach(from, all) : straightReach(from, all);
            dest &= allowed;
            if ((bombs & bit) != 0) {
                dest &= ~enemyFlag;
            }
            if (dest != 0) {
                froms[n] = from;
                dests[n++] = dest;
            }
        }
        return n;
    }

    /** The legal moves of {@code side}, encoded, ascending. */
    static int[] generate(JunqiRules rules, byte[] cells, long redOcc, long blueOcc, int side) {
        return generate(rules, PieceMasks.of(cells), redOcc, blueOcc, side);
    }

    /** The legal moves of {@code side}, encoded, ascending, with the pieces by kind known. */
    static int[] generate(JunqiRules rules, PieceMasks masks, long redOcc, long blueOcc, int side) {
        int[] froms = new int[MAX_PIECES];
        long[] dests = new long[MAX_PIECES];
        int pieces = destinations(rules, masks, redOcc, blueOcc, side, froms, dests);
        int total = 0;
        for (int i = 0; i < pieces; i++) {
            total += Long.bitCount(dests[i]);
        }
        int[] out = new int[total];
        int n = 0;
        for (int i = 0; i < pieces; i++) {
            int base = froms[i] << 6;
            for (long d = dests[i]; d != 0; d &= d - 1) {
                out[n++] = base | Long.numberOfTrailingZeros(d);
            }
        }
        return out;
    }

    /** Whether {@code side} has any legal move. */
    static boolean hasMove(JunqiRules rules, byte[] cells, long redOcc, long blueOcc, int side) {
        return hasMove(rules, PieceMasks.of(cells), redOcc, blueOcc, side);
    }

    /** Whether {@code side} has any legal move, with the pieces by kind known. */
    static boolean hasMove(JunqiRules rules, PieceMasks masks, long redOcc, long blueOcc, int side) {
        return destinations(rules, masks, redOcc, blueOcc, side, new int[MAX_PIECES], new long[MAX_PIECES]) > 0;
    }

    /**
     * Every post a piece of {@code kind} on {@code from} could end on, given the occupied
     * posts {@code all}, before removing own pieces and occupied camps: linked posts, and
     * railway runs that pass only empty posts and end on an empty or occupied one.
     */
    static long reach(int from, int kind, long all) {
        return kind == Piece.ENGINEER.ordinal() ? engineerReach(from, all) : straightReach(from, all);
    }

    /**
     * Linked posts and the straight runs along the lines through {@code from}: each run stops
     * at its first occupied post, which it may end on. No branch and no array walk: a post
     * has at most two runs each way ({@link JunqiBoard#UP1} ...), 0 for none; a run towards
     * higher posts is cut above its lowest blocker, one towards lower posts below its highest
     * (post 0, a1, is never on the railway, so {@code | 1} stands for "no blocker").
     */
    static long straightReach(int from, long all) {
        long[] table = JunqiBoard.STRAIGHT;
        int at = (from & 63) << 3;
        long up1 = table[at | 1];
        long up2 = table[at | 2];
        long down1 = table[at | 3];
        long down2 = table[at | 4];
        long b1 = up1 & all;
        long b2 = up2 & all;
        long b3 = down1 & all;
        long b4 = down2 & all;
        return table[at]
                | up1 & ((b1 & -b1) << 1) - 1
                | up2 & ((b2 & -b2) << 1) - 1
                | down1 & -Long.highestOneBit(b3 | 1)
                | down2 & -Long.highestOneBit(b4 | 1);
    }

    /**
     * Linked posts and, from a railway post, every railway post an engineer reaches through
     * empty posts: a breadth-first flood over railway links, all frontier posts at once
     * (every railway link joins p to p + 1 along a row or p + 5 up a column).
     */
    static long engineerReach(int from, long all) {
        long dest = JunqiBoard.ADJACENT[from];
        if ((JunqiBoard.RAILWAY_POSTS >>> from & 1) == 0) {
            return dest;
        }
        long east = JunqiBoard.RAIL_EAST;
        long north = JunqiBoard.RAIL_NORTH;
        long visited = 1L << from;
        long frontier = visited;
        while (frontier != 0) {
            long next = (frontier & east) << 1 | (frontier >>> 1 & east)
                    | (frontier & north) << JunqiBoard.COLUMNS | (frontier >>> JunqiBoard.COLUMNS & north);
            next &= ~visited;
            visited |= next;
            frontier = next & ~all; // runs go on only through empty posts
        }
        return dest | (visited & ~(1L << from));
    }
}
