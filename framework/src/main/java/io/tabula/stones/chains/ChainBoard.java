package io.tabula.stones.chains;

import io.tabula.hash.HashHistory;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * The chain block's kernel: a mutable board of stones of any number of sides on any
 * topology, with chains and liberties kept incrementally, so that judging or playing a stone
 * costs O(size of the chains it touches) instead of a flood fill of the board. It knows the
 * rules every game of surrounding shares (Go's, and its variants'):
 * <ol>
 *   <li>a stone may not retake the <em>ko point</em> at once: after a single stone took a
 *       single stone and is left with that point as its one liberty, the side whose stone
 *       was taken may not play there on its next turn ({@link ChainIllegal#KO});</li>
 *   <li>the chains of other sides that a stone leaves without liberties are captured first;
 *       then the mover's own chain is judged: without liberties it is suicide, refused unless
 *       {@link ChainRules#suicideAllowed() allowed}, when the chain is removed;</li>
 *   <li>under superko ({@link Repetition}) the board after the stone, with the side then to
 *       move under situational superko, may not be an earlier one
 *       ({@link ChainIllegal#SUPERKO}); a single-stone suicide, which leaves the board as it
 *       was, repeats the position just seen;</li>
 *   <li>a pass clears the ko point and is remembered as a position like a stone.</li>
 * </ol>
 * Who moves next is the caller's (the game's turn order, a handicap placement): every move
 * names the side to move after it. What the count needs is here too: the stones each side
 * has lost ({@link #removed}), and area and territory counts ({@link #count}).
 *
 * <p><b>Cells.</b> The board lies in the cells of a {@link ChainLayout}: border cells around
 * the points and a fixed number of neighbour slots per cell, border cells filling the slots of
 * a point with fewer neighbours, so the loops over neighbours run a fixed count with no edge
 * test, whatever the topology; on a grid the slots are {@code c ± 1} and {@code c ± width}.
 * Methods take and give cells; {@link ChainLayout#cell} and {@link ChainLayout#point} convert.
 * A cell holds {@link #EMPTY}, a side's colour (its index plus one) or {@link #BORDER}.
 *
 * <p><b>Chains.</b> Each chain is a ring of stones ({@link #nextStone}) named by one of its
 * stones ({@link #chainAt}); its data, indexed by that name, are its stone count, the XOR of
 * its stones' Zobrist keys (a capture's effect on the hash is one XOR) and its
 * <em>pseudo-liberties</em>: one per (stone, empty neighbour) pair, with their sum and sum of
 * squares. A chain with pseudo-liberties {@code n}, sum {@code s} and sum of squares {@code q}
 * has all of them on one point, so is in atari (or has none), exactly when
 * {@code n * q == s * s} (Cauchy-Schwarz); that point is {@code s / n}. Merging relabels the
 * smaller chain and splices the rings. A stone's legality needs only the counts: the stone
 * takes away one pseudo-liberty of each neighbouring chain per neighbour slot, and a chain left
 * with none is captured (another side's) or has no liberty elsewhere (the mover's).
 *
 * <p><b>Two ways to be set up.</b>
 * <ul>
 *   <li>{@link #load lazily}, for a move or two from a saved position: one copy of the laid-out
 *       stones; a chain's data is built (a flood fill) the first time a move or a question
 *       touches it, and a stamp per stone says which are built. The history is consulted where
 *       it is.</li>
 *   <li>{@link #load fully}, for a playout: every chain built at once, the empty points listed
 *       (with each point's index in the list) for random draws ({@link #draw}), and the history
 *       copied.</li>
 * </ul>
 *
 * <p>Not thread-safe: each thread plays on its own boards.
 */
public final class ChainBoard {
    /** An empty cell. */
    public static final byte EMPTY = 0;
    /** A border cell, off the board. */
    public static final byte BORDER = -1;
    /** No cell: no ko point, no move. */
    public static final int NONE = -1;

    private final ChainRules rules;
    private final ChainLayout layout;
    private final int length;
    private final int points;
    private final Steps steps; // the neighbours of cell p are steps.at(p, i), border cells past the last
    private final long[] keys; // keys[colour * length + cell]
    private final boolean suicideAllowed;
    private final boolean superko;
    private final PositionHistory history; // null without a repetition rule
    // Under superko: by cell, the index in the history of the position a removal of the
    // stone there led to (the last such removal since the set-up), or -1: see refusalAt.
    private final int[] removedAt;

    private final byte[] colour;
    private final int[] chain;
    private final int[] nextStone;
    private final int[] stones;
    private final int[] libs;
    private final int[] libSum;
    private final long[] libSumSq;
    private final long[] chainHash;
    private final int[] built; // on a board not full, a stone's chain is built when built[p] == generation
    private int generation;
    private boolean full; // every chain built, the empty list kept
    private final int[] empty;
    private final int[] emptyIndex;
    private int emptyCount;
    private final int[] stack;
    private final int[] capture; // the neighbours of a stone whose chains it takes
    private final int[] seen; // stamps for exact liberty counts and region fills
    private int seenStamp;

    private long hash;
    private int toMove;
    private int koCell = NONE;
    private int koSide = NONE;
    private int stoneTotal;
    private final int[] removed;

    /**
     * An empty board, side 0 to move, whose position history (under a repetition rule) has
     * room for {@code expectedPositions} positions before it grows.
     */
    public ChainBoard(ChainRules rules, int expectedPositions) {
        this.rules = rules;
        this.layout = rules.layout();
        this.length = layout.length();
        this.points = layout.points();
        this.steps = layout.steps();
        this.keys = rules.keyTable();
        this.suicideAllowed = rules.suicideAllowed();
        this.superko = rules.repetition() != Repetition.NONE;
        this.history = superko ? new PositionHistory(rules, expectedPositions) : null;
        this.removedAt = superko ? new int[layout.length()] : null;
        if (superko) {
            Arrays.fill(removedAt, -1);
        }
        colour = new byte[length];
        Arrays.fill(colour, BORDER);
        for (int p = 0; p < points; p++) {
            colour[layout.cell(p)] = EMPTY;
        }
        chain = new int[length];
        nextStone = new int[length];
        stones = new int[length];
        libs = new int[length];
        libSum = new int[length];
        libSumSq = new long[length];
        chainHash = new long[length];
        built = new int[length];
        empty = new int[points];
        emptyIndex = new int[length];
        stack = new int[length];
        capture = new int[steps.degree()];
        seen = new int[length];
        removed = new int[rules.sides()];
        generation = 1;
        listEmpty();
        full = true;
        if (superko) {
            history.add(0, 0, 0);
        }
    }

    public ChainRules rules() {
        return rules;
    }

    public ChainLayout layout() {
        return layout;
    }

    // ---- setting up ---------------------------------------------------------------------

    /**
     * Sets this board to a saved position: {@code board} the stones laid out in cells (as
     * {@link #board()} gives them), {@code stoneCount} stones in all, {@code boardHash} their
     * hash, {@code toMove} to move, the ko point {@code koCell} (or {@link #NONE}) forbidden to
     * {@code koSide}, the stones each side has lost, and the earlier positions. A full load
     * builds every chain, lists the empty points and copies the history (for a playout); a lazy
     * one builds chains as moves and questions touch them and consults the history where it is.
     */
    public void load(byte[] board, int stoneCount, long boardHash, int toMove, int koCell, int koSide,
            int[] removedStones, HashHistory earlier, boolean fully) {
        System.arraycopy(board, 0, colour, 0, length);
        nextGeneration();
        full = false;
        this.stoneTotal = stoneCount;
        this.hash = boardHash;
        this.toMove = toMove;
        this.koCell = koCell;
        this.koSide = koCell == NONE ? NONE : koSide;
        System.arraycopy(removedStones, 0, removed, 0, removed.length);
        if (fully) {
            buildAll();
            if (superko) {
                history.copyFrom(earlier);
            }
        } else if (superko) {
            history.startFrom(earlier);
        }
        if (superko) {
            Arrays.fill(removedAt, -1);
            history.setUpAt(boardHash, toMove);
        }
    }

    /**
     * Sets this board to the stones {@code cells} (one byte per point: {@link #EMPTY} or a
     * side's colour), {@code toMove} to move, no ko, nothing removed and no earlier position
     * but this one: a position to count or to analyse. Every chain is built; a chain without
     * liberties may stand (a set-up no game reaches, which the caller may look for).
     */
    public void setUp(byte[] cells, int toMove) {
        byte[] board = layout.layOut(cells);
        long h = 0;
        int count = 0;
        for (int g = 0; g < points; g++) {
            int p = layout.cell(g);
            if (board[p] > 0) {
                h ^= keys[board[p] * length + p];
                count++;
            }
        }
        HashHistory only = HashHistory.EMPTY.plus(rules.positionKey(h, toMove));
        load(board, count, h, toMove, NONE, NONE, new int[removed.length], only, true);
    }

    /** Sets this board to the position of {@code other}, a board of the same rules. */
    public void copyFrom(ChainBoard other) {
        if (other.rules != rules) {
            throw new IllegalArgumentException("boards of different rules");
        }
        int n = length;
        System.arraycopy(other.colour, 0, colour, 0, n);
        System.arraycopy(other.chain, 0, chain, 0, n);
        System.arraycopy(other.nextStone, 0, nextStone, 0, n);
        System.arraycopy(other.stones, 0, stones, 0, n);
        System.arraycopy(other.libs, 0, libs, 0, n);
        System.arraycopy(other.libSum, 0, libSum, 0, n);
        System.arraycopy(other.libSumSq, 0, libSumSq, 0, n);
        System.arraycopy(other.chainHash, 0, chainHash, 0, n);
        full = other.full;
        if (!full) {
            // Stamps are compared with the generation: take both, or neither.
            System.arraycopy(other.built, 0, built, 0, n);
            generation = other.generation;
        } else {
            System.arraycopy(other.emptyIndex, 0, emptyIndex, 0, n);
            System.arraycopy(other.empty, 0, empty, 0, other.emptyCount);
            emptyCount = other.emptyCount;
        }
        if (superko) {
            history.copyFrom(other.history);
            System.arraycopy(other.removedAt, 0, removedAt, 0, n);
        }
        hash = other.hash;
        toMove = other.toMove;
        koCell = other.koCell;
        koSide = other.koSide;
        stoneTotal = other.stoneTotal;
        System.arraycopy(other.removed, 0, removed, 0, removed.length);
    }

    /** Forgets every chain's data. */
    private void nextGeneration() {
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(built, 0);
            generation = 0;
        }
        generation++;
    }

    private void listEmpty() {
        emptyCount = 0;
        for (int g = 0; g < points; g++) {
            int p = layout.cell(g);
            if (colour[p] == EMPTY) {
                emptyIndex[p] = emptyCount;
                empty[emptyCount++] = p;
            }
        }
    }

    /** Builds every chain not yet built and lists the empty points: the board becomes full. */
    private void buildAll() {
        emptyCount = 0;
        for (int g = 0; g < points; g++) {
            int p = layout.cell(g);
            if (colour[p] == EMPTY) {
                emptyIndex[p] = emptyCount;
                empty[emptyCount++] = p;
            } else if (!full && built[p] != generation) {
                build(p);
            }
        }
        full = true;
    }

    /** Builds every chain and lists the empty points, if not done yet: for questions about the whole board. */
    public void buildAllChains() {
        if (!full) {
            buildAll();
        }
    }

    /** Whether every chain is built and the empty points are listed (a board loaded fully, or made full). */
    public boolean isFull() {
        return full;
    }

    /** Builds the chains next to cell {@code p} that are not built yet (on a board that is not full). */
    private void buildAround(int p) {
        Steps st = steps;
        int deg = st.degree();
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            if (colour[q] > 0 && built[q] != generation) {
                build(q);
            }
        }
    }

    /** Builds the data of the chain through stone {@code start} from the stones (a flood fill). */
    private void build(int start) {
        byte c = colour[start];
        Steps st = steps;
        int deg = st.degree();
        int gen = generation;
        int n = 0;
        int l = 0;
        int sum = 0;
        long squares = 0;
        long h = 0;
        int top = 0;
        stack[top++] = start;
        built[start] = gen;
        nextStone[start] = start;
        while (top > 0) {
            int s = stack[--top];
            chain[s] = start;
            if (s != start) {
                nextStone[s] = nextStone[start];
                nextStone[start] = s;
            }
            n++;
            h ^= keys[c * length + s];
            for (int i = 0; i < deg; i++) {
                int q = st.at(s, i);
                byte cq = colour[q];
                if (cq == EMPTY) {
                    l++;
                    sum += q;
                    squares += (long) q * q;
                } else if (cq == c && built[q] != gen) {
                    built[q] = gen;
                    stack[top++] = q;
                }
            }
        }
        stones[start] = n;
        libs[start] = l;
        libSum[start] = sum;
        libSumSq[start] = squares;
        chainHash[start] = h;
    }

    /** Makes sure the chain of the stone on cell {@code p} is built. */
    private void ensure(int p) {
        if (!full && built[p] != generation) {
            build(p);
        }
    }

    // ---- judging stones -----------------------------------------------------------------

    /**
     * Why the side to move may not put a stone on empty cell {@code p}, when {@code next} is
     * to move after it; null when it may. Computes the hash and stone count the stone would
     * leave (captures made, or the suicided chains removed) without changing anything.
     */
    public ChainIllegal refusal(int p, int next) {
        if (!full) {
            buildAround(p);
        }
        return refusalAt(p, next);
    }

    /**
     * As {@link #refusal}, the chains next to {@code p} built. The stone takes from each
     * neighbouring chain one pseudo-liberty per neighbour slot it fills there; a chain of
     * another side left with none is captured, a chain of the mover's left with none has no
     * liberty but {@code p}. The counts are taken down and put back around the test; a chain
     * is judged at the slot where its count reaches none, so once however many slots it
     * fills. First the shortcut: where no earlier position can be repeated, a stone with an
     * empty neighbour is legal whatever it captures.
     */
    private ChainIllegal refusalAt(int p, int next) {
        if (p == koCell && toMove == koSide) {
            return ChainIllegal.KO;
        }
        Steps st = steps;
        int deg = st.degree();
        byte[] col = colour;
        if (!superko || removedAt[p] < 0 && history.plainBase()) {
            // A stone with an empty neighbour stays on the board, and (see below) a stone
            // that stays on a point never emptied since the set-up repeats no position: legal.
            for (int i = 0; i < deg; i++) {
                if (col[st.at(p, i)] == EMPTY) {
                    return null;
                }
            }
        }
        int c = toMove + 1;
        int[] ch = chain;
        int[] lb = libs;
        boolean liberty = false;
        long h = hash ^ keys[c * length + p];
        int after = stoneTotal + 1;
        long ownHash = 0;
        int ownStones = 0;
        int joins = 0; // neighbour slots holding the mover's stones
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            byte cq = col[q];
            if (cq == EMPTY) {
                liberty = true;
            } else if (cq > 0) {
                int id = ch[q];
                // p is its only liberty when it reaches none at its last slot (see playAt)
                if (--lb[id] == 0) {
                    if (cq == c) {
                        ownHash ^= chainHash[id];
                        ownStones += stones[id];
                    } else {
                        liberty = true; // the stone captures it
                        h ^= chainHash[id];
                        after -= stones[id];
                    }
                }
                if (cq == c) {
                    joins++;
                }
            }
        }
        if (!liberty && joins > 0) {
            for (int i = 0; i < deg; i++) {
                int q = st.at(p, i);
                if (col[q] == c && lb[ch[q]] > 0) {
                    liberty = true; // a chain of the mover's with a liberty besides p
                }
            }
        }
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            if (col[q] > 0) {
                lb[ch[q]]++;
            }
        }
        if (!liberty) {
            if (!suicideAllowed) {
                return ChainIllegal.SUICIDE;
            }
            // The stone and every chain of the mover's it joins leave the board.
            h = hash ^ ownHash;
            after = stoneTotal - ownStones;
        }
        if (superko && (h == hash || history.contains(h, next, after, liberty ? removedAt[p] : Integer.MAX_VALUE))) {
            // A board left as it was (a single-stone suicide) repeats the position just seen.
            return ChainIllegal.SUPERKO;
        }
        return null;
    }

    /*
     * Why a stone on p that stays on the board can only repeat a position added before
     * removedAt[p] (the claim both superko shortcuts above rely on). On the board after the
     * stone, p holds a stone. Let E be a position added since the set-up whose board equals
     * that board: on E's board too, p holds a stone. Now p is empty. A stone leaves the board
     * only through removeChain (a capture, or an allowed suicide; load, setUp and copyFrom set
     * removedAt anew with the rest), which records in removedAt[p] the index the position
     * after that move gets. So a removal on p came after E, and E's index is below the last
     * such removal's, removedAt[p]. If there was none (-1), p was empty at the set-up and has
     * been ever since, so no position added since the set-up has a stone on p, nor has the
     * set-up position itself: when the positions from before the set-up are that one alone
     * (PositionHistory.plainBase), the stone repeats nothing, and a stone with an empty
     * neighbour is then legal without looking at what it captures. Whether the stone captures
     * or not does not matter: it changes p either way. A suicide leaves p empty, so it is
     * checked against every position. ChainBoardTest and GoSamplerTest play random games
     * against a plain comparison of whole boards, from set-ups with and without a past.
     */

    /** Whether the side to move may put a stone on cell {@code p} (on the board), {@code next} to move after it. */
    public boolean allows(int p, int next) {
        return colour[p] == EMPTY && refusal(p, next) == null;
    }

    // ---- playing ------------------------------------------------------------------------

    /**
     * Puts a stone of the side to move on empty cell {@code p}, which {@link #refusal} allows,
     * with its captures (or its suicide), and hands the turn to {@code next}.
     */
    public void play(int p, int next) {
        if (!full) {
            buildAround(p); // from the board before the stone
            built[p] = generation;
        }
        playAt(p, next);
    }

    private void playAt(int p, int next) {
        int c = toMove + 1;
        Steps st = steps;
        int deg = st.degree();
        if (full) {
            removeEmpty(p);
        }
        colour[p] = (byte) c;
        long k = keys[c * length + p];
        hash ^= k;
        stoneTotal++;
        chain[p] = p;
        nextStone[p] = p;
        stones[p] = 1;
        chainHash[p] = k;
        byte[] col = colour;
        int[] ch = chain;
        int[] lb = libs;
        long pp = (long) p * p;
        int l = 0;
        int sum = 0;
        long squares = 0;
        int joins = 0; // neighbour slots holding the mover's stones
        // The chains of other sides left without liberties are judged together, then taken
        // off: with three sides or more, taking one off could give another a liberty. A chain
        // next to p by k slots loses k pseudo-liberties here and has at least k, so it reaches
        // none at its last slot exactly when p was its only liberty: found there, once.
        int dead = 0;
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            byte cq = col[q];
            if (cq == EMPTY) {
                l++;
                sum += q;
                squares += (long) q * q;
            } else if (cq > 0) {
                int id = ch[q];
                libSum[id] -= p;
                libSumSq[id] -= pp;
                if (--lb[id] == 0 && cq != c) {
                    capture[dead++] = q;
                }
                if (cq == c) {
                    joins++;
                }
            }
        }
        lb[p] = l;
        libSum[p] = sum;
        libSumSq[p] = squares;
        int own = p;
        if (joins > 0) {
            for (int i = 0; i < deg; i++) {
                int q = st.at(p, i);
                if (col[q] == c && ch[q] != own) {
                    own = merge(own, ch[q]);
                }
            }
        }
        int captured = 0;
        int lastCaptured = NONE;
        int capturedSide = NONE;
        for (int i = 0; i < dead; i++) {
            int q = capture[i];
            byte cq = colour[q];
            if (cq > 0) { // not taken off already with another slot's chain
                captured += removeChain(chain[q]);
                lastCaptured = q;
                capturedSide = cq - 1;
            }
        }
        if (captured == 0 && libs[own] == 0) {
            removeChain(own);
        }
        // A single stone that took a single stone and has only that point as liberty.
        if (captured == 1 && stones[own] == 1 && libs[own] == 1 && colour[p] == c) {
            koCell = lastCaptured;
            koSide = capturedSide;
        } else {
            koCell = NONE;
            koSide = NONE;
        }
        toMove = next;
        if (superko) {
            history.add(hash, next, stoneTotal);
        }
    }

    /** The side to move passes; {@code next} moves after it. */
    public void pass(int next) {
        toMove = next;
        koCell = NONE;
        koSide = NONE;
        if (superko) {
            history.add(hash, next, stoneTotal);
        }
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

    /** Takes chain {@code id} off the board; returns its stone count. */
    private int removeChain(int id) {
        int c = colour[id];
        Steps st = steps;
        int deg = st.degree();
        hash ^= chainHash[id];
        int n = 0;
        int s = id;
        int index = superko ? history.size() : 0; // the index the position after this move gets
        do {
            int next = nextStone[s];
            colour[s] = EMPTY;
            if (superko) {
                removedAt[s] = index;
            }
            if (full) {
                emptyIndex[s] = emptyCount;
                empty[emptyCount++] = s;
            }
            n++;
            for (int i = 0; i < deg; i++) {
                int q = st.at(s, i);
                // A chain not built yet will count this liberty when it is.
                if (colour[q] > 0 && (full || built[q] == generation)) {
                    int other = chain[q];
                    libs[other]++;
                    libSum[other] += s;
                    libSumSq[other] += (long) s * s;
                }
            }
            s = next;
        } while (s != id);
        stoneTotal -= n;
        removed[c - 1] += n;
        return n;
    }

    private void removeEmpty(int p) {
        int i = emptyIndex[p];
        int last = empty[--emptyCount];
        empty[i] = last;
        emptyIndex[last] = i;
    }

    // ---- random moves (a full board) ----------------------------------------------------

    /**
     * Draws uniformly among the legal stones of the side to move ({@code next} to move after
     * a stone) and {@code extras} other moves (a pass) that the caller knows to be legal, and
     * returns the stone's cell, or {@code -1 - k} for extra move {@code k}. A drawn point that
     * is illegal is set aside past this ply's candidates (swapped to the end of the first
     * {@code limit} empty points) and another is drawn, so the move is uniform over the legal
     * ones without listing them. Plays nothing. {@code rejected}, if not null, hears each cell
     * set aside (for tests).
     *
     * @throws IllegalStateException on a board not full, or when there is no move at all
     */
    public int draw(SplittableRandom random, int extras, int next, IntConsumer rejected) {
        if (!full) {
            throw new IllegalStateException("random draws need a board loaded fully");
        }
        int limit = emptyCount;
        while (true) {
            int total = limit + extras;
            if (total == 0) {
                throw new IllegalStateException("no legal move in a game that is not over");
            }
            int r = below(random, total);
            if (r >= limit) {
                return -1 - (r - limit);
            }
            int p = empty[r];
            if (refusalAt(p, next) == null) {
                return p;
            }
            if (rejected != null) {
                rejected.accept(p);
            }
            limit--;
            int last = empty[limit];
            empty[r] = last;
            emptyIndex[last] = r;
            empty[limit] = p;
            emptyIndex[p] = limit;
        }
    }

    /**
     * A uniformly random int from 0 to {@code bound - 1} ({@code bound} positive), exactly
     * uniform as {@link SplittableRandom#nextInt(int)} is, without its division on every
     * call: the high half of a random 32-bit number times {@code bound}, drawing again in the
     * rare case (under {@code bound} in 2^32) that the low half falls in the few values that
     * would favour some results (Lemire's multiply-and-shift method).
     */
    static int below(SplittableRandom random, int bound) {
        long m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
        if ((m & 0xFFFF_FFFFL) < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound; // 2^32 mod bound
            while ((m & 0xFFFF_FFFFL) < threshold) {
                m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    /**
     * Sets aside empty point number {@code i} of the list for this ply, as {@link #draw} does
     * with an illegal one: it moves to position {@code limit - 1}, and the point there to
     * {@code i}. For policies that draw points themselves ({@link #emptyPoint}).
     */
    public void setAside(int i, int limit) {
        int p = empty[i];
        int last = empty[limit - 1];
        empty[i] = last;
        emptyIndex[last] = i;
        empty[limit - 1] = p;
        emptyIndex[p] = limit - 1;
    }

    /** The number of empty points (a full board). */
    public int emptyCount() {
        return emptyCount;
    }

    /** The cell of empty point number {@code i} of the list, {@code i} below {@link #emptyCount()} (a full board). */
    public int emptyPoint(int i) {
        return empty[i];
    }

    // ---- the position -------------------------------------------------------------------

    /** What cell {@code p} holds: {@link #EMPTY}, a side's colour (index plus one) or {@link #BORDER}. */
    public byte colour(int p) {
        return colour[p];
    }

    /** The side whose stone is on cell {@code p}, or -1. */
    public int side(int p) {
        return colour[p] > 0 ? colour[p] - 1 : -1;
    }

    /** The index of the side to move. */
    public int toMove() {
        return toMove;
    }

    /** The cell the side {@link #koSide()} may not play on at once, or {@link #NONE}. */
    public int koCell() {
        return koCell;
    }

    /** The side that may not retake the ko, or {@link #NONE}. */
    public int koSide() {
        return koSide;
    }

    /** The Zobrist hash of the stones. */
    public long hash() {
        return hash;
    }

    /** What the repetition rule remembers of this position ({@link ChainRules#positionKey}). */
    public long positionKey() {
        return rules.positionKey(hash, toMove);
    }

    /** The number of stones on the board. */
    public int stoneCount() {
        return stoneTotal;
    }

    /** How many stones of {@code side} have been taken off: captured, or removed by its own suicide. */
    public int removed(int side) {
        return removed[side];
    }

    /** The stones laid out in cells, as {@link #load} takes them, in a new array. */
    public byte[] board() {
        return colour.clone();
    }

    /** The stones by point, in a new array. */
    public byte[] cells() {
        return layout.byPoint(colour);
    }

    /** Neighbour slot {@code i} of cell {@code p}: a neighbour cell or a border cell. */
    public int neighbour(int p, int i) {
        return steps.at(p, i);
    }

    /** The number of neighbour slots of every cell. */
    public int degree() {
        return steps.degree();
    }

    // ---- chains -------------------------------------------------------------------------

    /** The name of the chain of the stone on cell {@code p} (one of its stones' cells). */
    public int chainAt(int p) {
        ensure(p);
        return chain[p];
    }

    /** The stone after {@code p} in its chain's ring: following it from any stone visits the chain once. */
    public int nextStone(int p) {
        return nextStone[p];
    }

    /** The number of stones of chain {@code id}. */
    public int chainStones(int id) {
        return stones[id];
    }

    /** The pseudo-liberties of chain {@code id}: its (stone, empty neighbour) pairs; 0 exactly when it has no liberty. */
    public int pseudoLiberties(int id) {
        return libs[id];
    }

    /** Whether chain {@code id} has one liberty at most. */
    public boolean inAtari(int id) {
        long s = libSum[id];
        return libs[id] * libSumSq[id] == s * s;
    }

    /** The one liberty of chain {@code id}, which {@link #inAtari} with a liberty; {@link #NONE} if it has none. */
    public int atariLiberty(int id) {
        return libs[id] == 0 ? NONE : libSum[id] / libs[id];
    }

    /** The number of distinct empty cells next to chain {@code id}. */
    public int liberties(int id) {
        int stamp = nextStamp();
        int count = 0;
        int s = id;
        do {
            for (int i = 0; i < steps.degree(); i++) {
                int q = steps.at(s, i);
                if (colour[q] == EMPTY && seen[q] != stamp) {
                    seen[q] = stamp;
                    count++;
                }
            }
            s = nextStone[s];
        } while (s != id);
        return count;
    }

    /**
     * The number of distinct liberties the chain through a stone of {@code side} on empty cell
     * {@code p} would have, counting no capture: the empty neighbours of {@code p} and of the
     * chains of {@code side} next to it, {@code p} itself left out.
     */
    public int libertiesIf(int p, int side) {
        int c = side + 1;
        int stamp = nextStamp();
        seen[p] = stamp;
        int count = 0;
        for (int i = 0; i < steps.degree(); i++) {
            int q = steps.at(p, i);
            if (colour[q] == EMPTY) {
                if (seen[q] != stamp) {
                    seen[q] = stamp;
                    count++;
                }
            } else if (colour[q] == c) {
                int id = chainAt(q);
                if (seen[id] == -stamp) {
                    continue; // a chain already counted (marked by its name)
                }
                int s = id;
                do {
                    for (int j = 0; j < steps.degree(); j++) {
                        int r = steps.at(s, j);
                        if (colour[r] == EMPTY && seen[r] != stamp) {
                            seen[r] = stamp;
                            count++;
                        }
                    }
                    s = nextStone[s];
                } while (s != id);
                seen[id] = -stamp;
            }
        }
        return count;
    }

    private int nextStamp() {
        if (seenStamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            seenStamp = 0;
        }
        return ++seenStamp;
    }

    /**
     * Puts a stone of {@code side} on empty cell {@code p} outside the rules (a set-up, or an
     * analysis that fills a point): chains merged and liberties kept, nothing captured, no
     * turn, ko or history changed. A chain left without liberties stays.
     */
    public void put(int p, int side) {
        buildAllChains();
        int c = side + 1;
        removeEmpty(p);
        colour[p] = (byte) c;
        long k = keys[c * length + p];
        hash ^= k;
        stoneTotal++;
        chain[p] = p;
        nextStone[p] = p;
        stones[p] = 1;
        chainHash[p] = k;
        libs[p] = 0;
        libSum[p] = 0;
        libSumSq[p] = 0;
        for (int i = 0; i < steps.degree(); i++) {
            int q = steps.at(p, i);
            if (colour[q] == EMPTY) {
                libs[p]++;
                libSum[p] += q;
                libSumSq[p] += (long) q * q;
            } else if (colour[q] > 0) {
                int id = chain[q];
                libs[id]--;
                libSum[id] -= p;
                libSumSq[id] -= (long) p * p;
            }
        }
        int own = p;
        for (int i = 0; i < steps.degree(); i++) {
            int q = steps.at(p, i);
            if (colour[q] == c && chain[q] != own) {
                own = merge(own, chain[q]);
            }
        }
    }

    /**
     * A 3x3 code of the eight cells around cell {@code p} of a padded grid, two bits each
     * (empty 0, the first side 1, the second 2, the border 3), in the order of
     * {@code ring}, the layout's {@link ChainLayout#ring()}, the first in the lowest bits: for
     * the patterns of a playout policy. Two sides only.
     */
    public int neighbourhood(int p, int[] ring) {
        int code = 0;
        for (int i = 0; i < 8; i++) {
            code |= (colour[p + ring[i]] & 3) << (2 * i);
        }
        return code;
    }

    // ---- counting -----------------------------------------------------------------------

    /**
     * Counts the board: for each side, its stones ({@code stonesOut}) and the empty points of
     * the regions that only its stones border ({@code territoryOut}); an empty region is one
     * connected set of empty points. A region that borders a point marked in
     * {@code noTerritory} (cells; null for none) is nobody's: the eyes of stones in seki under
     * territory scoring. Both arrays have one entry per side and are overwritten.
     */
    public void count(int[] stonesOut, int[] territoryOut, boolean[] noTerritory) {
        Arrays.fill(stonesOut, 0);
        Arrays.fill(territoryOut, 0);
        int stamp = nextStamp();
        Steps st = steps;
        int deg = st.degree();
        for (int g = 0; g < points; g++) {
            int p = layout.cell(g);
            byte c = colour[p];
            if (c > 0) {
                stonesOut[c - 1]++;
                continue;
            }
            if (seen[p] == stamp) {
                continue;
            }
            int top = 0;
            int region = 0;
            int owner = NONE; // a side; -2 when two sides border it, or a marked stone
            stack[top++] = p;
            seen[p] = stamp;
            while (top > 0) {
                int q = stack[--top];
                region++;
                for (int i = 0; i < deg; i++) {
                    int r = st.at(q, i);
                    byte cr = colour[r];
                    if (cr == EMPTY) {
                        if (seen[r] != stamp) {
                            seen[r] = stamp;
                            stack[top++] = r;
                        }
                    } else if (cr > 0) {
                        if (noTerritory != null && noTerritory[r]) {
                            owner = -2;
                        } else if (owner == NONE) {
                            owner = cr - 1;
                        } else if (owner != cr - 1) {
                            owner = -2;
                        }
                    }
                }
            }
            if (owner >= 0) {
                territoryOut[owner] += region;
            }
        }
    }

    // ---- checks -------------------------------------------------------------------------

    /**
     * Checks the chain data against a recount from the stones (for tests): every built
     * chain's stones, ring, hash and pseudo-liberties (on a full board every chain is
     * built), the empty-point list of a full board, the stone count and the board's hash.
     *
     * @throws IllegalStateException naming the first difference
     */
    public void verify() {
        int counted = 0;
        int stoneCount = 0;
        int builtStones = 0;
        int inRings = 0;
        long board = 0;
        for (int g = 0; g < points; g++) {
            int p = layout.cell(g);
            if (colour[p] == EMPTY) {
                counted++;
                if (full && (emptyIndex[p] >= emptyCount || empty[emptyIndex[p]] != p)) {
                    throw new IllegalStateException("empty list misses " + g);
                }
                continue;
            }
            if (colour[p] < 0 || colour[p] > rules.sides()) {
                throw new IllegalStateException("point " + g + " holds " + colour[p]);
            }
            stoneCount++;
            board ^= keys[colour[p] * length + p];
            if (!full && built[p] != generation) {
                continue;
            }
            builtStones++;
            int id = chain[p];
            if (chain[id] != id || colour[id] != colour[p] || (!full && built[id] != generation)) {
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
                if (chain[s] != id || n > points) {
                    throw new IllegalStateException("ring of " + g + " holds a stone of another chain");
                }
                n++;
                h ^= keys[colour[s] * length + s];
                for (int i = 0; i < steps.degree(); i++) {
                    int q = steps.at(s, i);
                    if (colour[q] == EMPTY) {
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
        if (full && counted != emptyCount) {
            throw new IllegalStateException("empty count " + emptyCount + ", board has " + counted);
        }
        if (inRings != builtStones) {
            throw new IllegalStateException(builtStones + " built stones, " + inRings + " in chain rings");
        }
        if (stoneCount != stoneTotal) {
            throw new IllegalStateException("stone count " + stoneTotal + ", board has " + stoneCount);
        }
        if (board != hash) {
            throw new IllegalStateException("board hash differs from a recount");
        }
    }
}
