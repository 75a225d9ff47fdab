package io.tabula.go.rules;

import io.tabula.core.GameState;
import io.tabula.core.TypedSampler;
import java.util.SplittableRandom;

/**
 * Uniform random playouts of Go on the rules kernel, {@link GoBoard}, the same mutable
 * board with incremental chains through which {@link GoState} plays its moves
 * ({@link GoBoard#playRandom}): at each ply it draws among the empty points and the pass
 * (no pass while free handicap stones are being placed); a drawn point that the board
 * finds illegal (ko, superko, suicide) is set aside for that ply and another is drawn. The move played is
 * therefore uniform over the legal moves, as a uniform choice from
 * {@link GameState#legalMoves()} would be (resigning never), and the outcome is the
 * board's count of the final position. The contract property
 * {@code fastSampler_playsByTheSameRules} and GoSamplerTest replay its games through
 * {@link GoState}.
 *
 * <p>Safe to share between threads: each thread has its own boards, reused from playout to
 * playout. When a thread plays again from the same start state (as {@code PlayoutRunner}
 * does), its board is set up by copying a prepared one instead of being loaded again.
 */
public final class GoSampler extends TypedSampler<GoState> {
    /** Far longer than any random game (superko or not); reaching it is a bug. */
    static final int MAX_PLIES = 1_000_000;

    private final ThreadLocal<Boards> boards = ThreadLocal.withInitial(Boards::new);

    public GoSampler() {
        super(GoState.TYPE);
    }

    @Override
    protected Result playFrom(GoState start, SplittableRandom random, Observer observer) {
        return play(start, random, null, observer);
    }

    /** As {@link #play(GameState, SplittableRandom)}, telling {@code listener} (if not null) every move. */
    Result playListened(GoState start, SplittableRandom random, PlayoutListener listener) {
        return play(start, random, listener, Observer.NONE);
    }

    private Result play(GoState start, SplittableRandom random, PlayoutListener listener, Observer observer) {
        if (start.isOver()) {
            return new Result(start.outcome(), 0);
        }
        GoBoard board = boards.get().setUp(start);
        GoRules rules = start.rules();
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
                observer.ply(legal, move < 0 ? GoMove.PASS : rules.place(move));
            }
            plies++;
        }
        return new Result(board.outcome(), plies);
    }

    /** One thread's boards: the one played on, and the last start position, prepared. */
    private static final class Boards {
        private GoBoard work;
        private GoBoard prepared;
        private GoState start;

        GoBoard setUp(GoState state) {
            if (work == null || !work.fits(state.rules())) {
                work = board(state);
                prepared = null;
                start = state;
                return work;
            }
            if (state != start) {
                // A new start: load it once; a second playout from it prepares a copy.
                start = state;
                prepared = null;
                work.load(state, true);
            } else {
                if (prepared == null) {
                    prepared = board(state);
                }
                work.copyFrom(prepared);
            }
            return work;
        }

        private static GoBoard board(GoState state) {
            // A random game rarely passes 2 plies per point; the history grows if it does.
            int points = state.rules().points();
            GoBoard board = new GoBoard(state.rules(), state.history().size() + 2 * points);
            board.load(state, true);
            return board;
        }
    }
}
