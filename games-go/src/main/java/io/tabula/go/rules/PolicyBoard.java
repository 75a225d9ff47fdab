package io.tabula.go.rules;

import io.tabula.core.Outcome;
import java.util.SplittableRandom;

/**
 * The rules kernel's board ({@link GoBoard}) as a search reads it from outside this package:
 * playouts by the policy the dead-stone playouts use ({@link GoBoard#playPolicyMove}), and what
 * a stone of the side to move on a point would do (capture, save a chain in atari, put its
 * own chain in atari, fill its own eye, fit a 3x3 shape). It plays and judges nothing itself:
 * every rule stays in {@link GoBoard} and the chain block under it. Not thread-safe: one per
 * search thread.
 */
public final class PolicyBoard {
    private final GoRules rules;
    private final GoBoard board;

    /** A board of {@code rules}; {@link #load} sets it to a position. */
    public PolicyBoard(GoRules rules) {
        this.rules = rules;
        this.board = new GoBoard(rules, 4 * rules.points() + 64);
    }

    /** Whether this board holds positions of {@code state}'s rules. */
    public boolean fits(GoState state) {
        return board.fits(state.rules());
    }

    /** Sets the board to {@code state}'s position, ready to play a playout or answer the queries below. */
    public void load(GoState state) {
        board.load(state, true);
    }

    /** Plays one move of the policy (a point, or -1 for a pass), {@code last} and {@code previous} being the last two moves' points or -1. */
    public int playPolicyMove(SplittableRandom random, int last, int previous) {
        return board.playPolicyMove(random, last, previous);
    }

    /** The side to move passes (legal whenever no handicap stone is left to place). */
    public void pass() {
        board.pass();
    }

    /** Whether the side to move may pass. */
    public boolean passAllowed() {
        return board.passAllowed();
    }

    public boolean isOver() {
        return board.isOver();
    }

    /** The count of the position once over ({@link GoBoard#outcome}). */
    public Outcome outcome() {
        return board.outcome();
    }

    /** The index of the side to move (0 black, 1 white). */
    public int toMove() {
        return board.toMove();
    }

    public GoRules rules() {
        return rules;
    }

    /** The stones a stone of the side to move on empty point {@code point} would capture. */
    public int captureSize(int point) {
        return board.captureSizeAt(point);
    }

    /** The stones in atari next to empty point {@code point} that a stone of the side to move there would save. */
    public int savedSize(int point) {
        return board.savedSizeAt(point);
    }

    /** Whether a stone of the side to move on empty point {@code point} puts its chain of two or more in atari without capturing. */
    public boolean selfAtari(int point) {
        return board.selfAtariAt(point);
    }

    /** Whether empty point {@code point} is a single-point eye of the side to move. */
    public boolean ownEye(int point) {
        return board.ownEyeAt(point);
    }

    /** Whether a 3x3 shape of the playouts fits around empty point {@code point}. */
    public boolean shape(int point) {
        return board.shapeAt(point);
    }
}
