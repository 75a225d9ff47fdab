package io.tabula.testgame;

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
 * A tic-tac-toe position: one byte per point (0 empty, 1 cross, 2 nought), the side to
 * move and the ply. The outcome is a function of the board: a line of three ends the
 * game (won by its maker, or lost under misère), a full board is a draw.
 */
public final class TttState implements GameState {
    public static final TttOutcome THREE = TttOutcome.THREE;
    public static final TttOutcome BOARD_FULL = TttOutcome.BOARD_FULL;

    private final TttRules rules;
    private final byte[] cells;
    private final int toMove;
    private final int ply;
    private final Outcome outcome;
    private final long hash;
    private volatile List<Move> legalMoves;

    private TttState(TttRules rules, byte[] cells, int toMove, int ply, Outcome outcome) {
        this.rules = rules;
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.outcome = outcome;
        long h = rules.zobrist.side(toMove);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != TttRules.EMPTY) {
                h ^= rules.zobrist.piece(p, cells[p] - 1);
            }
        }
        this.hash = h;
    }

    static TttState initial(GameDefinition definition) {
        TttRules rules = new TttRules(definition);
        return new TttState(rules, new byte[rules.size * rules.size], 0, 0, Outcome.ONGOING);
    }

    /**
     * The position of {@code cells} with {@code toMove} to move.
     *
     * @throws IllegalArgumentException when both sides have a line
     */
    static TttState of(GameDefinition definition, byte[] cells, Side toMove, int ply) {
        TttRules rules = new TttRules(definition);
        if (cells.length != rules.size * rules.size) {
            throw new IllegalArgumentException("board has " + cells.length + " points, expected " + rules.size * rules.size);
        }
        return new TttState(rules, cells.clone(), toMove.index(), ply, judge(rules, cells));
    }

    private static Outcome judge(TttRules rules, byte[] cells) {
        boolean[] lines = new boolean[3];
        boolean full = true;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == TttRules.EMPTY) {
                full = false;
            } else if (rules.inLine(cells, p)) {
                lines[cells[p]] = true;
            }
        }
        if (lines[1] && lines[2]) {
            throw new IllegalArgumentException("both sides have a line of three; such a position cannot arise");
        }
        if (lines[1] || lines[2]) {
            return lineOutcome(rules, lines[1] ? 0 : 1);
        }
        return full ? Outcome.draw(BOARD_FULL) : Outcome.ONGOING;
    }

    private static Outcome lineOutcome(TttRules rules, int maker) {
        return Outcome.win(TttModule.TYPE.side(rules.misere ? 1 - maker : maker), THREE);
    }

    public int size() {
        return rules.size;
    }

    /** 0 empty, 1 cross, 2 nought. */
    public byte mark(int point) {
        return cells[point];
    }

    @Override
    public GameDefinition definition() {
        return rules.definition;
    }

    @Override
    public Side toMove() {
        return TttModule.TYPE.side(toMove);
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legalMoves;
        if (moves == null) {
            ImmutableList.Builder<Move> out = ImmutableList.builder();
            if (!outcome.isOver()) {
                for (int p = 0; p < cells.length; p++) {
                    if (cells[p] == TttRules.EMPTY) {
                        out.add(new TttMove.Place(p));
                    }
                }
            }
            moves = out.build();
            legalMoves = moves;
        }
        return moves;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof TttMove.Place place)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME);
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER);
        }
        if (place.point() < 0 || place.point() >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + place.point() + " is not on the board");
        }
        if (cells[place.point()] != TttRules.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED,
                    TttNotation.text(rules.size, place.point()) + " is occupied");
        }
        return MoveCheck.LEGAL;
    }

    @Override
    public GameState apply(Move move) {
        MoveCheck verdict = check(move);
        if (verdict instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        int point = ((TttMove.Place) move).point();
        byte[] next = cells.clone();
        next[point] = (byte) (toMove + 1);
        Outcome after;
        if (rules.inLine(next, point)) {
            after = lineOutcome(rules, toMove);
        } else {
            boolean full = true;
            for (byte cell : next) {
                full &= cell != TttRules.EMPTY;
            }
            after = full ? Outcome.draw(BOARD_FULL) : Outcome.ONGOING;
        }
        return new TttState(rules, next, 1 - toMove, ply + 1, after);
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
        return o instanceof TttState other
                && rules.definition.equals(other.rules.definition)
                && Arrays.equals(cells, other.cells)
                && toMove == other.toMove
                && ply == other.ply;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash) * 31 + ply;
    }

    @Override
    public String toString() {
        return String.join("/", new TttDiagrams().toDiagram(this)) + " " + toMove() + " to move, ply " + ply;
    }
}
