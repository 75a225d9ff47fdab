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
 * <p>A state also remembers the move that led to it ({@link #lastMove()}) so that the
 * board for people can mark it. That is a note, not part of the position: equality, the
 * hash and snapshots leave it out, so a set-up or restored state has none.
 */
public final class GoState implements GameState {
    private final GoRules rules;
    private final byte[] cells;
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

    GoState(GoRules rules, byte[] cells, int toMove, int ply, int passes, int[] captures, int koPoint,
            int handicapLeft, HashHistory history, Set<Integer> dead, Outcome outcome) {
        this(rules, cells, boardHashOf(rules, cells), toMove, ply, passes, captures, koPoint, handicapLeft, history,
                dead, outcome, null);
    }

    /** As above with the board's hash known (a move computes it incrementally: no scan of the board). */
    private GoState(GoRules rules, byte[] cells, long boardHash, int toMove, int ply, int passes, int[] captures,
                    int koPoint, int handicapLeft, HashHistory history, Set<Integer> dead, Outcome outcome,
                    LastMove lastMove) {
        this.rules = rules;
        this.lastMove = lastMove;
        this.cells = cells;
        this.boardHash = boardHash;
        this.toMove = toMove;
        this.ply = ply;
        this.passes = passes;
        this.captures = captures;
        this.koPoint = koPoint;
        this.handicapLeft = handicapLeft;
        this.history = history == null ? HashHistory.EMPTY.plus(historyKey(rules, boardHash, toMove)) : history;
        this.dead = ImmutableSortedSet.copyOf(dead);
        this.outcome = outcome;
        this.hash = boardHash ^ rules.sideKey(toMove) ^ (koPoint >= 0 ? rules.koKey(koPoint) : 0)
                ^ rules.passesKey(passes) ^ rules.handicapLeftKey(handicapLeft);
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
        GoRules rules = new GoRules(definition);
        byte[] cells = new byte[rules.grid().size()];
        int handicap = rules.handicap();
        if (handicap > 0 && rules.handicapPlacement() == HandicapPlacement.FIXED) {
            for (int point : FixedHandicap.points(rules.grid(), handicap)) {
                cells[point] = Stones.BLACK;
            }
            return new GoState(rules, cells, 1, 0, 0, new int[2], -1, 0, null, Set.of(), Outcome.ONGOING);
        }
        return new GoState(rules, cells, 0, 0, 0, new int[2], -1, handicap, null, Set.of(), Outcome.ONGOING);
    }

    /** A position set up stone by stone, with nothing in its past. */
    public static GoState setUp(GameDefinition definition, byte[] cells, Side toMove) {
        return new GoState(new GoRules(definition), cells.clone(), toMove.index(), 0, 0, new int[2], -1, 0, null,
                Set.of(), Outcome.ONGOING);
    }

    private static long historyKey(GoRules rules, long boardHash, int toMove) {
        return switch (rules.ko()) {
            case SIMPLE -> 0; // not consulted
            case POSITIONAL_SUPERKO -> boardHash;
            case SITUATIONAL_SUPERKO -> rules.situation(boardHash, toMove);
        };
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

    public byte stone(int point) {
        return cells[point];
    }

    public byte[] cells() {
        return cells.clone();
    }

    public int size() {
        return rules.size();
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
        return Scorer.score(rules, cells, captures, dead);
    }

    /** The result in Chinese counting (for area scoring), dead stones taken off. */
    public ChineseCount chineseCount() {
        return ChineseCount.of(rules, Scorer.count(rules, cells, captures, dead));
    }

    /**
     * This state with the stones on {@code points} agreed dead. A game already ended by two
     * passes is counted again.
     *
     * @throws IllegalArgumentException if a point holds no stone
     */
    public GoState withDead(Set<Integer> points) {
        for (int point : points) {
            if (point < 0 || point >= cells.length || cells[point] == Stones.EMPTY) {
                throw new IllegalArgumentException("dead stones must be stones; point " + point + " is empty");
            }
        }
        GoState marked = new GoState(rules, cells, boardHash, toMove, ply, passes, captures, koPoint, handicapLeft, history,
                points, outcome, lastMove);
        if (outcome.isOver() && outcome.endedBy(GoOutcome.SCORE)) {
            return new GoState(rules, cells, boardHash, toMove, ply, passes, captures, koPoint, handicapLeft, history, points,
                    marked.score().outcome(), lastMove);
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
        List<Move> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stones.EMPTY && p != koPoint && evaluate(p) instanceof Placement) {
                out.add(rules.place(p));
            }
        }
        if (handicapLeft == 0) {
            out.add(GoMove.PASS);
        }
        return ImmutableList.copyOf(out);
    }

    @Override
    public MoveCheck check(Move move) {
        Object verdict = judge(move);
        return verdict instanceof MoveCheck.Illegal illegal ? illegal : MoveCheck.LEGAL;
    }

    /** The placement a legal move makes, {@link GoMove#PASS} or {@link GoMove#RESIGN}, or why it is illegal. */
    private Object judge(Move move) {
        if (!(move instanceof GoMove goMove)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Go move");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        if (goMove instanceof GoMove.Pass) {
            return handicapLeft > 0 ? MoveCheck.illegal(GoReason.HANDICAP_PLACEMENT) : goMove;
        }
        if (goMove instanceof GoMove.Resign) {
            return goMove;
        }
        int p = ((GoMove.Place) goMove).point();
        if (p < 0 || p >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + p + " is not on the board");
        }
        if (cells[p] != Stones.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED);
        }
        if (p == koPoint) {
            return MoveCheck.illegal(GoReason.KO);
        }
        return evaluate(p);
    }

    /** The placement of a stone on empty {@code point}, or why superko or suicide forbids it. */
    private Object evaluate(int point) {
        Placement placement = Placement.play(rules, cells, boardHash, point, Stones.ofSide(toMove));
        if (placement.isSuicideRejected()) {
            return MoveCheck.illegal(GoReason.SUICIDE);
        }
        if (rules.ko() != KoRule.SIMPLE
                && (placement.boardHash() == boardHash // a single-stone suicide: the board just seen, again
                || history.contains(historyKey(rules, placement.boardHash(), nextToMoveAfterStone())))) {
            return MoveCheck.illegal(GoReason.SUPERKO);
        }
        return placement;
    }

    private int nextToMoveAfterStone() {
        return handicapLeft > 1 ? 0 : 1 - toMove;
    }

    @Override
    public GoState apply(Move move) {
        Object verdict = judge(move);
        if (verdict instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        LastMove played = new LastMove(toMove(), (GoMove) move);
        if (verdict instanceof GoMove.Resign) {
            return new GoState(rules, cells, boardHash, 1 - toMove, ply + 1, 0, captures, -1, handicapLeft, history, dead,
                    Outcome.win(Stones.side(1 - toMove), GoOutcome.RESIGN), played);
        }
        if (verdict instanceof GoMove.Pass) {
            int next = 1 - toMove;
            HashHistory after = history.plus(historyKey(rules, boardHash, next));
            GoState passed = new GoState(rules, cells, boardHash, next, ply + 1, passes + 1, captures, -1, 0, after, dead,
                    Outcome.ONGOING, played);
            return passes + 1 >= 2 ? passed.ended() : passed;
        }
        Placement placement = (Placement) verdict;
        int[] nextCaptures = captures.clone();
        nextCaptures[toMove] += placement.captured();
        nextCaptures[1 - toMove] += placement.suicided();
        int next = nextToMoveAfterStone();
        HashHistory after = rules.ko() == KoRule.SIMPLE ? history
                : history.plus(historyKey(rules, placement.boardHash(), next));
        return new GoState(rules, placement.cells(), placement.boardHash(), next, ply + 1, 0, nextCaptures,
                placement.koPoint(),
                Math.max(0, handicapLeft - 1), after, Set.of(), Outcome.ONGOING, played);
    }

    private GoState ended() {
        return new GoState(rules, cells, boardHash, toMove, ply, passes, captures, koPoint, handicapLeft, history, dead,
                score().outcome(), lastMove);
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
                && Arrays.equals(cells, other.cells) && Arrays.equals(captures, other.captures)
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
