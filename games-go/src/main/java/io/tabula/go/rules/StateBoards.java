package io.tabula.go.rules;

/**
 * The kernel boards each thread lends to the immutable {@link GoState}s for
 * {@code check}, {@code apply} and {@code legalMoves}, with the state each holds. A state
 * keeps only its stones and counters (a compact snapshot); a board loads them, O(board),
 * when it holds another state. After {@code apply} the board holds the new state, so the
 * moves of one game played in turn (a replay, a protocol session, a reference playout)
 * load it once. A board is made for the rules of one definition; a thread keeps the boards
 * of the last few definitions it played.
 *
 * <p>The boards of {@link GoSampler} are its own: a playout's observer may use states
 * meanwhile.
 */
final class StateBoards {
    private static final int KEPT = 4;
    private static final ThreadLocal<StateBoards> MINE = ThreadLocal.withInitial(StateBoards::new);

    private final GoBoard[] boards = new GoBoard[KEPT]; // the last used first
    private final GoState[] holds = new GoState[KEPT]; // the state each board holds, or null while it is changed

    private StateBoards() {
    }

    /** This thread's board of {@code state}'s rules, moved to the front and holding {@code state}; not to be changed (see {@link #play}). */
    static GoBoard holding(GoState state) {
        StateBoards mine = MINE.get();
        GoRules rules = state.rules();
        int i = 0;
        while (i < KEPT && mine.boards[i] != null && !mine.boards[i].fits(rules)) {
            i++;
        }
        if (i == KEPT || mine.boards[i] == null) {
            i = Math.min(i, KEPT - 1);
            mine.boards[i] = new GoBoard(rules, 64);
            mine.holds[i] = null;
        }
        GoBoard board = mine.boards[i];
        GoState held = mine.holds[i];
        System.arraycopy(mine.boards, 0, mine.boards, 1, i);
        System.arraycopy(mine.holds, 0, mine.holds, 1, i);
        mine.boards[0] = board;
        mine.holds[0] = held;
        if (held != state) {
            mine.holds[0] = null;
            board.load(state, false);
            mine.holds[0] = state;
        }
        return board;
    }

    /**
     * This thread's board holding {@code state}, to be played on: the caller then makes the
     * state after the move from it and tells {@link #nowHolds}.
     */
    static GoBoard play(GoState state) {
        GoBoard board = holding(state);
        MINE.get().holds[0] = null;
        return board;
    }

    /** The board of this thread played on since {@link #play} (the front one) holds {@code state}. */
    static void nowHolds(GoState state) {
        MINE.get().holds[0] = state;
    }
}
