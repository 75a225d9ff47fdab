package io.tabula.core;

/**
 * Makes the {@link GameKernel}s of one definition: the facet a module offers through
 * {@link GameModule#kernels} when it has a mutable fast path. Safe to share between threads;
 * the kernels it makes are not.
 */
@FunctionalInterface
public interface KernelFactory {

    /**
     * A new kernel standing at {@code state}, a state of the definition this factory was made
     * for, with no move to take back.
     */
    GameKernel kernel(GameState state);
}
