package io.tabula.core;

import java.util.SplittableRandom;

/**
 * A game's position as one mutable object that plays moves and takes them back in place: the
 * fast path of searches and playouts, which would otherwise copy the whole position at every
 * ply through {@link GameState#apply}. A module offers kernels through
 * {@link GameModule#kernels}; the random playouts ({@code tabula playout}), the Monte Carlo
 * and alpha-beta searches and {@code tabula evaluate} then play on one kernel instead of on
 * immutable states. A module that offers none keeps working, on its states.
 *
 * <p>Moves are int <em>codes</em>: a code names the same move in every position of the
 * kernel's definition ({@link #move} and {@link #code} are pure maps between codes and the
 * module's {@link Move} values), and codes are from 0 to {@link #maxMoves()} - 1.
 *
 * <p>A kernel must agree with the immutable state it stands for, move for move: after any
 * sequence of {@link #apply}s and {@link #undo}s, {@link #snapshot()} is the state that the
 * same moves give through {@link GameState#apply}, and {@link #legalMoves}, {@link #outcome},
 * {@link #hash}, {@link #toMove}, {@link #playerToAct}, {@link #ply} and
 * {@link #winningMove} answer what that state answers (legal moves in the state's order). The
 * contract properties of {@code GameContract} play seeded games on both and compare them
 * at every ply, and check that an undo restores all of it.
 *
 * <p>A kernel is not safe to share between threads: each search or playout thread has its own.
 */
public interface GameKernel {

    /** The definition the kernel plays under. */
    GameDefinition definition();

    /** The side whose turn it is; after the game is over, the side that would move next. */
    Side toMove();

    /** As {@link GameState#playerToAct()}; by default the side's index. */
    default int playerToAct() {
        return toMove().index();
    }

    /** As {@link GameState#playerOf(Side)}; by default the side's index. */
    default int playerOf(Side side) {
        return side.index();
    }

    /** Moves played to reach this position from its game's start or setup, as {@link GameState#ply()}. */
    int ply();

    /** Whether the game goes on, and if not, who won and why. */
    Outcome outcome();

    default boolean isOver() {
        return outcome().isOver();
    }

    /** The position's Zobrist hash: the one {@link GameState#hash()} gives for the same position. */
    long hash();

    /**
     * A bound on the codes, so on the number of legal moves of any position: a buffer this
     * long holds every list {@link #legalMoves} writes.
     */
    int maxMoves();

    /**
     * Writes the codes of the legal moves into {@code into} (at least {@link #maxMoves()}
     * long), in the order of {@link GameState#legalMoves()}, and returns how many there are:
     * 0 exactly when the game is over.
     */
    int legalMoves(int[] into);

    /**
     * Plays the legal move {@code move}. A code that is not legal here is the caller's error:
     * the kernel need not check it (it is a fast path), and what it does then is undefined.
     */
    void apply(int move);

    /**
     * Takes back the last move {@link #apply applied} and not yet taken back, restoring
     * everything the position was before it.
     *
     * @throws IllegalStateException when no move is left to take back (the kernel's start)
     */
    void undo();

    /** The module's move for {@code code}. */
    Move move(int code);

    /** The code of {@code move}, or -1 when it is no move of this game (the inverse of {@link #move}). */
    int code(Move move);

    /** The immutable state of the present position: a new value, independent of this kernel. */
    GameState snapshot();

    /**
     * A uniformly random legal move of this position, which must not be over. By default one
     * of {@link #legalMoves} (which allocates a buffer each time); a kernel that can draw
     * without listing every move (a random empty point) overrides it, drawing the same way.
     */
    default int randomMove(SplittableRandom random) {
        int[] moves = new int[maxMoves()];
        int count = legalMoves(moves);
        if (count == 0) {
            throw new IllegalStateException("no move to draw: the game is over (" + outcome() + ")");
        }
        return moves[random.nextInt(count)];
    }

    /**
     * Plays uniformly random moves from here until the game is over, and returns how many it
     * played: as many {@link #undo}s take them back. By default {@link #randomMove} and
     * {@link #apply} in turn; a kernel may play faster (judge the outcome only where it must),
     * but must play exactly the moves that loop plays from the same generator, which the
     * contract property {@code kernel_playOutPlaysAsRandomMovesDo} compares.
     *
     * @throws IllegalStateException when the game has not ended within {@code maxPlies}
     */
    default int playOut(SplittableRandom random, int maxPlies) {
        int plies = 0;
        while (!isOver()) {
            if (plies >= maxPlies) {
                throw new IllegalStateException("playout did not end within " + maxPlies + " plies");
            }
            apply(randomMove(random));
            plies++;
        }
        return plies;
    }

    /**
     * The outcome of a random playout from here, the position left as it was: the game that
     * {@link #playOut} plays from here with the same generator. By default that playout and as
     * many undos; a kernel that can play on a copy of itself (and so take nothing back)
     * overrides it, which is what a search's leaves ask most.
     */
    default Outcome randomOutcome(SplittableRandom random, int maxPlies) {
        int plies = playOut(random, maxPlies);
        Outcome outcome = outcome();
        for (int i = 0; i < plies; i++) {
            undo();
        }
        return outcome;
    }

    /**
     * As {@link GameState#winningMove()}: the first legal move, in their order, after which the
     * game is over and won by the player who acts now; -1 when none wins at once or the game
     * is over. By default each legal move is applied and taken back in turn.
     */
    default int winningMove() {
        if (isOver()) {
            return -1;
        }
        int[] moves = new int[maxMoves()];
        int count = legalMoves(moves);
        int player = playerToAct();
        for (int i = 0; i < count; i++) {
            apply(moves[i]);
            Outcome after = outcome();
            boolean wins = after.isOver() && after.winners().stream().anyMatch(side -> playerOf(side) == player);
            undo();
            if (wins) {
                return moves[i];
            }
        }
        return -1;
    }
}
