package io.tabula.agent;

import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A {@link Cursor} on the module's {@link GameKernel}: a step down applies the move in place,
 * a step up takes it back, and a playout runs on the kernel ({@link GameKernel#playOut}) and is
 * taken back, so a search copies no position.
 */
final class KernelCursor implements Cursor {
    private final GameKernel kernel;
    private final int[] codes;

    KernelCursor(GameKernel kernel) {
        this.kernel = kernel;
        this.codes = new int[kernel.maxMoves()];
    }

    @Override public GameState state() { return kernel.snapshot(); }
    @Override public Outcome outcome() { return kernel.outcome(); }
    @Override public boolean isOver() { return kernel.isOver(); }
    @Override public int playerToAct() { return kernel.playerToAct(); }
    @Override public int playerOf(Side side) { return kernel.playerOf(side); }
    @Override public long hash() { return kernel.hash(); }
    @Override public int ply() { return kernel.ply(); }
    @Override public long legalCount() { return kernel.legalMoves(codes); }

    @Override
    public List<Move> legalMoves() {
        int count = kernel.legalMoves(codes);
        List<Move> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(kernel.move(codes[i]));
        }
        return moves;
    }

    @Override
    public Move randomMove(SplittableRandom random) {
        return kernel.move(kernel.randomMove(random));
    }

    @Override
    public Move winningMove() {
        int win = kernel.winningMove();
        return win < 0 ? null : kernel.move(win);
    }

    @Override
    public Object down(Move move, Object memo) {
        kernel.apply(kernel.code(move));
        return null;
    }

    @Override
    public void up() {
        kernel.undo();
    }

    /** A playout on the kernel ({@link GameKernel#randomOutcome}); the module's sampler plays on states and is not needed. */
    @Override
    public Outcome playout(SplittableRandom random, PlayoutSampler sampler) {
        return kernel.randomOutcome(random, PlayoutRunner.MAX_PLIES);
    }

    @Override
    public int evaluate(PositionEvaluator evaluator) {
        return evaluator.evaluate(kernel);
    }

    @Override
    public List<Move> candidates(PositionEvaluator evaluator) {
        return evaluator.candidates(kernel);
    }
}
