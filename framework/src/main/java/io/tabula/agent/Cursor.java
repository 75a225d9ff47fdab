package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.Side;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Where a search stands in the game, and how it steps down a move and back up: on the
 * module's mutable {@link GameKernel} when it offers one (a move applied and taken back in
 * place), else on the immutable states (a stack of them). The searches ({@link SearchTree},
 * {@link AlphaBetaAgent}) are written once against this, so both paths play by the same
 * search and, since a kernel agrees with the states move for move, choose the same moves.
 */
interface Cursor {

    /** The cursor of a search from {@code root}: on the module's kernel if it has one, else on the states. */
    static Cursor at(GameState root) {
        GameDefinition definition = root.definition();
        return definition.module().kernels(definition)
                .<Cursor>map(kernels -> new KernelCursor(kernels.kernel(root)))
                .orElseGet(() -> new StateCursor(root));
    }

    /** The present position as an immutable state. */
    GameState state();

    Outcome outcome();

    boolean isOver();

    int playerToAct();

    int playerOf(Side side);

    long hash();

    int ply();

    /** The number of legal moves. */
    long legalCount();

    /** The legal moves, in the state's order (asked only when there are not too many to list). */
    List<Move> legalMoves();

    /** A uniformly random legal move. */
    Move randomMove(SplittableRandom random);

    /** The first legal move that wins at once for the player to act, or null ({@link GameState#winningMove()}). */
    Move winningMove();

    /**
     * Steps down {@code move}, a legal move here. {@code memo} is what an earlier step down the
     * same move from the same position returned (null the first time); the step returns what
     * to give it next time, so that a cursor on states keeps each state a search revisits.
     */
    Object down(Move move, Object memo);

    /** Steps back up the last move stepped down. */
    void up();

    /** The outcome of a random playout from here, the position left as it was. */
    Outcome playout(SplittableRandom random, PlayoutSampler sampler);

    /** The evaluator's value of the present position ({@link PositionEvaluator#evaluate}). */
    int evaluate(PositionEvaluator evaluator);

    /** The evaluator's candidate moves here ({@link PositionEvaluator#candidates}). */
    List<Move> candidates(PositionEvaluator evaluator);
}
