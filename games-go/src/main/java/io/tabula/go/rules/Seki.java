package io.tabula.go.rules;

import io.tabula.stones.chains.ChainBoard;
import io.tabula.stones.chains.ChainLayout;

/**
 * Finds the stones in seki of a final position (agreed-dead stones already taken off), for
 * territory scoring: under the Japanese rules (1989, Article 8) empty points surrounded by
 * stones in seki are not territory, and the dame of a seki are nobody's.
 *
 * <p>The criterion, in three steps:
 * <ol>
 *   <li><b>Dame.</b> An empty region bordered by stones of both colours is dame; every
 *       other empty region is bordered by one colour only (an eye, or territory).</li>
 *   <li><b>Neutral points are filled.</b> On a scratch copy of the board, dame points that
 *       one side could fill quietly are filled, until none is left: a point is filled by
 *       a colour (black tried first, then white; points in board order, sweeping again
 *       until a sweep fills nothing) when a stone of that colour there captures nothing,
 *       keeps at least two liberties for its chain, and leaves every adjacent opposing
 *       chain with at least two liberties. This is the dame filling the Japanese rules
 *       expect before counting: a position whose players did not fill the neutral points
 *       is judged as if they had. Only dame regions of at most four points are filled:
 *       the dame beside a seki are a point or two, and filling a wide open area of an
 *       unfinished board would invent a position.</li>
 *   <li><b>Seki liberties.</b> A dame point still empty, adjacent to stones of both
 *       colours, is a seki liberty when a stone of <em>either</em> colour there would
 *       capture nothing and leave its own chain with at most one liberty (mutual
 *       self-atari: whoever fills it is captured), and no chain touching it is in a
 *       capturing race: a chain is, when a move on some dame point that captures, or
 *       leaves the mover at least two liberties, would leave that chain with at most one
 *       (so "eye against no eye" with outside liberties is not seki). The stones of every
 *       chain adjacent to a seki liberty (on the scratch board) are in seki.</li>
 * </ol>
 * An empty region bordered by one colour only is then not territory when any stone
 * bordering it is in seki (1989, Article 8: "eye points surrounded by stones that are
 * alive but not in seki are territory"); the stones' other regions are unaffected.
 *
 * <p>Limits. The judgement is about the final position as given: stones left on the board
 * count as alive (mark dead stones with {@code dead}), and a point whose filling would
 * change the life of a group (a cutting or connecting point, a liberty whose filling
 * forces an answer) is not neutral, is left unfilled, and may hide a seki it touches.
 * When such a point could be filled by either side, the order above decides. Seki whose
 * shared points are all fillable without self-atari by one side (three or more shared
 * liberties in a row, a seki with a big eye or a ko) are recognised only once the
 * quiet fills reduce them to mutual self-atari points; a seki that stays without such a
 * point is not recognised. Area scoring does not use this: there a seki eye bordered by
 * one colour counts for that colour.
 */
final class Seki {
    private final ChainBoard board; // the scratch copy, neutral points filled
    private final ChainLayout layout;
    private final int degree;

    private Seki(ChainBoard board) {
        this.board = board;
        this.layout = board.layout();
        this.degree = board.degree();
    }

    /**
     * The points of {@code cells} (dead stones already removed) whose stones are in seki,
     * under {@code rules}' board. {@code cells} is not modified.
     */
    static boolean[] stones(GoRules rules, byte[] cells) {
        ChainBoard board = new ChainBoard(rules.chainRules(), 1);
        board.setUp(cells, 0);
        boolean[] byCell = cells(board);
        boolean[] byPoint = new boolean[cells.length];
        for (int p = 0; p < byPoint.length; p++) {
            byPoint[p] = byCell[board.layout().cell(p)];
        }
        return byPoint;
    }

    /**
     * The cells of {@code alive} (a board set up with the dead stones taken off) whose stones
     * are in seki. {@code alive} is not modified: the neutral points are filled on a copy.
     */
    static boolean[] cells(ChainBoard alive) {
        int[] dameRegion = dame(alive);
        int length = alive.layout().length();
        boolean[] dame = new boolean[length];
        boolean[] fillable = new boolean[length];
        for (int p = 0; p < length; p++) {
            dame[p] = dameRegion[p] > 0;
            fillable[p] = dame[p] && dameRegion[p] <= MOST_FILLED;
        }
        ChainBoard scratch = new ChainBoard(alive.rules(), 1);
        scratch.copyFrom(alive);
        Seki seki = new Seki(scratch);
        seki.fillNeutralPoints(fillable);
        return seki.sekiStones(dame);
    }

    /**
     * The largest dame region that is filled before the seki test. Dame next to a seki are
     * a point or two; filling a wide open area would put stones where no game put them and
     * could make self-atari points (a seki) out of an unfinished board.
     */
    private static final int MOST_FILLED = 4;

    /** Per empty cell of a region bordered by both colours, the region's size; 0 elsewhere. */
    private static int[] dame(ChainBoard board) {
        ChainLayout layout = board.layout();
        int length = layout.length();
        int degree = board.degree();
        int[] dame = new int[length];
        boolean[] seen = new boolean[length];
        int[] stack = new int[length];
        int[] region = new int[length];
        for (int g = 0; g < layout.points(); g++) {
            int p = layout.cell(g);
            if (board.colour(p) != Stones.EMPTY || seen[p]) {
                continue;
            }
            int top = 0;
            int size = 0;
            int borders = 0;
            stack[top++] = p;
            seen[p] = true;
            while (top > 0) {
                int q = stack[--top];
                region[size++] = q;
                for (int i = 0; i < degree; i++) {
                    int next = board.neighbour(q, i);
                    byte c = board.colour(next);
                    if (c == Stones.EMPTY) {
                        if (!seen[next]) {
                            seen[next] = true;
                            stack[top++] = next;
                        }
                    } else if (c > 0) {
                        borders |= c;
                    }
                }
            }
            if (borders == (Stones.BLACK | Stones.WHITE)) {
                for (int i = 0; i < size; i++) {
                    dame[region[i]] = size;
                }
            }
        }
        return dame;
    }

    private void fillNeutralPoints(boolean[] fillable) {
        boolean filled = true;
        while (filled) {
            filled = false;
            for (int g = 0; g < layout.points(); g++) {
                int p = layout.cell(g);
                if (!fillable[p] || board.colour(p) != Stones.EMPTY) {
                    continue;
                }
                for (byte colour : new byte[] {Stones.BLACK, Stones.WHITE}) {
                    if (quiet(p, colour)) {
                        board.put(p, colour - 1);
                        filled = true;
                        break;
                    }
                }
            }
        }
    }

    /** Whether {@code colour} at empty {@code p} captures nothing and leaves every chain it touches two liberties. */
    private boolean quiet(int p, byte colour) {
        if (board.libertiesIf(p, colour - 1) < 2) {
            return false;
        }
        for (int i = 0; i < degree; i++) {
            int next = board.neighbour(p, i);
            // p is a liberty of the opponent's chain there, which the stone takes away
            if (board.colour(next) == Stones.opponent(colour) && board.liberties(board.chainAt(next)) - 1 < 2) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code colour} at empty {@code p} captures nothing and leaves its chain at most one liberty. */
    private boolean selfAtari(int p, byte colour) {
        for (int i = 0; i < degree; i++) {
            int next = board.neighbour(p, i);
            if (board.colour(next) == Stones.opponent(colour) && board.liberties(board.chainAt(next)) == 1) {
                return false; // a capture: p was its last liberty
            }
        }
        return board.libertiesIf(p, colour - 1) <= 1;
    }

    /**
     * Chains (by stone) that a move on a dame point could capture or put in atari without
     * the mover being left in atari itself: they are in a capturing race, not in seki.
     */
    private boolean[] endangered(boolean[] dame) {
        boolean[] danger = new boolean[dame.length];
        for (int g = 0; g < layout.points(); g++) {
            int p = layout.cell(g);
            if (!dame[p] || board.colour(p) != Stones.EMPTY) {
                continue;
            }
            for (byte colour : new byte[] {Stones.BLACK, Stones.WHITE}) {
                if (selfAtari(p, colour)) {
                    continue;
                }
                for (int i = 0; i < degree; i++) {
                    int next = board.neighbour(p, i);
                    if (board.colour(next) == Stones.opponent(colour) && !danger[next]
                            && board.liberties(board.chainAt(next)) - 1 <= 1) {
                        markChain(next, danger);
                    }
                }
            }
        }
        return danger;
    }

    /** Marks every stone of the chain through {@code stone}. */
    private void markChain(int stone, boolean[] marks) {
        int s = stone;
        do {
            marks[s] = true;
            s = board.nextStone(s);
        } while (s != stone);
    }

    private boolean[] sekiStones(boolean[] dame) {
        boolean[] danger = endangered(dame);
        boolean[] seki = new boolean[dame.length];
        for (int g = 0; g < layout.points(); g++) {
            int p = layout.cell(g);
            if (!dame[p] || board.colour(p) != Stones.EMPTY) {
                continue;
            }
            int touches = 0;
            boolean threatened = false;
            for (int i = 0; i < degree; i++) {
                int next = board.neighbour(p, i);
                if (board.colour(next) > 0) {
                    touches |= board.colour(next);
                    threatened |= danger[next];
                }
            }
            if (touches != (Stones.BLACK | Stones.WHITE) || threatened
                    || !selfAtari(p, Stones.BLACK) || !selfAtari(p, Stones.WHITE)) {
                continue;
            }
            for (int i = 0; i < degree; i++) {
                int next = board.neighbour(p, i);
                if (board.colour(next) > 0 && !seki[next]) {
                    markChain(next, seki);
                }
            }
        }
        return seki;
    }
}
