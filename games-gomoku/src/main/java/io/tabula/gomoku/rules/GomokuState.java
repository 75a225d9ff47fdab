package io.tabula.gomoku.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import java.util.Arrays;
import java.util.List;

/**
 * A Gomoku position: one byte per point, the side to move, and the outcome. Black moves
 * first and the sides alternate. Apply copies the board (a 15x15 board is 225 bytes) and
 * checks only the four lines through the new stone.
 */
public final class GomokuState implements GameState {
    private final GomokuRules rules;
    private final byte[] cells;
    private final int toMove;
    private final int ply;
    private final int stones;
    private final Outcome outcome;
    private final long hash;
    private volatile List<Move> legalMoves; // computed on first use; a pure function of the above

    GomokuState(GomokuRules rules, byte[] cells, int toMove, int ply, Outcome outcome) {
        this.rules = rules;
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.outcome = outcome;
        int count = 0;
        long h = rules.zobrist().side(toMove);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stone.EMPTY) {
                count++;
                h ^= rules.zobrist().piece(p, cells[p] - 1);
            }
        }
        this.stones = count;
        this.hash = h;
    }

    private GomokuState(GomokuState before, byte[] cells, int point, Outcome outcome) {
        this.rules = before.rules;
        this.cells = cells;
        this.toMove = 1 - before.toMove;
        this.ply = before.ply + 1;
        this.stones = before.stones + 1;
        this.outcome = outcome;
        this.hash = before.hash
                ^ rules.zobrist().piece(point, before.toMove)
                ^ rules.zobrist().side(before.toMove)
                ^ rules.zobrist().side(toMove);
    }

    /** The empty board with black to move. */
    public static GomokuState initial(GameDefinition definition) {
        GomokuRules rules = new GomokuRules(definition);
        return new GomokuState(rules, new byte[rules.grid().size()], 0, 0, Outcome.ONGOING);
    }

    /**
     * A position given stone by stone, with the outcome it implies: a colour that has a
     * winning row has won.
     *
     * @throws IllegalArgumentException if both colours have a winning row
     */
    public static GomokuState of(GameDefinition definition, byte[] cells, Side toMove, int ply) {
        GomokuRules rules = new GomokuRules(definition);
        return new GomokuState(rules, cells.clone(), toMove.index(), ply, judge(rules, cells));
    }

    /** A position with a given outcome, as a snapshot records it. */
    public static GomokuState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, Outcome outcome) {
        return new GomokuState(new GomokuRules(definition), cells.clone(), toMove.index(), ply, outcome);
    }

    private static Outcome judge(GomokuRules rules, byte[] cells) {
        boolean black = false;
        boolean white = false;
        boolean full = true;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                full = false;
            } else if (rules.makesFive(cells, p, cells[p])) {
                black |= cells[p] == Stone.BLACK;
                white |= cells[p] == Stone.WHITE;
            }
        }
        if (black && white) {
            throw new IllegalArgumentException("both colours have a winning row; such a position cannot arise");
        }
        if (black || white) {
            return Outcome.win(black ? Stone.BLACK_SIDE : Stone.WHITE_SIDE, GomokuReason.FIVE);
        }
        return full ? Outcome.draw(GomokuReason.BOARD_FULL) : Outcome.ONGOING;
    }

    public GomokuRules rules() {
        return rules;
    }

    @Override
    public GameDefinition definition() {
        return rules.definition();
    }

    @Override
    public Side toMove() {
        return toMove == 0 ? Stone.BLACK_SIDE : Stone.WHITE_SIDE;
    }

    /** The stone on {@code point}: {@link Stone#EMPTY}, {@link Stone#BLACK} or {@link Stone#WHITE}. */
    public byte stone(int point) {
        return cells[point];
    }

    public int size() {
        return rules.grid().width();
    }

    /** A copy of the board, one byte per point. */
    public byte[] cells() {
        return cells.clone();
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
        return placesFor(rules, cells, stones, toMove);
    }

    /** The legal placements on {@code cells}: every empty point, less black's forbidden ones if they are illegal. */
    private static List<Move> placesFor(GomokuRules rules, byte[] cells, int stones, int toMove) {
        boolean skipForbidden = toMove == 0 && rules.forbiddenIsIllegal();
        byte[] scratch = skipForbidden ? cells.clone() : null;
        Move[] out = new Move[cells.length - stones];
        int n = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && !(skipForbidden && rules.forbiddenInPlace(scratch, p).isForbidden())) {
                out[n++] = rules.place(p);
            }
        }
        return ImmutableList.copyOf(Arrays.copyOf(out, n));
    }

    /** Every point where a black stone would be forbidden now, with the reason, in point order. */
    public java.util.SortedMap<Integer, Forbidden> forbiddenPoints() {
        java.util.SortedMap<Integer, Forbidden> out = new java.util.TreeMap<>();
        byte[] scratch = cells.clone();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                Forbidden verdict = rules.forbiddenInPlace(scratch, p);
                if (verdict.isForbidden()) {
                    out.put(p, verdict);
                }
            }
        }
        return out;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof GomokuMove.Place place)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Gomoku move");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        int point = place.point();
        if (point < 0 || point >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + point + " is not on the board");
        }
        if (cells[point] != Stone.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED, "the point is occupied");
        }
        if (toMove == 0 && rules.forbiddenIsIllegal()) {
            Forbidden verdict = rules.forbidden(cells, point);
            if (verdict.isForbidden()) {
                return MoveCheck.illegal(verdict);
            }
        }
        return MoveCheck.LEGAL;
    }

    @Override
    public GomokuState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        int point = ((GomokuMove.Place) move).point();
        byte colour = Stone.ofSide(toMove);
        boolean foul = colour == Stone.BLACK && rules.hasForbiddenMoves() && !rules.forbiddenIsIllegal()
                && rules.forbidden(cells, point).isForbidden();
        byte[] next = cells.clone();
        next[point] = colour;
        Outcome after;
        if (foul) {
            after = Outcome.win(Stone.WHITE_SIDE, GomokuReason.FORBIDDEN);
        } else if (rules.makesFive(next, point, colour)) {
            after = Outcome.win(toMove(), GomokuReason.FIVE);
        } else if (stones + 1 == cells.length) {
            after = Outcome.draw(GomokuReason.BOARD_FULL);
        } else {
            after = Outcome.ONGOING;
        }
        if (after.isOver() || colour == Stone.BLACK || !rules.forbiddenIsIllegal()) {
            return new GomokuState(this, next, point, after);
        }
        // Black moves next and forbidden points are illegal: black may have no legal point left.
        List<Move> blackMoves = placesFor(rules, next, stones + 1, 0);
        GomokuState result = new GomokuState(this, next, point,
                blackMoves.isEmpty() ? Outcome.draw(GomokuReason.NO_LEGAL_MOVE) : after);
        if (!blackMoves.isEmpty()) {
            result.legalMoves = blackMoves;
        }
        return result;
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
        return o instanceof GomokuState other
                && hash == other.hash
                && toMove == other.toMove
                && ply == other.ply
                && outcome.equals(other.outcome)
                && Arrays.equals(cells, other.cells)
                && rules.definition().equals(other.rules.definition());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    @Override
    public String toString() {
        return "GomokuState[" + definition().text() + ", ply " + ply + ", " + toMove() + " to move, " + outcome + "]";
    }
}
