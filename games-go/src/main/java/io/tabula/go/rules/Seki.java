package io.tabula.go.rules;

import io.tabula.topology.Topology;

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
    private final Topology grid;
    private final byte[] cells;
    private final Chains chains;

    private Seki(Topology grid, byte[] cells) {
        this.grid = grid;
        this.cells = cells;
        this.chains = new Chains(grid);
    }

    /**
     * The points of {@code board} (dead stones already removed) whose stones are in seki.
     * {@code board} is not modified.
     */
    static boolean[] stones(Topology grid, byte[] board) {
        int[] dameRegion = dame(grid, board);
        boolean[] dame = new boolean[board.length];
        boolean[] fillable = new boolean[board.length];
        for (int p = 0; p < board.length; p++) {
            dame[p] = dameRegion[p] > 0;
            fillable[p] = dame[p] && dameRegion[p] <= MOST_FILLED;
        }
        Seki seki = new Seki(grid, board.clone());
        seki.fillNeutralPoints(fillable);
        return seki.sekiStones(dame);
    }

    /**
     * The largest dame region that is filled before the seki test. Dame next to a seki are
     * a point or two; filling a wide open area would put stones where no game put them and
     * could make self-atari points (a seki) out of an unfinished board.
     */
    private static final int MOST_FILLED = 4;

    /** Per empty point of a region bordered by both colours, the region's size; 0 elsewhere. */
    private static int[] dame(Topology grid, byte[] cells) {
        int[] dame = new int[cells.length];
        boolean[] seen = new boolean[cells.length];
        int[] stack = new int[cells.length];
        int[] region = new int[cells.length];
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stones.EMPTY || seen[p]) {
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
                for (int next : grid.neighbours(q)) {
                    if (cells[next] == Stones.EMPTY) {
                        if (!seen[next]) {
                            seen[next] = true;
                            stack[top++] = next;
                        }
                    } else {
                        borders |= cells[next];
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
            for (int p = 0; p < cells.length; p++) {
                if (!fillable[p] || cells[p] != Stones.EMPTY) {
                    continue;
                }
                for (byte colour : new byte[] {Stones.BLACK, Stones.WHITE}) {
                    if (quiet(p, colour)) {
                        cells[p] = colour;
                        filled = true;
                        break;
                    }
                }
            }
        }
    }

    /** Whether {@code colour} at empty {@code p} captures nothing and leaves every chain it touches two liberties. */
    private boolean quiet(int p, byte colour) {
        cells[p] = colour;
        try {
            if (chains.liberties(cells, p) < 2) {
                return false;
            }
            for (int next : grid.neighbours(p)) {
                if (cells[next] == Stones.opponent(colour) && chains.liberties(cells, next) < 2) {
                    return false;
                }
            }
            return true;
        } finally {
            cells[p] = Stones.EMPTY;
        }
    }

    /** Whether {@code colour} at empty {@code p} captures nothing and leaves its chain at most one liberty. */
    private boolean selfAtari(int p, byte colour) {
        cells[p] = colour;
        try {
            for (int next : grid.neighbours(p)) {
                if (cells[next] == Stones.opponent(colour) && chains.liberties(cells, next) == 0) {
                    return false; // a capture
                }
            }
            return chains.liberties(cells, p) <= 1;
        } finally {
            cells[p] = Stones.EMPTY;
        }
    }

    /**
     * Chains (by stone) that a move on a dame point could capture or put in atari without
     * the mover being left in atari itself: they are in a capturing race, not in seki.
     */
    private boolean[] endangered(boolean[] dame) {
        boolean[] danger = new boolean[cells.length];
        for (int p = 0; p < cells.length; p++) {
            if (!dame[p] || cells[p] != Stones.EMPTY) {
                continue;
            }
            for (byte colour : new byte[] {Stones.BLACK, Stones.WHITE}) {
                if (selfAtari(p, colour)) {
                    continue;
                }
                cells[p] = colour;
                for (int next : grid.neighbours(p)) {
                    if (cells[next] == Stones.opponent(colour) && !danger[next] && chains.liberties(cells, next) <= 1) {
                        for (int i = 0; i < chains.length(); i++) {
                            danger[chains.stone(i)] = true;
                        }
                    }
                }
                cells[p] = Stones.EMPTY;
            }
        }
        return danger;
    }

    private boolean[] sekiStones(boolean[] dame) {
        boolean[] danger = endangered(dame);
        boolean[] seki = new boolean[cells.length];
        for (int p = 0; p < cells.length; p++) {
            if (!dame[p] || cells[p] != Stones.EMPTY) {
                continue;
            }
            int touches = 0;
            boolean threatened = false;
            for (int next : grid.neighbours(p)) {
                touches |= cells[next];
                threatened |= danger[next];
            }
            if (touches != (Stones.BLACK | Stones.WHITE) || threatened
                    || !selfAtari(p, Stones.BLACK) || !selfAtari(p, Stones.WHITE)) {
                continue;
            }
            for (int next : grid.neighbours(p)) {
                if (cells[next] != Stones.EMPTY && !seki[next]) {
                    chains.collect(cells, next);
                    for (int i = 0; i < chains.length(); i++) {
                        seki[chains.stone(i)] = true;
                    }
                }
            }
        }
        return seki;
    }
}
