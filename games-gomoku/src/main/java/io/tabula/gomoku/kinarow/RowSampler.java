package io.tabula.gomoku.kinarow;

import io.tabula.core.StateType;
import io.tabula.core.TypedSampler;
import io.tabula.gomoku.rules.Stone;
import java.util.SplittableRandom;

/**
 * Random playouts on one mutable {@link RowBoard}, the kernel the states play on. The legal
 * moves are the empty points, which the sampler keeps in an array: a uniform index, the
 * chosen point swapped out in O(1), captured points put back. Where Pente's tournament
 * opening restricts a stone, points are drawn uniformly until one is allowed (rejection
 * keeps the draw uniform over the allowed ones). A replacement (玩法二) draws points the
 * same way until one holds an enemy stone; it leaves the empty points as they were.
 */
final class RowSampler extends TypedSampler<RowState> {

    RowSampler(StateType<RowState, RowMove> type) {
        super(type);
    }

    @Override
    protected Result playFrom(RowState start, SplittableRandom random, Observer observer) {
        RowBoard board = start.board();
        RowRules rules = board.rules();
        byte[] cells = board.cells;
        int[] empty = new int[cells.length];
        int free = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty[free++] = p;
            }
        }
        int[] removed = new int[PairCapture.MOST_FREED];
        int plies = 0;
        while (!board.outcome().isOver()) {
            if (board.replacing()) {
                replace(board, random, observer);
                plies++;
                continue;
            }
            boolean restricted = rules.restricts(board.side(), board.ply());
            int i = random.nextInt(free);
            while (restricted && board.foul(empty[i]) != null) {
                i = random.nextInt(free);
            }
            int point = empty[i];
            if (observer != Observer.NONE) {
                observer.ply(restricted ? allowed(board, empty, free) : free, rules.place(point));
            }
            empty[i] = empty[--free];
            int freed = board.place(point, removed);
            for (int k = 0; k < freed; k++) {
                empty[free++] = removed[k];
            }
            plies++;
        }
        return new Result(board.outcome(), plies);
    }

    /** Replaces an enemy stone drawn uniformly from the board's. */
    private static void replace(RowBoard board, SplittableRandom random, Observer observer) {
        byte enemy = Stone.ofSide(1 - board.side());
        int point = random.nextInt(board.cells.length);
        while (board.cells[point] != enemy) {
            point = random.nextInt(board.cells.length);
        }
        if (observer != Observer.NONE) {
            observer.ply(board.onBoard(1 - board.side()), board.rules().place(point));
        }
        board.place(point, null);
    }

    /** The points of {@code empty[0..free)} the tournament opening allows (observed playouts only). */
    private static long allowed(RowBoard board, int[] empty, int free) {
        long count = 0;
        for (int k = 0; k < free; k++) {
            count += board.foul(empty[k]) == null ? 1 : 0;
        }
        return count;
    }
}
