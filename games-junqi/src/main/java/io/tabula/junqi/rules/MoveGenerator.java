package io.tabula.junqi.rules;

/**
 * Move generation of {@code docs/rules/junqi.md} ("Moving") on bit masks: a piece's destinations
 * are one link away (road or railway), or along a railway run: straight along one line
 * for every piece but the engineer, any railway path for the engineer (a breadth-first
 * search over railway links through empty posts). Destinations holding an own piece or an
 * occupied camp are never legal. Shared by {@link JunqiState} and {@link JunqiSampler}, so
 * both list moves in one order: by start post, then by destination post.
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
        long own = side == 0 ? redOcc : blueOcc;
        long enemy = side == 0 ? blueOcc : redOcc;
        long all = redOcc | blueOcc;
        long forbidden = own | (enemy & JunqiBoard.CAMPS);
        long enemyFlag = rules.bombMayAttackFlag ? 0 : flagMask(cells, enemy);
        int n = 0;
        for (long m = own; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            byte cell = cells[from];
            if (!movable(rules, cell, from)) {
                continue;
            }
            int kind = Cells.kind(cell);
            long dest = reach(from, kind, all) & ~forbidden;
            if (kind == Piece.BOMB.ordinal()) {
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
        int[] froms = new int[MAX_PIECES];
        long[] dests = new long[MAX_PIECES];
        int pieces = destinations(rules, cells, redOcc, blueOcc, side, froms, dests);
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
        return destinations(rules, cells, redOcc, blueOcc, side, new int[MAX_PIECES], new long[MAX_PIECES]) > 0;
    }

    /**
     * Every post a piece of {@code kind} on {@code from} could end on, given the occupied
     * posts {@code all}, before removing own pieces and occupied camps: linked posts, and
     * railway runs that pass only empty posts and end on an empty or occupied one.
     */
    static long reach(int from, int kind, long all) {
        long dest = JunqiBoard.ADJACENT[from];
        if ((JunqiBoard.RAILWAY_POSTS >>> from & 1) == 0) {
            return dest;
        }
        if (kind == Piece.ENGINEER.ordinal()) {
            // Breadth-first flood over railway links, all frontier posts at once: every railway
            // link joins p to p + 1 (along a row) or p + 5 (up a column).
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
        // A straight run stops at its first occupied post, which it may end on.
        for (long ray : JunqiBoard.UP_RAYS[from]) {
            long blockers = ray & all;
            dest |= blockers == 0 ? ray : ray & ((blockers & -blockers) << 1) - 1;
        }
        for (long ray : JunqiBoard.DOWN_RAYS[from]) {
            long blockers = ray & all;
            dest |= blockers == 0 ? ray : ray & -Long.highestOneBit(blockers);
        }
        return dest;
    }

    private static long flagMask(byte[] cells, long pieces) {
        for (long m = pieces; m != 0; m &= m - 1) {
            int p = Long.numberOfTrailingZeros(m);
            if (Cells.kind(cells[p]) == Piece.FLAG.ordinal()) {
                return 1L << p;
            }
        }
        return 0;
    }
}
