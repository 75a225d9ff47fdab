package io.tabula.go.rules;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedSet;
import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Plural;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.hash.HashHistory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A Go position with everything the rules need from the past: the side to move, passes
 * in a row, prisoners, the ko point, handicap stones still to place, and the set of
 * earlier positions (board hashes for positional superko, board-and-side hashes for
 * situational superko) as a persistent set, so a superko check costs O(1) whatever
 * the length of the game.
 *
 * <p>A state is a compact snapshot: the stones, one byte per cell of the kernel's
 * layout ({@link GoRules#layout()}), and those counters. It judges and plays moves through the
 * rules kernel, {@link GoBoard}, and has no rule of play of its own: {@link #check},
 * {@link #apply} and {@link #legalMoves} load the snapshot into the thread's board (one
 * array copy, see {@link StateBoards}; none when the board already holds this state, as it
 * does after the previous {@code apply}), and {@code apply} takes the next snapshot from
 * the board after the move. {@link GoSampler} plays whole games on the same kernel.
 *
 * <p>A state also remembers the move that led to it ({@link #lastMove()}) so that the
 * board for people can mark it. That is a note, not part of the position: equality, the
 * hash and snapshots leave it out, so a set-up or restored state has none.
 */
public final class GoState implements GameState {
    /** Go's state and move types, for the framework's typed adapters. */
    public static final StateType<GoState, GoMove> TYPE = StateType.of("go", GoState.class, GoMove.class);

    private final GoRules rules;
    private final byte[] board; // laid out (the rules' ChainLayout), as the kernel loads it
    private final int stoneCount;
    private final long boardHash;
    private final int toMove;
    private final int ply;
    private final int passes;
    private final int[] captures;
    private final int koPoint;
    private final int handicapLeft;
    private final HashHistory history;
    private final ImmutableSortedSet<Integer> dead;
    private final Outcome outcome;
    private final long hash;
    private final LastMove lastMove; // null: none known
    private volatile List<Move> legalMoves;

    /** The move that led to a state and the side that made it. */
    public record LastMove(Side side, GoMove move) {
    }

    /**
     * A state with stones {@code cells} (by point; copied) and the other fields given
     * ({@code captures} kept); a null history holds this position alone.
     */
    GoState(GoRules rules, byte[] cells, int toMove, int ply, int passes, int[] captures, int koPoint,
            int handicapLeft, HashHistory history, Set<Integer> dead, Outcome outcome) {
        this(rules, rules.layout().layOut(cells), stonesOf(cells), boardHashOf(rules, cells), toMove, ply, passes,
                captures, koPoint, handicapLeft, history, dead, outcome, null);
    }

    /**
     * As above with the stones laid out and their hash known (a move computes it
     * incrementally: no scan of the board).
     */
    private GoState(GoRules rules, byte[] board, int stoneCount, long boardHash, int toMove, int ply, int passes,
                    int[] captures, int koPoint, int handicapLeft, HashHistory history, Set<Integer> dead,
                    Outcome outcome, LastMove lastMove) {
        this.rules = rules;
        this.lastMove = lastMove;
        this.board = board;
        this.stoneCount = stoneCount;
        this.boardHash = boardHash;
        this.toMove = toMove;
        this.ply = ply;
        this.passes = passes;
        this.captures = captures;
        this.koPoint = koPoint;
        this.handicapLeft = handicapLeft;
        this.history = history == null ? HashHistory.EMPTY.plus(rules.positionKey(boardHash, toMove)) : history;
        this.dead = ImmutableSortedSet.copyOf(dead);
        this.outcome = outcome;
        this.hash = boardHash ^ rules.sideKey(toMove) ^ (koPoint >= 0 ? rules.koKey(koPoint) : 0)
                ^ rules.passesKey(passes) ^ rules.handicapLeftKey(handicapLeft);
    }

    private static int stonesOf(byte[] cells) {
        int n = 0;
        for (byte cell : cells) {
            n += cell == Stones.EMPTY ? 0 : 1;
        }
        return n;
    }

    private static long boardHashOf(GoRules rules, byte[] cells) {
        long h = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stones.EMPTY) {
                h ^= rules.stoneKey(p, cells[p]);
            }
        }
        return h;
    }

    /** The initial state: an empty board, or fixed handicap stones with white to move, or black placing them. */
    public static GoState initial(GameDefinition definition) {
        GoRules rules = GoRules.of(definition);
        byte[] cells = new byte[rules.points()];
        int handicap = rules.handicap();
        if (handicap == 0) {
            return new GoState(rules, cells, 0, 0, 0, new int[2], -1, 0, null, Set.of(), Outcome.ONGOING);
        }
        return switch (rules.handicapPlacement()) {
            case FIXED -> {
                for (int point : rules.board().fixedHandicap(handicap)) {
                    cells[point] = Stones.BLACK;
                }
                yield new GoState(rules, cells, 1, 0, 0, new int[2], -1, 0, null, Set.of(), Outcome.ONGOING);
            }
            case FREE -> new GoState(rules, cells, 0, 0, 0, new int[2], -1, handicap, null, Set.of(), Outcome.ONGOING);
        };
    }

    /** A position set up stone by stone, with nothing in its past. */
    public static GoState setUp(GameDefinition definition, byte[] cells, Side toMove) {
        return new GoState(GoRules.of(definition), cells, toMove.index(), 0, 0, new int[2], -1, 0, null,
                Set.of(), Outcome.ONGOING);
    }

    public GoRules rules() {
        return rules;
    }

    @Override
    public GameDefinition definition() {
        return rules.definition();
    }

    @Override
    public Side toMove() {
        return Stones.side(toMove);
    }

    /** The stone on point {@code point}: {@link Stones#EMPTY}, {@link Stones#BLACK} or {@link Stones#WHITE}. */
    public byte stone(int point) {
        return board[rules.layout().cell(point)];
    }

    /** The stones by point ({@code y * size + x}), in a new array. */
    public byte[] cells() {
        return rules.layout().byPoint(board);
    }

    /** The stones in their cells ({@link GoRules#layout()}), not copied: for the kernel, which does not change them. */
    byte[] board() {
        return board;
    }

    /** The number of stones on the board. */
    int stoneCount() {
        return stoneCount;
    }

    /** The Zobrist hash of the stones alone. */
    long boardHash() {
        return boardHash;
    }

    /**
     * The points on a side of a built-in board ({@link GoTopology#size()}).
     *
     * @throws IllegalStateException on a board of the user's, which has no side
     */
    public int size() {
        return rules.size();
    }

    /** The name of {@code point} in Go's notation on this board ({@link GoTopology#name}). */
    public String pointName(int point) {
        return rules.board().name(point);
    }

    /**
     * The points of the chain of the stone on {@code point}, ascending, as the rules kernel
     * sees it.
     *
     * @throws IllegalArgumentException if the point holds no stone
     */
    public java.util.SortedSet<Integer> chain(int point) {
        if (point < 0 || point >= rules.points() || stone(point) == Stones.EMPTY) {
            throw new IllegalArgumentException("point " + point + " holds no stone");
        }
        java.util.SortedSet<Integer> points = new java.util.TreeSet<>();
        StateBoards.holding(this).forEachStoneOfChain(point, points::add);
        return java.util.Collections.unmodifiableSortedSet(points);
    }

    /** Stones captured so far by {@code side} (an allowed suicide's stones count for the opponent). */
    public int captures(Side side) {
        return captures[side.index()];
    }

    /** Passes in succession just before this position. */
    public int passes() {
        return passes;
    }

    /** The point the side to move may not retake at once, or -1. */
    public int koPoint() {
        return koPoint;
    }

    /** Handicap stones black has still to place (free placement). */
    public int handicapLeft() {
        return handicapLeft;
    }

    /** The positions (or situations) that occurred in this game, as hashes. */
    public HashHistory history() {
        return history;
    }

    /** The move that led here and who made it; empty at the start, at a set-up position and in a restored state. */
    public Optional<LastMove> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /** Points whose stones are agreed dead for counting. */
    public Set<Integer> dead() {
        return dead;
    }

    /**
     * {@code handicap} while black places free handicap stones (black only: a stone, no
     * pass), then ordinary play.
     */
    @Override
    public Phase phase() {
        if (handicapLeft == 0) {
            return rules.playPhase();
        }
        return new Phase(HANDICAP_PHASE, "", List.of(0), Set.of(GoMove.Place.class), "black places "
                + Plural.of(handicapLeft, "more handicap stone"), "after the last handicap stone, white plays");
    }

    /** The id of the phase in which black places free handicap stones. */
    public static final String HANDICAP_PHASE = "handicap";

    /** The count of this position (dead stones taken off), whether or not the game is over. */
    public Score score() {
        return Scorer.score(rules, cells(), captures, dead);
    }

    /** The result in Chinese counting (for area scoring), dead stones taken off. */
    public ChineseCount chineseCount() {
        return ChineseCount.of(rules, Scorer.count(rules, cells(), captures, dead));
    }

    /**
     * This state with the stones on {@code points} agreed dead. A game already ended by two
     * passes is counted again.
     *
     * @throws IllegalArgumentException if a point holds no stone
     */
    public GoState withDead(Set<Integer> points) {
        for (int point : points) {
            if (point < 0 || point >= rules.points() || stone(point) == Stones.EMPTY) {
                throw new IllegalArgumentException("dead stones must be stones; point " + point + " is empty");
            }
        }
        GoState marked = new GoState(rules, board, stoneCount, boardHash, toMove, ply, passes, captures, koPoint,
                handicapLeft, history, points, outcome, lastMove);
        if (outcome.isOver() && outcome.endedBy(GoOutcome.SCORE)) {
            return new GoState(rules, board, stoneCount, boardHash, toMove, ply, passes, captures, koPoint,
                    handicapLeft, history, points, marked.score().outcome(), lastMove);
        }
        return marked;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legalMoves;
        if (moves == null) {
            moves = computeLegalMoves();
            legalMoves = moves;
        }
        return moves;
    }

    private List<Move> computeLegalMoves() {
        if (outcome.isOver()) {
            return List.of();
        }
        GoBoard kernel = StateBoards.holding(this);
        List<Move> out = new ArrayList<>();
        for (int p = 0; p < rules.points(); p++) {
            if (kernel.isLegal(p)) {
                out.add(rules.place(p));
            }
        }
        if (kernel.passAllowed()) {
            out.add(GoMove.PASS);
        }
        return ImmutableList.copyOf(out);
    }

    @Override
    public MoveCheck check(Move move) {
        return move instanceof GoMove goMove ? check(goMove) : notAGoMove(move);
    }

    private MoveCheck check(GoMove move) {
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        if (move instanceof GoMove.Place place) {
            return StateBoards.holding(this).checkStone(place.point());
        }
        if (move instanceof GoMove.Pass) {
            return StateBoards.holding(this).checkPass();
        }
        return MoveCheck.LEGAL; // resignation: whenever the game is on; the board plays no part
    }

    private static MoveCheck.Illegal notAGoMove(Move move) {
        return new MoveCheck.Illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Go move");
    }

    @Override
    public GoState apply(Move move) {
        if (!(move instanceof GoMove goMove)) {
            throw new IllegalMoveException(notAGoMove(move));
        }
        if (check(goMove) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        LastMove played = new LastMove(toMove(), goMove);
        GoBoard kernel;
        if (goMove instanceof GoMove.Place place) {
            kernel = StateBoards.play(this);
            kernel.placeStone(place.point());
        } else if (goMove instanceof GoMove.Pass) {
            kernel = StateBoards.play(this);
            kernel.pass();
        } else {
            return new GoState(rules, board, stoneCount, boardHash, 1 - toMove, ply + 1, 0, captures, -1, handicapLeft,
                    history, dead, Outcome.win(Stones.side(1 - toMove), GoOutcome.RESIGN), played);
        }
        GoState next = new GoState(rules, kernel.board(), kernel.stoneCount(), kernel.boardHash(), kernel.toMove(),
                ply + 1, kernel.passes(), kernel.captures(), kernel.koPoint(), kernel.handicapLeft(),
                history.plus(kernel.positionKey()), kernel.dead(), kernel.outcome(), played);
        StateBoards.nowHolds(next);
        return next;
    }

    /**
     * As the framework's default, but with one {@code apply} at most: no stone ends a game of
     * Go (it leaves no two passes in a row), and resignation, which loses anyway, is not in
     * {@link #legalMoves()}, so only a pass right after a pass can win at once.
     */
    @Override
    public Optional<Move> winningMove() {
        if (outcome.isOver() || passes != 1 || !check(GoMove.PASS).isLegal()) {
            return Optional.empty();
        }
        return GameState.winsAtOnce(this, GoMove.PASS) ? Optional.of(GoMove.PASS) : Optional.empty();
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GoState other && hash == other.hash && toMove == other.toMove && ply == other.ply
                && passes == other.passes && koPoint == other.koPoint && handicapLeft == other.handicapLeft
                && Arrays.equals(board, other.board) && Arrays.equals(captures, other.captures)
                && outcome.equals(other.outcome) && dead.equals(other.dead)
                && Arrays.equals(history.toSortedArray(), other.history.toSortedArray())
                && rules.definition().equals(other.rules.definition());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    @Override
    public String toString() {
        return "GoState[" + definition().text() + ", ply " + ply + ", " + toMove() + " to move, " + outcome + "]";
    }
}
