package io.tabula.core;

import java.util.List;
import java.util.Optional;

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

    /**
     * The first of {@link #legalMoves()}, in their order, after which the game is over and
     * won by the player who acts now: {@link #playerToAct()} equals the winner's
     * {@link #playerOf(Side) player} in the state after the move. Empty when no move wins at
     * once, and when the game is over. Search agents ask this of every node they add, since a
     * random playout finds a winning move by luck only.
     *
     * <p>By default every legal move is applied in turn ({@link #winningMoveByApplyingEach}),
     * one {@code apply} per legal move; do not ask it of a state whose {@link LargeMoveList}
     * is too long to walk. A game that knows which few moves can end it (in Go only a pass
     * after a pass) answers faster, and must give exactly the same answer: the contract
     * property {@code winningMove_isTheFirstMoveThatWinsAtOnce} compares the two.
     */
    default Optional<Move> winningMove() {
        return winningMoveByApplyingEach(this);
    }

    /** {@link #winningMove()} as the default finds it: every legal move of {@code state} applied in turn. */
    static Optional<Move> winningMoveByApplyingEach(GameState state) {
        if (state.isOver()) {
            return Optional.empty();
        }
        for (Move move : state.legalMoves()) {
            if (winsAtOnce(state, move)) {
                return Optional.of(move);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether legal {@code move} ends the game of {@code state} won by the player who acts in
     * {@code state}, as {@link #winningMove()} judges each move.
     */
    static boolean winsAtOnce(GameState state, Move move) {
        GameState after = state.apply(move);
        Outcome outcome = after.outcome();
        return outcome.isOver() && outcome.winners().stream().anyMatch(side -> after.playerOf(side) == state.playerToAct());
    }
}
