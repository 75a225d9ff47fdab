package io.tabula.go.rules;

import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import java.util.SplittableRandom;

/**
 * Uniform random playouts of Go on a mutable board ({@link PlayoutBoard}) with incremental
 * chains and liberties, and a hash set of earlier positions for superko. At each ply it
 * draws among the empty points and the pass (no pass while free handicap stones are being
 * placed); a drawn point that turns out illegal (ko, superko, suicide) is removed from that
 * ply's candidates and another is drawn. The move played is therefore uniform over the
 * legal moves, as a uniform choice from {@link GameState#legalMoves()} would be (resigning
 * never), and the outcome is {@link Scorer}'s count of the final board, as
 * {@link GoState} makes it. GoSamplerTest checks the legal moves ply by ply against
 * {@link GoState}, replays the moves played, and compares outcome frequencies with the
 * reference sampler.
 *
 * <p>Safe to share between threads: each thread has its own boards, reused from playout to
 * playout. When a thread plays again from the same start state (as {@code PlayoutRunner}
 * does), its board is set up by copying a prepared one instead of being built again.
 */
public final class GoSampler implements PlayoutSampler {
    /** Far longer than any random game (superko or not); reaching it is a bug. */
    static final int MAX_PLIES = 1_000_000;

    private final ThreadLocal<Boards> boards = ThreadLocal.withInitial(Boards::new);

    @Override
    public Result play(GameState start, SplittableRandom random, Observer observer) {
        return play((GoState) start, random, null, observer);
    }

    /** As {@link #play(GameState, SplittableRandom)}, telling {@code listener} (if not null) every move. */
    Result playListened(GoState start, SplittableRandom random, PlayoutListener listener) {
        return play(start, random, listener, Observer.NONE);
    }

    private Result play(GoState start, SplittableRandom random, PlayoutListener listener, Observer observer) {
        if (start.isOver()) {
            return new Result(start.outcome(), 0);
        }
        PlayoutBoard board = boards.get().setUp(start);
        int plies = 0;
        while (!board.isOver()) {
            if (plies >= MAX_PLIES) {
                throw new IllegalStateException("playout did not end within " + MAX_PLIES + " plies");
            }
            long legal = observer == Observer.NONE ? 0 : board.legalMoveCount();
            int move = board.playRandom(random, listener);
            if (listener != null) {
                listener.played(move);
            }
            if (observer != Observer.NONE) {
                GoRules rules = start.rules();
                observer.ply(legal, move < 0 ? GoMove.PASS : rules.place(move));
            }
            plies++;
        }
        return new Result(board.outcome(), plies);
    }

    /** One thread's boards: the one played on, and the last start position, prepared. */
    private static final class Boards {
        private PlayoutBoard work;
        private PlayoutBoard prepared;
        private GoState start;

        PlayoutBoard setUp(GoState state) {
            if (work == null || !work.fits(state)) {
                work = new PlayoutBoard(state);
                prepared = null;
                start = state;
                return work;
            }
            if (state != start) {
                // A new start: build it once; a second playout from it prepares a copy.
                start = state;
                prepared = null;
                work.load(state);
            } else {
                if (prepared == null) {
                    prepared = new PlayoutBoard(state);
                }
                work.copyFrom(prepared);
            }
            return work;
        }
    }
}
