package io.tabula.junqi.rules;

/**
 * The legal steps of a playout that plays move after move on one {@link Position}, kept up to
 * date instead of generated afresh each ply: each side keeps its pieces' destinations from its
 * last turn, and only the pieces a move may have changed are asked again. A piece's
 * destinations change only when a post of its {@link JunqiBoard#INFLUENCE influence} (its own
 * post, its links, its railway lines) changed occupancy; an engineer's whenever any railway
 * post did. The moves are exactly {@link MoveGenerator#destinations}'s, in the same order (by
 * start post, then destination post), only cheaper; the playout tells this which posts each
 * move touched ({@link #touched}).
 */
final class PlayoutMoves {
    private final Position position;
    /** Per side, per post: the destinations of that side's piece there when last asked. */
    private final long[][] destinations = new long[2][64];
    /** Per side: the posts whose occupancy changed since the side's last turn; all at first. */
    private final long[] changed = {-1L, -1L};
    /** The pieces of the side to move that may move, as of the last {@link #count}. */
    private long movers;
    private long[] current;

    PlayoutMoves(Position position) {
        this.position = position;
    }

    /** The occupancy of {@code posts} changed (a move's two posts). */
    void touched(long posts) {
        changed[0] |= posts;
        changed[1] |= posts;
    }

    /** Brings the side to move's destinations up to date; the number of its legal steps. */
    int count() {
        Position p = position;
        int side = p.side;
        JunqiRules rules = p.rules;
        PieceMasks masks = p.masks;
        long own = p.occ[side];
        long enemy = p.occ[1 - side];
        long movers = own & ~masks.still & ~masks.unknown & (rules.hqPiecesMove ? -1L : ~JunqiBoard.HEADQUARTERS);
        long engineers = masks.engineers & own;
        long bombs = masks.bombs & own;
        long enemyFlag = rules.bombMayAttackFlag ? 0 : enemy & masks.flags;
        long all = own | enemy;
        long allowed = ~(own | (enemy & JunqiBoard.CAMPS));
        long dirty = changed[side];
        changed[side] = 0;
        long stale;
        if (dirty == -1L) {
            stale = movers;
        } else {
            long influenced = 0;
            for (long m = dirty; m != 0; m &= m - 1) {
                influenced |= JunqiBoard.INFLUENCE[Long.numberOfTrailingZeros(m)];
            }
            stale = movers & (influenced | ((dirty & JunqiBoard.RAILWAY_POSTS) != 0 ? engineers : 0));
        }
        long[] known = destinations[side];
        for (long m = stale; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long bit = m & -m;
            long dest = (engineers & bit) != 0 ? MoveGenerator.engineerReach(from, all)
                    : MoveGenerator.straightReach(from, all);
            dest &= allowed;
            if ((bombs & bit) != 0) {
                dest &= ~enemyFlag;
            }
            known[from] = dest;
        }
        this.movers = movers;
        this.current = known;
        int total = 0;
        for (long m = movers; m != 0; m &= m - 1) {
            total += Long.bitCount(known[Long.numberOfTrailingZeros(m)]);
        }
        return total;
    }

    /** The {@code r}-th legal step (from 0, in the order of the legal moves) as of the last {@link #count}, encoded. */
    int move(int r) {
        long[] known = current;
        for (long m = movers; ; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long d = known[from];
            int count = Long.bitCount(d);
            if (r < count) {
                for (; r > 0; r--) {
                    d &= d - 1;
                }
                return MoveGenerator.encode(from, Long.numberOfTrailingZeros(d));
            }
            r -= count;
        }
    }
}
