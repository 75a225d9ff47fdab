package io.tabula.stones.rows;

import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler.Observer;
import java.util.SplittableRandom;

/**
 * Uniformly random play on one {@link RowBoard} to the end of the game: the loop of the
 * row games' fast samplers, which only draws the moves (the board plays them). It keeps
 * the empty points in an array: a uniform index over them and the pass and claim the
 * board allows, the chosen point swapped out in O(1), captured points put back. Where the
 * placement rule makes points illegal, a drawn point that is illegal is moved past the
 * candidates of this ply and the draw repeated, which keeps it uniform over the legal
 * moves. A replacement draws points until one holds a stone of another side. So the
 * distribution is a uniform choice from the legal moves of the state at every ply.
 *
 * <p>One instance plays the playouts of one thread on one board and one array, made once:
 * not thread-safe (a sampler keeps one per thread).
 */
public final class RowPlayout {
    private RowBoard board;
    private int[] empty;

    /** The move values of a game, for an {@link Observer}. */
    public interface Moves {
        /** The move placing a stone on {@code point} (or replacing the stone there, when a replacement is due). */
        Move stone(int point, boolean replacement);

        /** The pass; asked only of games that pass. */
        Move pass();

        /** The claim of a standing foul; asked only of games whose fouls are claimed. */
        Move claim();
    }

    /**
     * Plays a playout from {@code start}, which is left as it was, on this instance's own
     * board (see {@link #play(RowBoard, SplittableRandom, Observer, Moves)}).
     *
     * @return the board the playout ended on, valid until the next playout of this instance
     */
    public RowBoard playFrom(RowBoard start, SplittableRandom random, Observer observer, Moves moves) {
        if (board == null || board.rules() != start.rules()) {
            board = start.copy();
            empty = new int[start.points()];
        } else {
            board.copyFrom(start);
        }
        plies = play(board, empty, random, observer, moves);
        return board;
    }

    private int plies;

    /** The moves of the last playout of {@link #playFrom}. */
    public int plies() {
        return plies;
    }

    /**
     * Plays {@code board} to the end of its game, telling {@code observer} about each ply
     * (how many legal moves there were, and the move chosen, made by {@code moves}; with
     * {@link Observer#NONE} neither is computed, and the same moves are chosen).
     *
     * @return the moves played
     */
    public static int play(RowBoard board, SplittableRandom random, Observer observer, Moves moves) {
        return play(board, new int[board.points()], random, observer, moves);
    }

    private static int play(RowBoard board, int[] empty, SplittableRandom random, Observer observer, Moves moves) {
        byte[] cells = board.cells();
        int points = board.points();
        int free = 0;
        if (board.empty() == points) {
            System.arraycopy(board.rules().identity(), 0, empty, 0, points);
            free = points;
        } else {
            for (int p = 0; p < points; p++) {
                if (cells[p] == RowBoard.EMPTY) {
                    empty[free++] = p;
                }
            }
        }
        boolean observed = observer != Observer.NONE;
        int plies = 0;
        if (!observed && board.playsAtRandom()) {
            // one stone a turn, every empty point (and the pass) legal: the board's own loop
            return board.playRandom(empty, free, random);
        }
        if (!observed && board.plainStones()) {
            // stones alone, every empty point legal: the common case, drawn without asking for more
            while (!board.isOver()) {
                plies++;
                int i = below(random, free);
                int point = empty[i];
                empty[i] = empty[--free];
                int freed = board.place(point);
                for (int k = 0; k < freed; k++) {
                    empty[free++] = board.removed(k);
                }
            }
            return plies;
        }
        while (!board.isOver()) {
            plies++;
            if (board.replacing()) {
                replace(board, random, observer, moves);
                continue;
            }
            boolean claim = board.canClaim();
            int extras = (claim ? 1 : 0) + (board.canPass() ? 1 : 0);
            boolean restricted = board.restricted();
            int i = restricted ? drawAllowed(board, empty, free, extras, random) : below(random, free + extras);
            if (i < 0) {
                throw new IllegalStateException("no legal move in a game that is not over");
            }
            long legal = observed ? extras + (restricted ? allowed(board, empty, free) : free) : 0;
            if (i >= free) {
                if (claim && i == free) {
                    if (observed) {
                        observer.ply(legal, moves.claim());
                    }
                    board.claim();
                } else {
                    if (observed) {
                        observer.ply(legal, moves.pass());
                    }
                    board.pass();
                }
                continue;
            }
            int point = empty[i];
            if (observed) {
                observer.ply(legal, moves.stone(point, false));
            }
            empty[i] = empty[--free];
            int freed = board.place(point);
            for (int k = 0; k < freed; k++) {
                empty[free++] = board.removed(k);
            }
        }
        return plies;
    }

    /**
     * A uniform number from 0 to {@code bound - 1}, exactly as uniform as
     * {@code random.nextInt(bound)} but without its division: a 32-bit draw times the bound,
     * the high half kept, the few draws that would favour some numbers drawn again (D. Lemire's
     * method). A playout draws once a move, and the division was a sixth of its time.
     */
    static int below(SplittableRandom random, int bound) {
        long product = (random.nextInt() & 0xFFFF_FFFFL) * bound;
        int low = (int) product;
        if (Integer.compareUnsigned(low, bound) < 0) {
            int threshold = Integer.remainderUnsigned(-bound, bound);
            while (Integer.compareUnsigned(low, threshold) < 0) {
                product = (random.nextInt() & 0xFFFF_FFFFL) * bound;
                low = (int) product;
            }
        }
        return (int) (product >>> 32);
    }

    /** Replaces a stone of another side, drawn uniformly from theirs. */
    private static void replace(RowBoard board, SplittableRandom random, Observer observer, Moves moves) {
        byte[] cells = board.cells();
        int mine = board.side() + 1;
        int point = below(random, board.points());
        while (cells[point] == RowBoard.EMPTY || cells[point] == mine) {
            point = below(random, board.points());
        }
        if (observer != Observer.NONE) {
            long others = 0;
            for (int s = 0; s < board.rules().sides().size(); s++) {
                others += s == board.side() ? 0 : board.onBoard(s);
            }
            observer.ply(others, moves.stone(point, true));
        }
        board.place(point);
    }

    /**
     * A uniform draw over the points of {@code empty[0..free)} the board allows and
     * {@code extras} further moves: an index below {@code free} for a point, {@code free + k}
     * for extra move {@code k}, or -1 when there is nothing to draw. An illegal point drawn
     * is swapped behind the candidates and the draw repeated.
     */
    static int drawAllowed(RowBoard board, int[] empty, int free, int extras, SplittableRandom random) {
        for (int candidates = free; candidates + extras > 0; candidates--) {
            int i = below(random, candidates + extras);
            if (i >= candidates) {
                return free + (i - candidates);
            }
            if (board.foul(empty[i]) == null) {
                return i;
            }
            int rejected = empty[i];
            empty[i] = empty[candidates - 1];
            empty[candidates - 1] = rejected;
        }
        return -1;
    }

    /** The points of {@code empty[0..free)} the board allows (observed playouts only). */
    private static long allowed(RowBoard board, int[] empty, int free) {
        long count = 0;
        for (int k = 0; k < free; k++) {
            count += board.foul(empty[k]) == null ? 1 : 0;
        }
        return count;
    }
}
