package io.tabula.go.rules;

import io.tabula.core.CommonReason;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import java.util.Arrays;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The rules kernel of Go: a mutable position that judges and plays moves, with
 * incremental chain data so that judging or playing a stone costs O(size of the chains it
 * touches) instead of a flood fill of the board. Every rule of play is here and nowhere
 * else; {@link GoState} (one move at a time, behind its immutable API),
 * {@link GoSampler} (whole random games) and {@link DeadStones} (playouts that judge
 * dead stones, with a policy of its own: {@link #playPolicyMove}) all play through it. KataGo's {@code Board}
 * and {@code BoardHistory} have these jobs.
 *
 * <p>The rules, in the order a stone is judged ({@link #whyIllegalAt}) and played
 * ({@link #placeAt}):
 * <ol>
 *   <li>the stone may not retake the ko point: a single stone just captured by a single
 *       stone that is left in atari (simple ko, under every ko rule);</li>
 *   <li>opponent chains left without liberties are captured first, then the mover's own
 *       chain is judged: without liberties it is suicide, illegal unless the
 *       {@code suicide} option allows it, in which case the chain is removed and its
 *       stones count as captured by the opponent;</li>
 *   <li>under superko ({@link PositionHistory}) the board after the move, with the side
 *       then to move for situational superko, may not be an earlier one; a single-stone
 *       suicide, which leaves the board as it was, repeats the position just seen;</li>
 *   <li>while free handicap stones are left, black places them one after the other
 *       ({@link #nextToMoveAfterStone}) and nobody may pass;</li>
 *   <li>a pass clears the ko point and is remembered as a position like a stone; two
 *       passes in a row end the game, counted by {@link Scorer} from this board's stones,
 *       prisoners and agreed dead stones ({@link #dead()}: kept over passes, forgotten
 *       when a stone is played).</li>
 * </ol>
 * The board speaks points (or cells), not moves; resignation, which does not touch
 * the board, is {@link GoState}'s.
 *
 * <p>The board lies in the cells of a {@link BoardLayout}: border cells around the points,
 * and a fixed number of neighbour slots per cell ({@link Steps}: 4 on a square board or a
 * torus, 6 on a hex board), border cells filling the slots of a point with fewer
 * neighbours, so the loops over neighbours run a fixed count with no edge test, whatever
 * the topology; on a square board the slots are {@code p ± 1} and {@code p ± width}, as
 * fast as the kernel was before it knew other boards. Methods named {@code ...At} take
 * cells, the others points ({@code y * size + x}). Each
 * chain is a ring of stones ({@code nextStone}) named by one of its stones
 * ({@code chain[p]}); its data, indexed by that name, are its stone count, the XOR of its
 * stones' Zobrist keys (so a capture's effect on the hash is one XOR) and its
 * pseudo-liberties: one per (stone, empty neighbour) pair, with their sum and sum of
 * squares. A chain with pseudo-liberties {@code n}, sum {@code s} and sum of squares
 * {@code q} has all of them on one point, i.e. is in atari (or has none), exactly when
 * {@code n * q == s * s} (Cauchy-Schwarz). Merging relabels the smaller chain and splices
 * the rings.
 *
 * <p>Two ways to set a board up from a state, for its two users:
 * <ul>
 *   <li>{@link #load(GoState, boolean) load} for a move or two ({@link GoState}): one copy
 *       of the state's laid-out stones; a chain's data is built (a flood fill) the first
 *       time a move touches it, and a stamp per stone says which are built. Stones
 *       placed or merged afterwards are built as they are played, and a liberty change
 *       next to a chain not yet built needs no update (its flood fill will see it). The
 *       history is consulted where it is.</li>
 *   <li>for a playout ({@link GoSampler}): every chain built at once, the list of empty
 *       points kept (with each point's index in it) for random draws, and the history
 *       copied into a hash set. Such a board is <em>full</em>; it checks no stamp.</li>
 * </ul>
 *
 * <p>A board is built for one board size and takes the rules of each state it loads;
 * {@link #copyFrom} copies another board of that size. Not thread-safe.
 */
final class GoBoard {
    static final byte BORDER = BoardLayout.BORDER;
    private static final int NONE = -1;
    private static final Set<Integer> NO_DEAD = Set.of();

    private final int length;
    private final BoardLayout layout;
    private final int[] toCell; // point to cell (the layout's table, on the hot path)
    private final int[] toPoint;
    private final Steps steps; // the neighbours of cell p are steps.at(p, i), border cells past the last
    private final int diagonalDegree;
    private final int[] diagonals; // for the policy's eye test
    // The eight neighbours of cell p are p + ring[i] in PlayoutShapes' order, on a square board's
    // padded cells; null on other topologies, whose playouts answer no 3x3 shape (not a rule).
    private final int[] ring;
    private final long[] keys; // keys[colour * length + p]
    private final int expectedPositions;

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

    private GoRules rules;
    private boolean suicideAllowed;
    private boolean superko; // a superko rule: history is not null
    private PositionHistory history; // null under simple ko

    private long hash;
    private int toMove;
    private int koPoint; // a cell, or NONE
    private int passes;
    private int handicapLeft;
    private final int[] captures = new int[2];
    private Set<Integer> dead = NO_DEAD;

    /**
     * An empty board of {@code rules}' size whose position history has room for
     * {@code expectedPositions} positions before it grows; {@link #load} sets it up.
     */
    GoBoard(GoRules rules, int expectedPositions) {
        this.layout = rules.layout();
        this.expectedPositions = expectedPositions;
        length = layout.length();
        toCell = new int[layout.points()];
        toPoint = new int[length];
        for (int p = 0; p < length; p++) {
            toPoint[p] = layout.point(p);
        }
        // Zobrist keys depend on the board size only (GoRules' generator has a fixed seed).
        keys = new long[3 * length];
        for (int g = 0; g < layout.points(); g++) {
            int p = layout.cell(g);
            toCell[g] = p;
            keys[Stones.BLACK * length + p] = rules.stoneKey(g, Stones.BLACK);
            keys[Stones.WHITE * length + p] = rules.stoneKey(g, Stones.WHITE);
        }
        steps = layout.steps();
        diagonalDegree = layout.diagonalDegree();
        diagonals = layout.diagonalTable();
        ring = rules.shape() == BoardTopology.SQUARE ? PlayoutShapes.ring(rules.size() + 2) : null;
        colour = new byte[length];
        Arrays.fill(colour, BORDER);
        chain = new int[length];
        nextStone = new int[length];
        stones = new int[length];
        libs = new int[length];
        libSum = new int[length];
        libSumSq = new long[length];
        chainHash = new long[length];
        built = new int[length];
        empty = new int[layout.points()];
        emptyIndex = new int[length];
        stack = new int[length];
        bind(rules);
    }

    /** Whether this board can {@link #load} states of {@code rules}: the same board size and topology. */
    boolean fits(GoRules rules) {
        return rules.layout().shape() == layout.shape() && rules.layout().points() == layout.points();
    }

    /** Takes {@code next}'s rules: the suicide option and the ko rule's history. */
    private void bind(GoRules next) {
        if (next == rules) {
            return;
        }
        if (!fits(next)) {
            throw new IllegalArgumentException("a " + layout.shape().id() + " board of " + layout.points()
                    + " points cannot hold a " + next.size() + "x" + next.size() + " "
                    + next.layout().shape().id() + " position");
        }
        if (rules == null || next.ko() != rules.ko()) {
            history = next.forbidsRepetition() ? new PositionHistory(next, expectedPositions) : null;
        }
        rules = next;
        suicideAllowed = next.suicideAllowed();
        superko = history != null;
    }

    /**
     * Sets this board to the position of {@code state} (which {@link #fits}), with its
     * history. For a playout ({@code forPlayout}) every chain is built, the empty points
     * listed and the history copied; otherwise chains are built as moves touch them and
     * the history is consulted where it is.
     */
    void load(GoState state, boolean forPlayout) {
        bind(state.rules());
        System.arraycopy(state.board(), 0, colour, 0, length);
        nextGeneration();
        full = false;
        hash = state.boardHash();
        toMove = state.toMove().index();
        koPoint = state.koPoint() >= 0 ? toCell[state.koPoint()] : NONE;
        passes = state.passes();
        handicapLeft = state.handicapLeft();
        captures[0] = state.captures(Stones.BLACK_SIDE);
        captures[1] = state.captures(Stones.WHITE_SIDE);
        dead = state.dead().isEmpty() ? NO_DEAD : state.dead();
        if (forPlayout) {
            buildAll();
            if (superko) {
                history.copyFrom(state.history());
            }
        } else if (superko) {
            history.startFrom(state.history());
        }
    }

    /** Forgets every chain's data. */
    private void nextGeneration() {
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(built, 0);
            generation = 0;
        }
        generation++;
    }

    /** Builds every chain not yet built and lists the empty points: the board becomes full. */
    private void buildAll() {
        emptyCount = 0;
        for (int g = 0; g < layout.points(); g++) {
            int p = toCell[g];
            if (colour[p] == Stones.EMPTY) {
                emptyIndex[p] = emptyCount;
                empty[emptyCount++] = p;
            } else if (built[p] != generation) {
                build(p);
            }
        }
        full = true;
    }

    /** Builds the chains next to cell {@code p} that are not built yet (on a board that is not full). */
    private void buildAround(int p) {
        Steps st = steps;
        int deg = st.degree();
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            byte c = colour[q];
            if ((c == Stones.BLACK || c == Stones.WHITE) && built[q] != generation) {
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
                if (cq == Stones.EMPTY) {
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

    /** Sets this board to the position of {@code other}, a board of the same size. */
    void copyFrom(GoBoard other) {
        bind(other.rules);
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
        }
        hash = other.hash;
        toMove = other.toMove;
        koPoint = other.koPoint;
        passes = other.passes;
        handicapLeft = other.handicapLeft;
        captures[0] = other.captures[0];
        captures[1] = other.captures[1];
        dead = other.dead;
    }

    // ---- judging moves ---------------------------------------------------------------

    /**
     * Whether the side to move may place a stone on grid point {@code point}, in a game
     * still on: on the board, on an empty point, and forbidden by no rule above.
     */
    MoveCheck checkStone(int point) {
        if (point < 0 || point >= layout.points()) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + point + " is not on the board");
        }
        int p = toCell[point];
        if (colour[p] != Stones.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED);
        }
        if (!full) {
            buildAround(p);
        }
        GoReason why = whyIllegalAt(p);
        return why == null ? MoveCheck.LEGAL : MoveCheck.illegal(why);
    }

    /** Whether the side to move may pass, in a game still on: not while free handicap stones are left. */
    MoveCheck checkPass() {
        return passAllowed() ? MoveCheck.LEGAL : MoveCheck.illegal(GoReason.HANDICAP_PLACEMENT);
    }

    /** Whether the side to move may place a stone on grid point {@code point} (on the board). */
    boolean isLegal(int point) {
        int p = toCell[point];
        if (colour[p] != Stones.EMPTY) {
            return false;
        }
        if (!full) {
            buildAround(p);
        }
        return whyIllegalAt(p) == null;
    }

    /** Whether the side to move may pass: not while free handicap stones are left to place. */
    boolean passAllowed() {
        return handicapLeft == 0;
    }

    /**
     * The number of legal moves of the side to move, the pass included when allowed: a
     * scan of the board.
     */
    long legalMoveCount() {
        long count = passAllowed() ? 1 : 0;
        for (int g = 0; g < layout.points(); g++) {
            if (isLegal(g)) {
                count++;
            }
        }
        return count;
    }

    /**
     * Why the side to move may not place a stone on empty cell {@code p}, or null
     * when it may; the chains next to {@code p} must be built. Computes the board hash the
     * stone would make (captures included, or the suicided chains removed) without
     * changing anything.
     */
    private GoReason whyIllegalAt(int p) {
        if (p == koPoint) {
            return GoReason.KO;
        }
        int c = Stones.ofSide(toMove);
        int o = 3 - c;
        boolean liberty = false;
        long h = hash ^ keys[c * length + p];
        int cap1 = NONE;
        int cap2 = NONE;
        int cap3 = NONE;
        Steps st = steps;
        int deg = st.degree();
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
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
                return GoReason.SUICIDE;
            }
            // The stone and every friendly chain it joins leave the board.
            h = hash;
            int f1 = NONE;
            int f2 = NONE;
            int f3 = NONE;
            for (int i = 0; i < deg; i++) {
                int q = st.at(p, i);
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
        if (superko && (h == hash || history.contains(h, nextToMoveAfterStone()))) {
            // A board left as it was (a single-stone suicide) repeats the position just seen.
            return GoReason.SUPERKO;
        }
        return null;
    }

    /** All of the chain's pseudo-liberties are one point (or it has none). */
    private boolean inAtari(int id) {
        long s = libSum[id];
        return libs[id] * libSumSq[id] == s * s;
    }

    /** Black places its free handicap stones one after the other; otherwise the turn passes. */
    private int nextToMoveAfterStone() {
        return handicapLeft > 1 ? 0 : 1 - toMove;
    }

    // ---- playing moves ---------------------------------------------------------------

    /** Places a stone of the side to move on grid point {@code point}, which {@link #checkStone} finds legal. */
    void placeStone(int point) {
        int p = toCell[point];
        if (!full) {
            buildAround(p); // from the board before the stone
            built[p] = generation;
        }
        placeAt(p);
    }

    /**
     * Places a stone of the side to move on empty cell {@code p}, which is legal;
     * the chains next to {@code p} must be built (they are on a full board;
     * {@link #placeStone} builds them on another).
     */
    private void placeAt(int p) {
        int c = Stones.ofSide(toMove);
        int o = 3 - c;
        Steps st = steps;
        int deg = st.degree();
        if (full) {
            removeEmpty(p);
        }
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
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
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
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
            if (colour[q] == c && chain[q] != own) {
                own = merge(own, chain[q]);
            }
        }
        int captured = 0;
        int lastCaptured = NONE;
        for (int i = 0; i < deg; i++) {
            int q = st.at(p, i);
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
        if (dead != NO_DEAD) {
            dead = NO_DEAD; // the agreement on dead stones ends with the next stone
        }
        if (superko) {
            history.add(hash, next);
        }
    }

    /** The side to move passes, which {@link #checkPass} finds legal. */
    void pass() {
        toMove = 1 - toMove;
        passes++;
        koPoint = NONE;
        if (superko) {
            history.add(hash, toMove);
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
        Steps st = steps;
        int deg = st.degree();
        hash ^= chainHash[id];
        int n = 0;
        int s = id;
        do {
            int next = nextStone[s];
            colour[s] = Stones.EMPTY;
            if (full) {
                emptyIndex[s] = emptyCount;
                empty[emptyCount++] = s;
            }
            n++;
            for (int i = 0; i < deg; i++) {
                int q = st.at(s, i);
                // A chain not built yet will count this liberty when it is.
                if (colour[q] == other && (full || built[q] == generation)) {
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

    // ---- random play (a full board only) ------------------------------------------------

    /**
     * Plays a uniformly random legal move and returns it (a grid point, or -1 for a pass).
     * Draws among the empty points and the pass (when allowed); a drawn point that is
     * illegal is set aside past this ply's candidates (swapped to the end of the first
     * {@code limit} empty points) and another is drawn, so the move is uniform over the
     * legal ones. Kept here, beside the empty-point list it reorders, so that the playout
     * loop reads the board's arrays directly.
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
            if (whyIllegalAt(p) == null) {
                placeAt(p);
                return toPoint[p];
            }
            if (listener != null) {
                listener.rejected(toPoint[p]);
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
     * Plays a move of the playout policy of {@link DeadStones} and returns it (a grid
     * point, or -1 for a pass). The policy chooses among the rules' legal moves (it is a
     * policy, not a rule), as a player who knows only the basics would:
     * <ol>
     *   <li>capture an opponent chain left in atari next to the last stone of either side
     *       (grid points {@code last} and {@code previous}, or -1): uniform play leaves
     *       such chains standing as often as not, and dead stones then look alive;</li>
     *   <li>else save a chain of the mover's own in atari next to the last stone, when a
     *       stone on its liberty gives it two liberties or more: a player answers atari;</li>
     *   <li>else answer the last stone locally: one of the eight points around it where
     *       a 3x3 shape of {@link PlayoutShapes} fits (a hane, a cut, a block on the
     *       edge), when it fills no single-point eye of the mover's own and puts no chain
     *       of two or more in atari: without this, a playout leaves every contact fight
     *       to chance, and a group that a player would kill lives as often as not;</li>
     *   <li>otherwise a uniformly random legal point that does not fill a single-point eye
     *       of the mover's own (uniform play fills its own eyes and kills living groups)
     *       and does not put a chain of two or more of the mover's stones in atari without
     *       capturing (uniform play does that in every capturing race and every seki, and
     *       loses groups no player would lose; a single stone may still be thrown in, as
     *       players do to destroy an eye). Points are drawn as in {@link #playRandom}; a
     *       point refused for any reason is set aside for this ply;</li>
     *   <li>pass only when no such point is left.</li>
     * </ol>
     */
    int playPolicyMove(SplittableRandom random, int last, int previous) {
        int c = Stones.ofSide(toMove);
        int answer = captureNear(last, 3 - c);
        if (answer == NONE) {
            answer = captureNear(previous, 3 - c);
        }
        if (answer == NONE) {
            answer = escapeNear(last, c);
        }
        if (answer == NONE) {
            answer = shapeNear(last, c, random);
        }
        if (answer != NONE) {
            placeAt(answer);
            return toPoint[answer];
        }
        int limit = emptyCount;
        while (limit > 0) {
            int r = random.nextInt(limit);
            int p = empty[r];
            if (!isOwnEye(p, c) && whyIllegalAt(p) == null && !selfAtari(p, c)) {
                placeAt(p);
                return toPoint[p];
            }
            limit--;
            int moved = empty[limit];
            empty[r] = moved;
            emptyIndex[moved] = r;
            empty[limit] = p;
            emptyIndex[p] = limit;
        }
        pass();
        return -1;
    }

    /**
     * An empty point among the eight around grid point {@code point} whose neighbourhood is
     * one of {@link PlayoutShapes}' and where a stone of colour {@code c} (to move) is
     * legal, fills no eye of its own and puts none of its chains of two or more in atari;
     * NONE if there is none. The eight are tried from a random one on, so that no
     * direction is always preferred.
     */
    private int shapeNear(int point, int c, SplittableRandom random) {
        if (point < 0 || ring == null) {
            return NONE;
        }
        int p = toCell[point];
        int first = random.nextInt(8);
        for (int i = 0; i < 8; i++) {
            int q = p + ring[(first + i) & 7];
            if (colour[q] == Stones.EMPTY && PlayoutShapes.matches(neighbourhood(q)) && !isOwnEye(q, c)
                    && whyIllegalAt(q) == null && !selfAtari(q, c)) {
                return q;
            }
        }
        return NONE;
    }

    /** The colours of the eight points around padded point {@code p}, two bits each, as {@link PlayoutShapes} reads them. */
    private int neighbourhood(int p) {
        int code = 0;
        for (int i = 0; i < 8; i++) {
            code |= colour[p + ring[i]] << (2 * i);
        }
        return code;
    }

    /**
     * The liberty of a chain of colour {@code o} in atari on or next to grid point
     * {@code point}, where the side to move may legally play; NONE if there is none.
     */
    private int captureNear(int point, int o) {
        if (point < 0) {
            return NONE;
        }
        int p = toCell[point];
        for (int i = -1; i < steps.degree(); i++) {
            int q = i < 0 ? p : steps.at(p, i);
            if (colour[q] == o && libs[chain[q]] > 0 && inAtari(chain[q])) {
                int liberty = libSum[chain[q]] / libs[chain[q]]; // all its pseudo-liberties are this point
                if (whyIllegalAt(liberty) == null) {
                    return liberty;
                }
            }
        }
        return NONE;
    }

    /**
     * The liberty of a chain of colour {@code c} in atari on or next to grid point
     * {@code point}, where a stone of the side to move (colour {@code c}) is legal and
     * takes the chain out of atari; NONE if there is none.
     */
    private int escapeNear(int point, int c) {
        if (point < 0) {
            return NONE;
        }
        int p = toCell[point];
        for (int i = -1; i < steps.degree(); i++) {
            int q = i < 0 ? p : steps.at(p, i);
            if (colour[q] == c && libs[chain[q]] > 0 && inAtari(chain[q])) {
                int liberty = libSum[chain[q]] / libs[chain[q]];
                if (whyIllegalAt(liberty) == null && !selfAtari(liberty, c)) {
                    return liberty;
                }
            }
        }
        return NONE;
    }

    /**
     * Whether a stone of colour {@code c} on empty cell {@code p} captures nothing
     * and leaves a chain of two or more stones with a single liberty. Stops as soon as it
     * has seen two liberties.
     */
    private boolean selfAtari(int p, int c) {
        int o = 3 - c;
        int liberty = NONE;
        boolean joins = false;
        for (int i = 0; i < steps.degree(); i++) {
            int q = steps.at(p, i);
            int cq = colour[q];
            if (cq == Stones.EMPTY) {
                if (liberty == NONE) {
                    liberty = q;
                } else if (q != liberty) {
                    return false;
                }
            } else if (cq == o && inAtari(chain[q])) {
                return false; // its last liberty is p: the stone captures
            } else if (cq == c) {
                joins = true;
            }
        }
        if (!joins) {
            return false; // a single stone
        }
        for (int i = 0; i < steps.degree(); i++) {
            int q = steps.at(p, i);
            if (colour[q] != c) {
                continue;
            }
            int s = q;
            do {
                for (int j = 0; j < steps.degree(); j++) {
                    int r = steps.at(s, j);
                    if (colour[r] == Stones.EMPTY && r != p) {
                        if (liberty == NONE) {
                            liberty = r;
                        } else if (r != liberty) {
                            return false;
                        }
                    }
                }
                s = nextStone[s];
            } while (s != q);
        }
        return true;
    }

    /**
     * Whether empty cell {@code p} is an eye of colour {@code c}: its neighbours
     * are all {@code c} (or the edge), and the opponent holds at most one diagonal point
     * (none on the edge): otherwise it may be a false eye, which the owner must fill
     * one day to save the stones around it. Diagonals are the layout's (none on a hex
     * board, where a point whose neighbours are all {@code c} counts as an eye).
     */
    private boolean isOwnEye(int p, int c) {
        boolean edge = false;
        for (int i = 0; i < steps.degree(); i++) {
            int cq = colour[steps.at(p, i)];
            if (cq == BORDER) {
                edge = true;
            } else if (cq != c) {
                return false;
            }
        }
        int o = 3 - c;
        int opponents = 0;
        for (int i = p * diagonalDegree, end = i + diagonalDegree; i < end; i++) {
            if (colour[diagonals[i]] == o) {
                opponents++;
            }
        }
        return opponents < (edge ? 1 : 2);
    }

    // ---- the position, in grid points ---------------------------------------------------

    boolean isOver() {
        return passes >= 2;
    }

    /** The count of the final position ({@link Scorer}), or ongoing. */
    Outcome outcome() {
        if (!isOver()) {
            return Outcome.ONGOING;
        }
        return Scorer.score(rules, layout.byPoint(colour), captures.clone(), dead).outcome();
    }

    GoRules rules() {
        return rules;
    }

    /** The stones by grid point, in a new array. */
    byte[] cells() {
        return layout.byPoint(colour);
    }

    /** The stones with the border, as a state keeps them, in a new array. */
    byte[] board() {
        return colour.clone();
    }

    int[] captures() {
        return captures.clone();
    }

    int captures(int side) {
        return captures[side];
    }

    int toMove() {
        return toMove;
    }

    /** The grid point the side to move may not retake, or -1. */
    int koPoint() {
        return koPoint == NONE ? -1 : toPoint[koPoint];
    }

    int passes() {
        return passes;
    }

    int handicapLeft() {
        return handicapLeft;
    }

    /** Points whose stones are agreed dead: those of the state loaded, until a stone is played. */
    Set<Integer> dead() {
        return dead;
    }

    long boardHash() {
        return hash;
    }

    /** What the ko rule remembers of this position (0 under simple ko), as a state's history holds it. */
    long positionKey() {
        return rules.positionKey(hash, toMove);
    }

    /**
     * Checks the chain data against a recount from the stones (for tests): every built
     * chain's stones, ring, hash and pseudo-liberties (on a full board every chain is
     * built), the empty-point list of a full board, and the board's hash.
     *
     * @throws IllegalStateException naming the first difference
     */
    void verify() {
        int counted = 0;
        int stoneCount = 0;
        int inRings = 0;
        long board = 0;
        for (int g = 0; g < layout.points(); g++) {
            int p = toCell[g];
            if (colour[p] == Stones.EMPTY) {
                counted++;
                if (full && (empty[emptyIndex[p]] != p || emptyIndex[p] >= emptyCount)) {
                    throw new IllegalStateException("empty list misses " + g);
                }
                continue;
            }
            board ^= keys[colour[p] * length + p];
            if (!full && built[p] != generation) {
                continue;
            }
            stoneCount++;
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
                if (chain[s] != id || n > layout.points()) {
                    throw new IllegalStateException("ring of " + g + " holds a stone of another chain");
                }
                n++;
                h ^= keys[colour[s] * length + s];
                for (int i = 0; i < steps.degree(); i++) {
                    int q = steps.at(s, i);
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
        if (full && counted != emptyCount) {
            throw new IllegalStateException("empty count " + emptyCount + ", board has " + counted);
        }
        if (inRings != stoneCount) {
            throw new IllegalStateException(stoneCount + " built stones, " + inRings + " in chain rings");
        }
        if (board != hash) {
            throw new IllegalStateException("board hash differs from a recount");
        }
    }

    /** Whether every chain is built and the empty points are listed (a playout board). */
    boolean isFull() {
        return full;
    }
}
