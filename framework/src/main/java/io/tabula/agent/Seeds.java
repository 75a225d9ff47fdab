package io.tabula.agent;

/**
 * Seeds of the parts of a run (game i of a playout run or an evaluation, player p of a game),
 * each a function of the run's seed and the part's number alone, so that the parts can be
 * played in any order, on any number of threads, and give the same results.
 */
public final class Seeds {
    private Seeds() {
    }

    /** SplitMix64's mix of {@code seed} and {@code index}: well spread, and the same on any machine. */
    public static long mix(long seed, long index) {
        long z = seed * 0x9E37_79B9_7F4A_7C15L + index + 1;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
