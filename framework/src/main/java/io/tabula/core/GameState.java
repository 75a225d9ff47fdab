package io.tabula.core;

import java.util.List;

/**
 * An immutable position of a game together with everything its rules need from the
 * past (move number, pass count, superko history, opening phase), so that a saved
 * state loses nothing.
 *
 * <p>Invariants that every implementation keeps (the contract properties check them):
 * <ul>
 *   <li>{@link #legalMoves()} is empty exactly when {@link #outcome()} is over;</li>
 *   <li>{@link #check(Move)} is legal exactly for the moves in {@link #legalMoves()};</li>
 *   <li>{@link #apply(Move)} returns a new state for a legal move and throws
 *       {@link IllegalMoveException} for any other, leaving this state as it was;</li>
 *   <li>equal states have equal {@link #hash()}es;</li>
 *   <li>the list from {@link #legalMoves()} has no duplicates and the same order every
 *       time it is asked for.</li>
 * </ul>
 * States are safe to share between threads.
 */
public interface GameState {

    /** The definition (game and option values) this state is played under. */
    GameDefinition definition();

    /** The side whose turn it is. After the game is over, the side that would move next. */
    Side toMove();

    /**
     * The moves the side to move may make, in a stable order; empty once the game is over.
     * Where there can be too many to build, the list is a {@link LargeMoveList}.
     */
    List<Move> legalMoves();

    /**
     * The number of legal moves, exact even when it exceeds {@link Integer#MAX_VALUE}; it
     * stops at {@link Long#MAX_VALUE} ({@link LargeMoveList#exactCount()} goes on).
     */
    default long legalMoveCount() {
        return LargeMoveList.countOf(legalMoves());
    }

    /** Whether {@code move} is legal here, and if not, why. Never throws for a move of any game. */
    MoveCheck check(Move move);

    /**
     * The state after {@code move}.
     *
     * @throws IllegalMoveException if {@link #check(Move)} says the move is illegal
     */
    GameState apply(Move move);

    /** Whether the game goes on, and if not, who won and why. */
    Outcome outcome();

    /**
     * A Zobrist hash of everything that decides legal moves and outcomes. Equal states
     * hash equally; different positions collide only by chance (one in 2^64).
     */
    long hash();

    /** Number of moves played to reach this state from its game's start or setup. */
    int ply();

    /**
     * What {@code side} may know of this state. For games of perfect information it is
     * the state itself; for hidden-information games, a projection in which the pieces
     * that side may not see are unknown.
     */
    default GameState viewFor(Side side) {
        return this;
    }

    /**
     * The player who acts now, from 0 to {@code type().players() - 1}: player 0 made the
     * game's first move, or the first choice of its opening. Where players exchange sides (a
     * renju swap) this differs from the side to move; by default it is the side's index.
     */
    default int playerToAct() {
        return toMove().index();
    }

    /** The player (as in {@link #playerToAct()}) who holds {@code side} now. */
    default int playerOf(Side side) {
        return side.index();
    }

    /**
     * The phase the game is in: who acts, which kinds of move are allowed, the task in words.
     * By default ordinary play, all the game's life.
     */
    default Phase phase() {
        return Phase.play(definition().type());
    }

    /**
     * The turn the next move belongs to. By default every move is a turn of its own, the
     * player to act's; games whose turns hold several moves follow a {@link TurnPlan}.
     */
    default Turn turn() {
        return new Turn(ply() + 1, playerToAct(), 0, 1);
    }

    /**
     * The outcome in words for people, as {@code tabula play} ends a game with it. By default
     * the outcome's own text ({@code white wins (five)}); a game that knows more says more
     * (Gomoku names black's foul and where it is).
     */
    default String describeOutcome() {
        return outcome().toString();
    }

    default boolean isOver() {
        return outcome().isOver();
    }
}
