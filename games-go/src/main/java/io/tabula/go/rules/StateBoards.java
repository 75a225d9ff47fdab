package io.tabula.go.rules;

/**
 * The kernel board each thread lends to the immutable {@link GoState}s for
 * {@code check}, {@code apply} and {@code legalMoves}, with the state it holds. A state
 * keeps only its stones and counters (a compact snapshot); the board loads them, O(board),
 * when it holds another state. After {@code apply} the board holds the new state, so the
 * moves of one game played in turn (a replay, a protocol session, a reference playout)
 * load it once.
 *
 * <p>The boards of {@link GoSampler} are its own: a playout's observer may use states
 * meanwhile.
 */
final class StateBoards {
    private static final ThreadLocal<StateBoards> MINE = ThreadLocal.withInitial(StateBoards::new);

    private GoBoard board;
    private GoState holds; // the state the board holds, or null while it is being changed

    private StateBoards() {
    }

    /** This thread's board, holding {@code state}; not to be changed (see {@link #play}). */
    static GoBoard holding(GoState state) {
        StateBoards mine = MINE.get();
        if (mine.holds != state) {
            if (mine.board == null || !mine.board.fits(state.rules())) {
                mine.board = new GoBoard(state.rules(), 64);
            }
            mine.holds = null;
            mine.board.load(state, false);
            mine.holds = state;
        }
        return mine.board;
    }

    /**
     * This thread's board holding {@code state}, to be played on: the caller then makes the
     * state after the move from it and tells {@link #nowHolds}.
     */
    static GoBoard play(GoState state) {
        GoBoard board = holding(state);
        MINE.get().holds = null;
        return board;
    }

    /** The board of this thread, played on since {@link #play}, holds {@code state}. */
    static void nowHolds(GoState state) {
        MINE.get().holds = state;
    }
}
