package io.tabula.go.search;

import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutPolicy;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.PolicyBoard;
import java.util.SplittableRandom;

/**
 * Go's playouts for the search: the policy of the dead-stone playouts, played on the rules
 * kernel's board ({@link PolicyBoard#playPolicyMove}): capture what is left in atari next to
 * the last two stones, save a chain of one's own in atari, answer the last stone's 3x3 shape,
 * else a random point that fills no eye of one's own and puts no chain of two or more in
 * atari; pass only when no such point is left. A uniform playout fills its own eyes and kills
 * living groups, so its count says little about who leads; this one ends when both sides have
 * only their own eyes left, and the count is then the position's.
 *
 * <p>A playout longer than three moves per point (superko fights can cycle long) is ended by
 * passes and counted as it stands. Not thread-safe: one per search thread.
 */
final class GoPlayoutPolicy implements PlayoutPolicy {
    private PolicyBoard board;

    @Override
    public Outcome playOut(GameState start, SplittableRandom random, Played played) {
        GoState state = GoState.TYPE.state(start);
        if (board == null || !board.fits(state)) {
            board = new PolicyBoard(state.rules());
        }
        board.load(state);
        int points = state.rules().points();
        int limit = 3 * points + 100;
        int last = lastPoint(state);
        int previous = -1;
        for (int ply = 0; !board.isOver(); ply++) {
            int side = board.toMove();
            int move;
            if (ply >= limit && board.passAllowed()) {
                board.pass();
                move = -1;
            } else {
                move = board.playPolicyMove(random, last, previous);
            }
            played.move(side, move < 0 ? points : move);
            previous = last;
            last = move;
        }
        return board.outcome();
    }

    /** The point of the stone just played, or -1 (a pass, or the start). */
    static int lastPoint(GoState state) {
        return state.lastMove().map(GoState.LastMove::move)
                .filter(GoMove.Place.class::isInstance).map(m -> ((GoMove.Place) m).point()).orElse(-1);
    }
}
