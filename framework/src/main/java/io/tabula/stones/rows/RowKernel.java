package io.tabula.stones.rows;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.stones.StoneMove;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A row game's {@link GameKernel}: one {@link RowBoard} that plays moves in place, and the
 * positions before each move kept on a stack of boards made once and reused, so that an undo
 * restores everything by one copy of arrays. Codes: a point's number places a stone there
 * (or replaces the stone there), the number of points passes.
 */
public final class RowKernel implements GameKernel {
    private final RowGame game;
    private final RowBoard board;
    private final int points;
    private RowBoard[] before = new RowBoard[16];
    private int depth;
    private int[] scratch;

    /** A kernel standing at {@code state}, with nothing to take back. */
    public RowKernel(RowState state) {
        this.game = state.game();
        this.board = state.board();
        this.points = board.points();
    }

    @Override
    public GameDefinition definition() {
        return game.definition();
    }

    @Override
    public Side toMove() {
        return game.definition().type().side(board.side());
    }

    @Override
    public int ply() {
        return board.ply();
    }

    @Override
    public Outcome outcome() {
        return board.outcome();
    }

    @Override
    public boolean isOver() {
        return board.isOver();
    }

    @Override
    public long hash() {
        return board.hash();
    }

    @Override
    public int maxMoves() {
        return points + 1;
    }

    /** The legal moves in the states' order: the points the board allows, then the pass. */
    @Override
    public int legalMoves(int[] into) {
        if (board.isOver()) {
            return 0;
        }
        int n = 0;
        boolean restricted = board.restricted() || board.replacing();
        for (int p = 0; p < points; p++) {
            if (restricted ? board.foul(p) == null : board.stone(p) == RowBoard.EMPTY) {
                into[n++] = p;
            }
        }
        if (board.canPass() && !board.replacing()) {
            into[n++] = points;
        }
        return n;
    }

    @Override
    public int randomMove(SplittableRandom random) {
        if (scratch == null) {
            scratch = new int[maxMoves()];
        }
        int count = legalMoves(scratch);
        if (count == 0) {
            throw new IllegalStateException("no move to draw: the game is over (" + outcome() + ")");
        }
        return scratch[random.nextInt(count)];
    }

    @Override
    public void apply(int move) {
        if (depth == before.length) {
            before = Arrays.copyOf(before, depth * 2);
        }
        if (before[depth] == null) {
            before[depth] = board.copy();
        } else {
            before[depth].copyFrom(board);
        }
        depth++;
        if (move < points) {
            board.place(move);
        } else {
            board.pass();
        }
    }

    @Override
    public void undo() {
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        board.copyFrom(before[--depth]);
    }

    @Override
    public Move move(int code) {
        return code < points ? game.place(code) : StoneMove.PASS;
    }

    @Override
    public int code(Move move) {
        if (move instanceof StoneMove.Place place) {
            return place.point() < points ? place.point() : -1;
        }
        return move instanceof StoneMove.Pass && game.blocks().passAllowed() ? points : -1;
    }

    @Override
    public GameState snapshot() {
        return new RowState(game, board.copy());
    }

    @Override
    public int winningMove() {
        return board.winningStone();
    }
}
