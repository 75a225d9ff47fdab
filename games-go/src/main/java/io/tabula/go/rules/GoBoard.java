package io.tabula.go.rules;

import io.tabula.core.CommonReason;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.stones.chains.ChainBoard;
import io.tabula.stones.chains.ChainIllegal;
import io.tabula.stones.chains.ChainLayout;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * The rules kernel of Go: the chain block's board ({@link ChainBoard}: stones, chains and
 * liberties kept incrementally, captures, suicide, the ko point, superko) with what Go adds
 * to it: whose turn it is while free handicap stones are placed, passes and the end after
 * two, the prisoners and agreed dead stones the count needs, and the count itself. Every rule
 * of play is here or in the block and nowhere else; {@link GoState} (one move at a time,
 * behind its immutable API), {@link GoSampler} (whole random games) and {@link DeadStones}
 * (playouts that judge dead stones, with a policy of its own: {@link #playPolicyMove}) all
 * play through it. KataGo's {@code Board} and {@code BoardHistory} have these jobs.
 *
 * <p>The rules, in the order a stone is judged ({@link #checkStone}) and played
 * ({@link #placeStone}):
 * <ol>
 *   <li>the stone may not retake the ko point: a single stone just captured by a single
 *       stone that is left in atari (simple ko, under every ko rule);</li>
 *   <li>opponent chains left without liberties are captured first, then the mover's own
 *       chain is judged: without liberties it is suicide, illegal unless the
 *       {@code suicide} option allows it, in which case the chain is removed and its
 *       stones count as captured by the opponent;</li>
 *   <li>under superko the board after the move, with the side then to move for situational
 *       superko, may not be an earlier one; a single-stone suicide, which leaves the board as
 *       it was, repeats the position just seen;</li>
 *   <li>while free handicap stones are left, black places them one after the other
 *       ({@link #nextToMoveAfterStone}) and nobody may pass;</li>
 *   <li>a pass clears the ko point and is remembered as a position like a stone; two
 *       passes in a row end the game, counted by {@link Scorer} from this board's stones,
 *       prisoners and agreed dead stones ({@link #dead()}: kept over passes, forgotten
 *       when a stone is played).</li>
 * </ol>
 * The board speaks points ({@code 0 .. points - 1}); the block underneath speaks cells of its
 * {@link ChainLayout}. Resignation, which does not touch the board, is {@link GoState}'s.
 *
 * <p>Two ways to set a board up from a state, for its two users (see {@link ChainBoard}):
 * {@link #load(GoState, boolean) load} lazily for a move or two ({@link GoState}), chains
 * built as moves touch them and the history consulted where it is; or fully for a playout
 * ({@link GoSampler}), every chain built, the empty points listed and the history copied.
 *
 * <p>A board is built for the rules of one definition; {@link #copyFrom} copies another
 * board of those rules. Not thread-safe.
 */
final class GoBoard {
    private static final int NONE = ChainBoard.NONE;
    private static final Set<Integer> NO_DEAD = Set.of();

    private final GoRules rules;
    private final ChainBoard chains;
    private final ChainLayout layout;
    private final int points;
    private final int degree;
    private final int diagonalDegree;
    // The eight neighbours of cell p are p + ring[i] in PlayoutShapes' order, on a square board's
    // padded cells; null on other topologies, whose playouts answer no 3x3 shape (not a rule).
    private final int[] ring;

    private int passes;
    private int handicapLeft;
    private Set<Integer> dead = NO_DEAD;

    /**
     * An empty board of {@code rules} whose position history has room for
     * {@code expectedPositions} positions before it grows; {@link #load} sets it up.
     */
    GoBoard(GoRules rules, int expectedPositions) {
        this.rules = rules;
        this.chains = new ChainBoard(rules.chainRules(), expectedPositions);
        this.layout = rules.layout();
        this.points = layout.points();
        this.degree = layout.degree();
        this.diagonalDegree = layout.diagonalDegree();
        this.ring = rules.shape() == BoardTopology.SQUARE ? layout.ring() : null;
    }

    /** Whether this board can {@link #load} states of {@code other}: the rules it was made for. */
    boolean fits(GoRules other) {
        return other == rules;
    }

    /**
     * Sets this board to the position of {@code state} (whose rules it {@link #fits}), with
     * its history. For a playout ({@code forPlayout}) every chain is built, the empty points
     * listed and the history copied; otherwise chains are built as moves touch them and the
     * history is consulted where it is.
     */
    void load(GoState state, boolean forPlayout) {
        if (!fits(state.rules())) {
            throw new IllegalArgumentException("a board of " + rules.definition().text() + " cannot hold a state of "
                    + state.rules().definition().text());
        }
        int toMove = state.toMove().index();
        int ko = state.koPoint() >= 0 ? layout.cell(state.koPoint()) : NONE;
        chains.load(state.board(), state.stoneCount(), state.boardHash(), toMove, ko, toMove,
                new int[] {state.captures(Stones.WHITE_SIDE), state.captures(Stones.BLACK_SIDE)}, state.history(),
                forPlayout);
        passes = state.passes();
        handicapLeft = state.handicapLeft();
        dead = state.dead().isEmpty() ? NO_DEAD : state.dead();
    }

    /** Sets this board to the position of {@code other}, a board of the same rules. */
    void copyFrom(GoBoard other) {
        if (other.rules != rules) {
            throw new IllegalArgumentException("boards of different rules");
        }
        chains.copyFrom(other.chains);
        passes = other.passes;
        handicapLeft = other.handicapLeft;
        dead = other.dead;
    }

    // ---- judging moves ---------------------------------------------------------------

    /**
     * Whether the side to move may place a stone on point {@code point}, in a game still on:
     * on the board, on an empty point, and forbidden by no rule above.
     */
    MoveCheck checkStone(int point) {
        if (point < 0 || point >= points) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + point + " is not on the board");
        }
        int p = layout.cell(point);
        if (chains.colour(p) != Stones.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED);
        }
        ChainIllegal why = chains.refusal(p, nextToMoveAfterStone());
        return why == null ? MoveCheck.LEGAL : MoveCheck.illegal(reason(why));
    }

    /** Go's reason for the block's. */
    private static GoReason reason(ChainIllegal why) {
        return switch (why) {
            case KO -> GoReason.KO;
            case SUICIDE -> GoReason.SUICIDE;
            case SUPERKO -> GoReason.SUPERKO;
        };
    }

    /** Whether the side to move may pass, in a game still on: not while free handicap stones are left. */
    MoveCheck checkPass() {
        return passAllowed() ? MoveCheck.LEGAL : MoveCheck.illegal(GoReason.HANDICAP_PLACEMENT);
    }

    /** Whether the side to move may place a stone on point {@code point} (on the board). */
    boolean isLegal(int point) {
        return chains.allows(layout.cell(point), nextToMoveAfterStone());
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
        int next = nextToMoveAfterStone();
        for (int g = 0; g < points; g++) {
            if (chains.allows(layout.cell(g), next)) {
                count++;
            }
        }
        return count;
    }

    /** Black places its free handicap stones one after the other; otherwise the turn passes. */
    private int nextToMoveAfterStone() {
        return handicapLeft > 1 ? 0 : 1 - chains.toMove();
    }

    // ---- playing moves ---------------------------------------------------------------

    /** Places a stone of the side to move on point {@code point}, which {@link #checkStone} finds legal. */
    void placeStone(int point) {
        placeAt(layout.cell(point));
    }

    private void placeAt(int p) {
        int next = nextToMoveAfterStone();
        chains.play(p, next);
        handicapLeft = Math.max(0, handicapLeft - 1);
        passes = 0;
        if (dead != NO_DEAD) {
            dead = NO_DEAD; // the agreement on dead stones ends with the next stone
        }
    }

    /** The side to move passes, which {@link #checkPass} finds legal. */
    void pass() {
        passes++;
        chains.pass(1 - chains.toMove());
    }

    // ---- random play (a board loaded for a playout) ---------------------------------------

    /**
     * Plays a uniformly random legal move and returns it (a point, or -1 for a pass):
     * {@link ChainBoard#draw} among the empty points and the pass (when allowed), a drawn
     * point that is illegal set aside for the ply, so the move is uniform over the legal ones.
     *
     * @throws IllegalStateException if there is no legal move (only possible in a handicap phase)
     */
    int playRandom(SplittableRandom random, PlayoutListener listener) {
        IntConsumer rejected = listener == null ? null : cell -> listener.rejected(layout.point(cell));
        int p = chains.draw(random, passAllowed() ? 1 : 0, nextToMoveAfterStone(), rejected);
        if (p < 0) {
            pass();
            return -1;
        }
        placeAt(p);
        return layout.point(p);
    }

    /**
     * Plays a move of the playout policy of {@link DeadStones} and returns it (a point, or
     * -1 for a pass). The policy chooses among the rules' legal moves (it is a policy, not a
     * rule), as a player who knows only the basics would:
     * <ol>
     *   <li>capture an opponent chain left in atari next to the last stone of either side
     *       (points {@code last} and {@code previous}, or -1): uniform play leaves such chains
     *       standing as often as not, and dead stones then look alive;</li>
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
        int c = Stones.ofSide(chains.toMove());
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
            return layout.point(answer);
        }
        int limit = chains.emptyCount();
        while (limit > 0) {
            int r = random.nextInt(limit);
            int p = chains.emptyPoint(r);
            if (!isOwnEye(p, c) && legalAt(p) && !selfAtari(p, c)) {
                placeAt(p);
                return layout.point(p);
            }
            chains.setAside(r, limit);
            limit--;
        }
        pass();
        return -1;
    }

    private boolean legalAt(int p) {
        return chains.refusal(p, nextToMoveAfterStone()) == null;
    }

    /**
     * An empty point among the eight around point {@code point} whose neighbourhood is one of
     * {@link PlayoutShapes}' and where a stone of colour {@code c} (to move) is legal, fills
     * no eye of its own and puts none of its chains of two or more in atari; NONE if there is
     * none. The eight are tried from a random one on, so that no direction is always preferred.
     */
    private int shapeNear(int point, int c, SplittableRandom random) {
        if (point < 0 || ring == null) {
            return NONE;
        }
        int p = layout.cell(point);
        int first = random.nextInt(8);
        for (int i = 0; i < 8; i++) {
            int q = p + ring[(first + i) & 7];
            if (chains.colour(q) == Stones.EMPTY && PlayoutShapes.matches(chains.neighbourhood(q, ring))
                    && !isOwnEye(q, c) && legalAt(q) && !selfAtari(q, c)) {
                return q;
            }
        }
        return NONE;
    }

    /**
     * The liberty of a chain of colour {@code o} in atari on or next to point {@code point},
     * where the side to move may legally play; NONE if there is none.
     */
    private int captureNear(int point, int o) {
        if (point < 0) {
            return NONE;
        }
        int p = layout.cell(point);
        for (int i = -1; i < degree; i++) {
            int q = i < 0 ? p : chains.neighbour(p, i);
            if (chains.colour(q) == o) {
                int id = chains.chainAt(q);
                if (chains.pseudoLiberties(id) > 0 && chains.inAtari(id)) {
                    int liberty = chains.atariLiberty(id);
                    if (legalAt(liberty)) {
                        return liberty;
                    }
                }
            }
        }
        return NONE;
    }

    /**
     * The liberty of a chain of colour {@code c} in atari on or next to point {@code point},
     * where a stone of the side to move (colour {@code c}) is legal and takes the chain out of
     * atari; NONE if there is none.
     */
    private int escapeNear(int point, int c) {
        if (point < 0) {
            return NONE;
        }
        int p = layout.cell(point);
        for (int i = -1; i < degree; i++) {
            int q = i < 0 ? p : chains.neighbour(p, i);
            if (chains.colour(q) == c) {
                int id = chains.chainAt(q);
                if (chains.pseudoLiberties(id) > 0 && chains.inAtari(id)) {
                    int liberty = chains.atariLiberty(id);
                    if (legalAt(liberty) && !selfAtari(liberty, c)) {
                        return liberty;
                    }
                }
            }
        }
        return NONE;
    }

    /**
     * Whether a stone of colour {@code c} on empty cell {@code p} captures nothing and
     * leaves a chain of two or more stones with a single liberty. Stops as soon as it has
     * seen two liberties.
     */
    private boolean selfAtari(int p, int c) {
        int o = 3 - c;
        int liberty = NONE;
        boolean joins = false;
        for (int i = 0; i < degree; i++) {
            int q = chains.neighbour(p, i);
            int cq = chains.colour(q);
            if (cq == Stones.EMPTY) {
                if (liberty == NONE) {
                    liberty = q;
                } else if (q != liberty) {
                    return false;
                }
            } else if (cq == o && chains.inAtari(chains.chainAt(q))) {
                return false; // its last liberty is p: the stone captures
            } else if (cq == c) {
                joins = true;
            }
        }
        if (!joins) {
            return false; // a single stone
        }
        for (int i = 0; i < degree; i++) {
            int q = chains.neighbour(p, i);
            if (chains.colour(q) != c) {
                continue;
            }
            int s = q;
            do {
                for (int j = 0; j < degree; j++) {
                    int r = chains.neighbour(s, j);
                    if (chains.colour(r) == Stones.EMPTY && r != p) {
                        if (liberty == NONE) {
                            liberty = r;
                        } else if (r != liberty) {
                            return false;
                        }
                    }
                }
                s = chains.nextStone(s);
            } while (s != q);
        }
        return true;
    }

    /**
     * Whether empty cell {@code p} is an eye of colour {@code c}: its neighbours are all
     * {@code c} (or the edge), and the opponent holds at most one diagonal point (none on the
     * edge): otherwise it may be a false eye, which the owner must fill one day to save the
     * stones around it. Diagonals are the layout's (none on a hex board or a graph, where a
     * point whose neighbours are all {@code c} counts as an eye).
     */
    private boolean isOwnEye(int p, int c) {
        boolean edge = false;
        for (int i = 0; i < degree; i++) {
            int cq = chains.colour(chains.neighbour(p, i));
            if (cq == ChainBoard.BORDER) {
                edge = true;
            } else if (cq != c) {
                return false;
            }
        }
        int o = 3 - c;
        int opponents = 0;
        for (int i = 0; i < diagonalDegree; i++) {
            if (chains.colour(layout.diagonal(p, i)) == o) {
                opponents++;
            }
        }
        return opponents < (edge ? 1 : 2);
    }

    // ---- what a stone would do, for the search's priors (PolicyBoard) --------------------

    /** The stones a stone of the side to move on empty point {@code point} would capture: its opponent neighbours in atari. */
    int captureSizeAt(int point) {
        int p = layout.cell(point);
        int o = 3 - Stones.ofSide(chains.toMove());
        int captured = 0;
        int seen1 = NONE;
        int seen2 = NONE;
        int seen3 = NONE;
        for (int i = 0; i < degree; i++) {
            int q = chains.neighbour(p, i);
            if (chains.colour(q) == o) {
                int id = chains.chainAt(q);
                if (id != seen1 && id != seen2 && id != seen3 && chains.inAtari(id)) {
                    captured += chains.chainStones(id);
                }
                seen3 = seen2;
                seen2 = seen1;
                seen1 = id;
            }
        }
        return captured;
    }

    /**
     * The stones of the side to move's chains in atari next to empty point {@code point} that
     * a stone there would give two liberties or more (counting no capture), 0 if none.
     */
    int savedSizeAt(int point) {
        int p = layout.cell(point);
        int c = Stones.ofSide(chains.toMove());
        int inAtari = 0;
        for (int i = 0; i < degree; i++) {
            int q = chains.neighbour(p, i);
            if (chains.colour(q) == c && chains.inAtari(chains.chainAt(q))) {
                inAtari += chains.chainStones(chains.chainAt(q)); // a chain met twice counts twice: a rough size is enough
            }
        }
        return inAtari > 0 && chains.libertiesIf(p, chains.toMove()) >= 2 ? inAtari : 0;
    }

    /** Whether a stone of the side to move on empty point {@code point} puts a chain of two or more in atari without capturing. */
    boolean selfAtariAt(int point) {
        return selfAtari(layout.cell(point), Stones.ofSide(chains.toMove()));
    }

    /** Whether empty point {@code point} is a single-point eye of the side to move (as the policy never fills). */
    boolean ownEyeAt(int point) {
        return isOwnEye(layout.cell(point), Stones.ofSide(chains.toMove()));
    }

    /** Whether the eight points around empty point {@code point} match one of {@link PlayoutShapes} (never on other topologies). */
    boolean shapeAt(int point) {
        return ring != null && PlayoutShapes.matches(chains.neighbourhood(layout.cell(point), ring));
    }

    // ---- the position, in points --------------------------------------------------------

    boolean isOver() {
        return passes >= 2;
    }

    /**
     * The count of the final position ({@link Scorer}), or ongoing. Area scoring without
     * dead stones, what every random playout ends in, is counted on this board's own arrays.
     */
    Outcome outcome() {
        if (!isOver()) {
            return Outcome.ONGOING;
        }
        if (rules.scoring() == Scoring.AREA && dead.isEmpty()) {
            return Scorer.areaOutcome(rules, chains);
        }
        return Scorer.score(rules, cells(), captures(), dead).outcome();
    }

    GoRules rules() {
        return rules;
    }

    /** The chain block underneath, for the count. */
    ChainBoard chains() {
        return chains;
    }

    /** The stones by point, in a new array. */
    byte[] cells() {
        return chains.cells();
    }

    /** The stones with the border, as a state keeps them, in a new array. */
    byte[] board() {
        return chains.board();
    }

    /** Tells {@code each} every point of the chain of the stone on point {@code point}. */
    void forEachStoneOfChain(int point, IntConsumer each) {
        int id = chains.chainAt(layout.cell(point));
        int s = id;
        do {
            each.accept(layout.point(s));
            s = chains.nextStone(s);
        } while (s != id);
    }

    /** The number of stones on the board. */
    int stoneCount() {
        return chains.stoneCount();
    }

    /** Stones captured by each side (an allowed suicide's stones count for the opponent), in a new array. */
    int[] captures() {
        return new int[] {captures(0), captures(1)};
    }

    int captures(int side) {
        return chains.removed(1 - side);
    }

    int toMove() {
        return chains.toMove();
    }

    /** The point the side to move may not retake, or -1. */
    int koPoint() {
        int ko = chains.koCell();
        return ko == NONE || chains.koSide() != chains.toMove() ? -1 : layout.point(ko);
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
        return chains.hash();
    }

    /** What the ko rule remembers of this position (0 under simple ko), as a state's history holds it. */
    long positionKey() {
        return rules.positionKey(chains.hash(), chains.toMove());
    }

    /**
     * Checks the chain data against a recount from the stones (for tests): see
     * {@link ChainBoard#verify}.
     *
     * @throws IllegalStateException naming the first difference
     */
    void verify() {
        chains.verify();
    }

    /** Whether every chain is built and the empty points are listed (a playout board). */
    boolean isFull() {
        return chains.isFull();
    }
}
