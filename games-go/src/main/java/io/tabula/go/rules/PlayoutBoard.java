package io.tabula.go.rules;

import io.tabula.core.GameDefinition;
import io.tabula.core.Outcome;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A mutable Go position for random playouts, with incremental chain data, so that judging
 * or playing a move costs O(size of the chains it touches) instead of a flood fill of the
 * board. It plays by exactly the rules of {@link GoState} (the tests compare the two move by
 * move): captures before suicide, the simple ko point under every ko rule, positional or
 * situational superko against every earlier position, suicide only when allowed (the
 * suicided stones count for the opponent), free handicap stones before the first pass.
 *
 * <p>The board is padded with a border ring, so a point's four neighbours are
 * {@code p ± 1} and {@code p ± width} with no edge tests. Each chain is a ring of stones
 * ({@code nextStone}) named by one of its stones ({@code chain[p]}); its data, indexed by
 * that name, are its stone count, the XOR of its stones' Zobrist keys (so a capture's
 * effect on the hash is one XOR) and its pseudo-liberties: one per (stone, empty neighbour)
 * pair, with their sum and sum of squares. A chain with pseudo-liberties {@code n},
 * sum {@code s} and sum of squares {@code q} has all of them on one point, i.e. is in
 * atari (or has none), exactly when {@code n * q == s * s} (Cauchy-Schwarz). Merging
 * relabels the smaller chain and splices the rings.
 *
 * <p>Not thread-safe. {@link GoSampler} keeps boards per thread and sets them up for each
 * playout with {@link #load} or {@link #copyFrom}, which reuse the arrays.
 */
final class PlayoutBoard {
    static final byte BORDER = 3;
    private static final int NONE = -1;

    private final GameDefinition definition;
    private final int width;
    private final int length;
    private final int[] toPadded;
    private final int[] toGrid;
    private final int[] offsets;   // the four neighbours of p are p + offsets[i]
    private final long[] keys;     // keys[colour * length + p]
    private final long[] sideKeys;
    private final boolean superko;
    private final boolean situational;
    private final boolean suicideAllowed;

    private final byte[] colour;
    private final int[] chain;
    private final int[] nextStone;
    private final int[] stones;
    private final int[] libs;
    private final int[] libSum;
    private final long[] libSumSq;
    private final long[] chainHash;
    private final int[] empty;
    private final int[] emptyIndex;
    private int emptyCount;
    private final PositionKeySet seen;

    private GoRules rules;
    private Set<Integer> startDead;
    private long hash;
    private int toMove;
    private int koPoint;
    private int passes;
    private int handicapLeft;
    private final int[] captures = new int[2];
    private boolean stonePlayed;

    /** The position of {@code state}, with its superko history. */
    PlayoutBoard(GoState state) {
        GoRules r = state.rules();
        definition = r.definition();
        int size = r.size();
        width = size + 2;
        length = width * (size + 2);
        toPadded = new int[size * size];
        toGrid = new int[length];
        java.util.Arrays.fill(toGrid, NONE);
        keys = new long[3 * length];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int g = y * size + x;
                int p = (y + 1) * width + x + 1;
                toPadded[g] = p;
                toGrid[p] = g;
                keys[Stones.BLACK * length + p] = r.stoneKey(g, Stones.BLACK);
                keys[Stones.WHITE * length + p] = r.stoneKey(g, Stones.WHITE);
            }
        }
        offsets = new int[] {1, -1, width, -width};
        sideKeys = new long[] {r.sideKey(0), r.sideKey(1)};
        superko = r.ko() != KoRule.SIMPLE;
        situational = r.ko() == KoRule.SITUATIONAL_SUPERKO;
        suicideAllowed = r.suicideAllowed();

        colour = new byte[length];
        java.util.Arrays.fill(colour, BORDER);
        chain = new int[length];
        nextStone = new int[length];
        stones = new int[length];
        libs = new int[length];
        libSum = new int[length];
        libSumSq = new long[length];
        chainHash = new long[length];
        empty = new int[size * size];
        emptyIndex = new int[length];
        // A random game rarely passes 2 plies per point; the set grows if it does.
        seen = superko ? new PositionKeySet(state.history().size() + 2 * size * size) : null;
        load(state);
    }

    /** Whether {@link #load} may take {@code state}: the same definition (board size and rules). */
    boolean fits(GoState state) {
        return state.rules() == rules || state.definition().equals(definition);
    }

    /** Sets this board to the position of {@code state} (which {@link #fits}), with its superko history. */
    void load(GoState state) {
        rules = state.rules();
        startDead = state.dead();
        hash = 0;
        emptyCount = 0;
        stonePlayed = false;
        int points = toPadded.length;
        for (int g = 0; g < points; g++) {
            int p = toPadded[g];
            byte c = state.stone(g);
            colour[p] = c;
            if (c == Stones.EMPTY) {
                emptyIndex[p] = emptyCount;
                empty[emptyCount++] = p;
                continue;
            }
            long k = keys[c * length + p];
            hash ^= k;
            chain[p] = p;
            nextStone[p] = p;
            stones[p] = 1;
            chainHash[p] = k;
            libs[p] = 0;
            libSum[p] = 0;
            libSumSq[p] = 0;
        }
        for (int g = 0; g < points; g++) {
            int p = toPadded[g];
            if (colour[p] != Stones.EMPTY) {
                for (int q : new int[] {p + 1, p - 1, p + width, p - width}) {
                    if (colour[q] == Stones.EMPTY) {
                        addLiberty(p, q);
                    }
                }
            }
        }
        for (int g = 0; g < points; g++) {
            int p = toPadded[g];
            byte c = colour[p];
            if (c != Stones.EMPTY) {
                for (int q : new int[] {p + 1, p + width}) {
                    if (colour[q] == c && chain[q] != chain[p]) {
                        merge(chain[p], chain[q]);
                    }
                }
            }
        }
        toMove = state.toMove().index();
        koPoint = state.koPoint() >= 0 ? toPadded[state.koPoint()] : NONE;
        passes = state.passes();
        handicapLeft = state.handicapLeft();
        captures[0] = state.captures(Stones.BLACK_SIDE);
        captures[1] = state.captures(Stones.WHITE_SIDE);
        if (superko) {
            seen.clear();
            for (long key : state.history().toSortedArray()) {
                seen.add(key);
            }
        }
    }

    /** Sets this board to the position of {@code other}, a board of the same definition. */
    void copyFrom(PlayoutBoard other) {
        int n = length;
        System.arraycopy(other.colour, 0, colour, 0, n);
        System.arraycopy(other.chain, 0, chain, 0, n);
        System.arraycopy(other.nextStone, 0, nextStone, 0, n);
        System.arraycopy(other.stones, 0, stones, 0, n);
        System.arraycopy(other.libs, 0, libs, 0, n);
        System.arraycopy(other.libSum, 0, libSum, 0, n);
        System.arraycopy(other.libSumSq, 0, libSumSq, 0, n);
        System.arraycopy(other.chainHash, 0, chainHash, 0, n);
        System.arraycopy(other.emptyIndex, 0, emptyIndex, 0, n);
        System.arraycopy(other.empty, 0, empty, 0, other.emptyCount);
        emptyCount = other.emptyCount;
        if (superko) {
            seen.copyFrom(other.seen);
        }
        rules = other.rules;
        startDead = other.startDead;
        hash = other.hash;
        toMove = other.toMove;
        koPoint = other.koPoint;
        passes = other.passes;
        handicapLeft = other.handicapLeft;
        captures[0] = other.captures[0];
        captures[1] = other.captures[1];
        stonePlayed = other.stonePlayed;
    }

    // ---- the random move -------------------------------------------------------------

    /**
     * The number of legal moves of the side to move: the empty points it may play and the
     * pass (not during free handicap placement). A full scan, for observed playouts only.
     */
    long legalMoveCount() {
        long count = handicapLeft == 0 ? 1 : 0;
        for (int i = 0; i < emptyCount; i++) {
            if (isLegalAt(empty[i])) {
                count++;
            }
        }
        return count;
    }

    /**
     * Plays a uniformly random legal move and returns it (a grid point, or -1 for a pass).
     * Draws among the empty points and the pass (when allowed); a drawn point that is
     * illegal leaves this ply's candidates (it is swapped past their end) and another is
     * drawn, so the move is uniform over the legal ones.
     *
     * @throws IllegalStateException if there is no legal move (only possible in a handicap phase)
     */
    int playRandom(SplittableRandom random, PlayoutListener listener) {
        int limit = emptyCount;
        int passSlot = handicapLeft == 0 ? 1 : 0;
        while (true) {
            int total = limit + passSlot;
            if (total == 0) {
                throw new IllegalStateException("no legal move in a game that is not over");
            }
            int r = random.nextInt(total);
            if (r == limit) {
                pass();
                return -1;
            }
            int p = empty[r];
            if (isLegalAt(p)) {
                placeStone(p);
                return toGrid[p];
            }
            if (listener != null) {
                listener.rejected(toGrid[p]);
            }
            limit--;
            int last = empty[limit];
            empty[r] = last;
            emptyIndex[last] = r;
            empty[limit] = p;
            emptyIndex[p] = limit;
        }
    }

    // ---- judging a stone -------------------------------------------------------------

    /** Whether the side to move may place a stone on empty padded point {@code p}. */
    private boolean isLegalAt(int p) {
        if (p == koPoint) {
            return false;
        }
        int c = Stones.ofSide(toMove);
        int o = 3 - c;
        boolean liberty = false;
        long h = hash ^ keys[c * length + p];
        int cap1 = NONE;
        int cap2 = NONE;
        int cap3 = NONE;
        int[] d = offsets;
        for (int i = 0; i < 4; i++) {
            int q = p + d[i];
            int cq = colour[q];
            if (cq == Stones.EMPTY) {
                liberty = true;
            } else if (cq == c) {
                if (!inAtari(chain[q])) {
                    liberty = true;
                }
            } else if (cq == o) {
                int id = chain[q];
                if (inAtari(id) && id != cap1 && id != cap2 && id != cap3) {
                    // its only liberty is p: the stone captures it
                    h ^= chainHash[id];
                    liberty = true;
                    if (cap1 == NONE) {
                        cap1 = id;
                    } else if (cap2 == NONE) {
                        cap2 = id;
                    } else {
                        cap3 = id;
                    }
                }
            }
        }
        if (!liberty) {
            if (!suicideAllowed) {
                return false;
            }
            // The stone and every friendly chain it joins leave the board.
            h = hash;
            int f1 = NONE;
            int f2 = NONE;
            int f3 = NONE;
            for (int i = 0; i < 4; i++) {
                int q = p + d[i];
                if (colour[q] == c) {
                    int id = chain[q];
                    if (id != f1 && id != f2 && id != f3) {
                        h ^= chainHash[id];
                        if (f1 == NONE) {
                            f1 = id;
                        } else if (f2 == NONE) {
                            f2 = id;
                        } else {
                            f3 = id;
                        }
                    }
                }
            }
        }
        if (!superko) {
            return true;
        }
        // A board left as it was (a single-stone suicide) repeats the position just seen,
        // under either superko rule; any other board is looked up among the earlier ones.
        return h != hash && !seen.contains(historyKey(h, nextToMoveAfterStone()));
    }

    /** All of the chain's pseudo-liberties are one point (or it has none). */
    private boolean inAtari(int id) {
        long s = libSum[id];
        return libs[id] * libSumSq[id] == s * s;
    }

    private int nextToMoveAfterStone() {
        return handicapLeft > 1 ? 0 : 1 - toMove;
    }

    private long historyKey(long boardHash, int sideToMove) {
        return situational ? boardHash ^ sideKeys[sideToMove] : boardHash;
    }

    // ---- making moves ----------------------------------------------------------------

    private void placeStone(int p) {
        int c = Stones.ofSide(toMove);
        int o = 3 - c;
        int[] d = offsets;
        removeEmpty(p);
        colour[p] = (byte) c;
        long k = keys[c * length + p];
        hash ^= k;
        chain[p] = p;
        nextStone[p] = p;
        stones[p] = 1;
        chainHash[p] = k;
        libs[p] = 0;
        libSum[p] = 0;
        libSumSq[p] = 0;
        long pp = (long) p * p;
        for (int i = 0; i < 4; i++) {
            int q = p + d[i];
            int cq = colour[q];
            if (cq == Stones.EMPTY) {
                addLiberty(p, q);
            } else if (cq != BORDER) {
                int id = chain[q];
                libs[id]--;
                libSum[id] -= p;
                libSumSq[id] -= pp;
            }
        }
        int own = p;
        for (int i = 0; i < 4; i++) {
            int q = p + d[i];
            if (colour[q] == c && chain[q] != own) {
                own = merge(own, chain[q]);
            }
        }
        int captured = 0;
        int lastCaptured = NONE;
        for (int i = 0; i < 4; i++) {
            int q = p + d[i];
            if (colour[q] == o && libs[chain[q]] == 0) {
                captured += removeChain(chain[q], o);
                lastCaptured = q;
            }
        }
        int suicided = 0;
        if (captured == 0 && libs[own] == 0) {
            suicided = removeChain(own, c);
        }
        captures[toMove] += captured;
        captures[1 - toMove] += suicided;
        // A single stone that took a single stone and has only that point as liberty.
        koPoint = captured == 1 && stones[own] == 1 && libs[own] == 1 ? lastCaptured : NONE;
        int next = nextToMoveAfterStone();
        handicapLeft = Math.max(0, handicapLeft - 1);
        toMove = next;
        passes = 0;
        stonePlayed = true;
        if (superko) {
            seen.add(historyKey(hash, next));
        }
    }

    private void pass() {
        toMove = 1 - toMove;
        passes++;
        koPoint = NONE;
        handicapLeft = 0;
        if (superko) {
            seen.add(historyKey(hash, toMove));
        }
    }

    private void addLiberty(int id, int point) {
        libs[id]++;
        libSum[id] += point;
        libSumSq[id] += (long) point * point;
    }

    /** Joins two different chains; returns the name of the joined chain. */
    private int merge(int a, int b) {
        if (stones[a] < stones[b]) {
            int t = a;
            a = b;
            b = t;
        }
        int s = b;
        do {
            chain[s] = a;
            s = nextStone[s];
        } while (s != b);
        int t = nextStone[a];
        nextStone[a] = nextStone[b];
        nextStone[b] = t;
        stones[a] += stones[b];
        libs[a] += libs[b];
        libSum[a] += libSum[b];
        libSumSq[a] += libSumSq[b];
        chainHash[a] ^= chainHash[b];
        return a;
    }

    /** Takes chain {@code id} of colour {@code c} off the board; returns its stone count. */
    private int removeChain(int id, int c) {
        int other = 3 - c;
        int[] d = offsets;
        hash ^= chainHash[id];
        int n = 0;
        int s = id;
        do {
            int next = nextStone[s];
            colour[s] = Stones.EMPTY;
            emptyIndex[s] = emptyCount;
            empty[emptyCount++] = s;
            n++;
            for (int i = 0; i < 4; i++) {
                int q = s + d[i];
                if (colour[q] == other) {
                    addLiberty(chain[q], s);
                }
            }
            s = next;
        } while (s != id);
        return n;
    }

    private void removeEmpty(int p) {
        int i = emptyIndex[p];
        int last = empty[--emptyCount];
        empty[i] = last;
        emptyIndex[last] = i;
    }

    // ---- the position, in grid points (for the sampler's result and the tests) --------

    boolean isOver() {
        return passes >= 2;
    }

    /** The count of the final position as {@link GoState} makes it, or ongoing. */
    Outcome outcome() {
        if (!isOver()) {
            return Outcome.ONGOING;
        }
        // GoState forgets agreed dead stones when a stone is played and keeps them over passes.
        return Scorer.score(rules, cells(), captures.clone(), stonePlayed ? Set.of() : startDead).outcome();
    }

    /** Whether the side to move may place a stone on grid point {@code point}. */
    boolean isLegal(int point) {
        int p = toPadded[point];
        return !isOver() && colour[p] == Stones.EMPTY && isLegalAt(p);
    }

    boolean passAllowed() {
        return !isOver() && handicapLeft == 0;
    }

    /** Places a stone of the side to move on grid point {@code point}, which must be legal. */
    void play(int point) {
        if (!isLegal(point)) {
            throw new IllegalArgumentException("illegal point " + point);
        }
        placeStone(toPadded[point]);
    }

    /** The side to move passes, which must be allowed. */
    void playPass() {
        if (!passAllowed()) {
            throw new IllegalStateException("pass not allowed");
        }
        pass();
    }

    byte[] cells() {
        byte[] out = new byte[toPadded.length];
        for (int g = 0; g < out.length; g++) {
            out[g] = colour[toPadded[g]];
        }
        return out;
    }

    int captures(int side) {
        return captures[side];
    }

    int toMove() {
        return toMove;
    }

    /** The grid point the side to move may not retake, or -1. */
    int koPoint() {
        return koPoint == NONE ? -1 : toGrid[koPoint];
    }

    int passes() {
        return passes;
    }

    int handicapLeft() {
        return handicapLeft;
    }

    long boardHash() {
        return hash;
    }

    int emptyCount() {
        return emptyCount;
    }

    /**
     * Checks the chain data against a recount from the stones (for tests): every chain's
     * stones, ring, hash and pseudo-liberties, and the empty-point list.
     *
     * @throws IllegalStateException naming the first difference
     */
    void verify() {
        int w = width;
        int counted = 0;
        int stoneCount = 0;
        int inRings = 0;
        long board = 0;
        for (int g = 0; g < toPadded.length; g++) {
            int p = toPadded[g];
            if (colour[p] == Stones.EMPTY) {
                counted++;
                if (empty[emptyIndex[p]] != p || emptyIndex[p] >= emptyCount) {
                    throw new IllegalStateException("empty list misses " + g);
                }
                continue;
            }
            stoneCount++;
            board ^= keys[colour[p] * length + p];
            int id = chain[p];
            if (chain[id] != id || colour[id] != colour[p]) {
                throw new IllegalStateException("bad chain name at " + g);
            }
            if (id != p) {
                continue;
            }
            int n = 0;
            int l = 0;
            long sum = 0;
            long sq = 0;
            long h = 0;
            int s = p;
            do {
                if (chain[s] != id) {
                    throw new IllegalStateException("ring of " + g + " holds a stone of another chain");
                }
                n++;
                h ^= keys[colour[s] * length + s];
                for (int q : new int[] {s + 1, s - 1, s + w, s - w}) {
                    if (colour[q] == Stones.EMPTY) {
                        l++;
                        sum += q;
                        sq += (long) q * q;
                    } else if (colour[q] == colour[s] && chain[q] != id) {
                        throw new IllegalStateException("adjacent stones in two chains at " + g);
                    }
                }
                s = nextStone[s];
            } while (s != p);
            inRings += n;
            if (n != stones[id] || l != libs[id] || sum != libSum[id] || sq != libSumSq[id] || h != chainHash[id]) {
                throw new IllegalStateException("chain data of " + g + " differ from a recount");
            }
        }
        if (counted != emptyCount) {
            throw new IllegalStateException("empty count " + emptyCount + ", board has " + counted);
        }
        if (inRings != stoneCount) {
            throw new IllegalStateException(stoneCount + " stones, " + inRings + " in chain rings");
        }
        if (board != hash) {
            throw new IllegalStateException("board hash differs from a recount");
        }
    }
}
