package io.tabula.core;

import java.util.SplittableRandom;

/**
 * Random playouts on a module's {@link GameKernel}: a new kernel at the start of each
 * playout, then {@link GameKernel#playOut} (observed: {@link GameKernel#randomMove} and
 * {@link GameKernel#apply} in turn, which play the same moves) until the game is over. It is what {@link GameModule#fastSampler} gives by default for a module that offers
 * kernels, so that every game with a kernel has fast playouts without a sampler of its own.
 * Safe to share between threads: it keeps nothing between playouts.
 */
public final class KernelSampler implements PlayoutSampler {
    /** Longer than any random game of the built-in modules; reaching it is a bug in the rules. */
    public static final int MAX_PLIES = 1_000_000;

    private final KernelFactory kernels;

    public KernelSampler(KernelFactory kernels) {
        this.kernels = kernels;
    }

    @Override
    public Result play(GameState start, SplittableRandom random, Observer observer) {
        GameKernel kernel = kernels.kernel(start);
        if (observer == Observer.NONE) {
            int plies = kernel.playOut(random, MAX_PLIES);
            return new Result(kernel.outcome(), plies);
        }
        int[] legal = new int[kernel.maxMoves()];
        int plies = 0;
        while (!kernel.isOver()) {
            if (plies >= MAX_PLIES) {
                throw new IllegalStateException("playout did not end within " + MAX_PLIES + " plies");
            }
            int move = kernel.randomMove(random);
            observer.ply(kernel.legalMoves(legal), kernel.move(move));
            kernel.apply(move);
            plies++;
        }
        return new Result(kernel.outcome(), plies);
    }
}
