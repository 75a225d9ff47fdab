package io.tabula.gomoku.kinarow;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Side;
import io.tabula.core.Turn;
import io.tabula.stones.rows.RowBoard;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.StoneStocks;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A position of a k-in-a-row game (Connect6, Pente, five-replaces), immutable: it keeps a
 * {@link RowBoard}, the rules kernel, that nothing changes after construction, and plays a
 * move on a copy. Legal moves are the points the kernel allows in point order: the empty
 * points less those the tournament opening rules out; in a game with stocks, while a
 * replacement is due, the enemy stones' points.
 */
public final class RowState implements GameState {
    private final RowVariant variant;
    private final RowBoard board;
    private List<Move> legal; // computed on first use; a race computes the same list twice

    RowState(RowVariant variant, RowBoard board) {
        this.variant = variant;
        this.board = board;
    }

    /**
     * The state of {@code cells} with {@code toMove} starting a turn: the first turn on an
     * empty board when the first side moves, otherwise the first later turn of that side
     * (so in Connect6 a set-up side places two stones). Stones on the board count as plies;
     * the captures are in the variant's unit.
     *
     * @throws IllegalArgumentException when both colours have already won, or the stones do not fit the stocks
     */
    static RowState setUp(RowVariant variant, byte[] cells, Side toMove, int blackCaptures, int whiteCaptures) {
        int stones = 0;
        for (byte cell : cells) {
            stones += cell == RowBoard.EMPTY ? 0 : 1;
        }
        int turn = stones == 0 && toMove.index() == 0 ? 1 : variant.blocks().plan().first().size() + 1;
        if ((turn - 1) % 2 != toMove.index()) {
            turn++;
        }
        RowBoard board = new RowBoard(variant.blocks(), cells, toMove.index()).setTurn(turn, 0).setPly(stones)
                .setCaptured(0, blackCaptures * variant.captureUnit())
                .setCaptured(1, whiteCaptures * variant.captureUnit());
        return new RowState(variant, board.judgeSetUp());
    }

    /**
     * The state a snapshot describes: {@code cells}, {@code toMove} at move {@code moveInTurn}
     * of turn {@code turn}, {@code ply} moves played, each side's captures (in the variant's
     * unit), the stones each side has left and whether a replacement is due (games with
     * stocks: there a turn is any side's, as a replacement is a turn of the side that made the row).
     *
     * @throws IllegalArgumentException naming what does not fit the rules
     */
    static RowState restored(RowVariant variant, byte[] cells, Side toMove, int turn, int moveInTurn, int ply,
            int blackCaptures, int whiteCaptures, int blackStones, int whiteStones, boolean replacing) {
        StoneStocks stocks = variant.blocks().stocks();
        if (turn < 1 || stocks == null && (turn - 1) % 2 != toMove.index()) {
            throw new IllegalArgumentException("turn " + turn + " is not a turn of " + toMove.id());
        }
        if (ply < 0 || blackCaptures < 0 || whiteCaptures < 0 || !variant.captures() && blackCaptures + whiteCaptures > 0) {
            throw new IllegalArgumentException("ply and captures must be whole numbers from 0, and 0 captures in a game "
                    + "without them");
        }
        RowBoard board = new RowBoard(variant.blocks(), cells, toMove.index()).setTurn(turn, moveInTurn).setPly(ply)
                .setCaptured(0, blackCaptures * variant.captureUnit())
                .setCaptured(1, whiteCaptures * variant.captureUnit())
                .setStock(0, blackStones).setStock(1, whiteStones).setReplacing(replacing);
        return new RowState(variant, board.judgeSetUp());
    }

    @Override
    public List<Move> legalMoves() {
        if (legal == null) {
            List<Move> moves = new ArrayList<>(board.empty());
            if (!isOver()) {
                for (int p = 0; p < board.points(); p++) {
                    if (board.foul(p) == null) {
                        moves.add(variant.place(p));
                    }
                }
            }
            legal = List.copyOf(moves);
        }
        return legal;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof RowMove stone)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a stone of "
                    + definition().gameId());
        }
        if (isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome());
        }
        int point = stone.point();
        if (point < 0 || point >= board.points()) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "no point " + point + " on this board");
        }
        IllegalReason foul = board.foul(point);
        return foul == null ? MoveCheck.LEGAL
                : MoveCheck.illegal(foul, board.replacing() ? foul.describe() + " (" + toMove().id()
                        + " made a row and replaces one enemy stone)" : foul.describe());
    }

    @Override
    public RowState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        RowBoard next = board.copy();
        next.place(((RowMove) move).point());
        return new RowState(variant, next);
    }

    @Override
    public Turn turn() {
        return new Turn(board.turn(), board.side(), board.moveInTurn(), board.movesInTurn());
    }

    /** Ordinary play; in a game with stocks, its step {@code replace} while a replacement is due. */
    @Override
    public Phase phase() {
        if (!board.replacing()) {
            return GameState.super.phase();
        }
        return new Phase(Phase.PLAY, "replace", List.of(0, 1), Set.of(RowMove.class), "replace one "
                + definition().type().side(1 - board.side()).id() + " stone with one of yours",
                "when the stone is replaced");
    }

    @Override
    public String describeOutcome() {
        Outcome outcome = outcome();
        if (outcome instanceof Outcome.Win win && win.why() == RowOutcome.STOCK_EMPTY) {
            return win.side().id() + " wins: all its stones are placed";
        }
        if (outcome instanceof Outcome.Win win) {
            return win.side().id() + " wins " + (win.why() == RowOutcome.CAPTURES
                    ? "by capturing " + captures(win.side()) + " " + variant.captureWord()
                    : "with " + variant.blocks().row().k() + (variant.blocks().row().overlineWins(0) ? " or more" : "")
                            + " in a row");
        }
        return outcome.isOver() ? "a draw: the board is full" : "the game goes on";
    }

    @Override public GameDefinition definition() { return variant.definition(); }
    @Override public Side toMove() { return definition().type().side(board.side()); }
    @Override public Outcome outcome() { return board.outcome(); }
    @Override public long hash() { return board.hash(); }
    @Override public int ply() { return board.ply(); }

    public RowVariant variant() { return variant; }
    public int size() { return variant.size(); }
    /** The stone on {@code point}: {@link RowBoard#EMPTY}, or 1 for black, 2 for white. */
    public byte stone(int point) { return board.stone(point); }
    /** A copy of the board, one byte per point. */
    public byte[] cells() { return board.stones(); }
    /** The captures {@code side} has made, in the variant's unit (pairs in Pente; always 0 without captures). */
    public int captures(Side side) { return board.captured(side.index()) / variant.captureUnit(); }
    /** The stones {@code side} has left to place (games with stocks; 0 in the others). */
    public int stones(Side side) { return board.stock(side.index()); }
    /** Whether the side to move is to replace an enemy stone (games with stocks). */
    public boolean replacing() { return board.replacing(); }
    /** The position itself, which nothing may change (a sampler copies it). */
    RowBoard frozen() { return board; }
}
