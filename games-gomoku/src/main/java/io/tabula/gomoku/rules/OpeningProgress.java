package io.tabula.gomoku.rules;

import java.util.Arrays;

/**
 * What a Gomoku state keeps of its opening protocol: the current step (or free play), which
 * player holds black, the declared number of fifth-move offers, and the offers white is
 * choosing from. The declared count stays after the opening, as games-gomoku/README.md, option opening asks;
 * the offers vanish once one is chosen.
 */
final class OpeningProgress {
    /** Free play, the first player holding black, nothing declared: the whole game under {@code opening=free}. */
    static final OpeningProgress FREE_PLAY = new OpeningProgress(OpeningStep.PLAY, 0, 0, new int[0]);

    final int step;
    final int blackPlayer;
    final int declared;
    final int[] offers; // sorted point indexes; empty except at the choose step
    final long hash;

    OpeningProgress(int step, int blackPlayer, int declared, int[] offers) {
        this.step = step;
        this.blackPlayer = blackPlayer;
        this.declared = declared;
        this.offers = offers;
        long h = key(1, step - OpeningStep.PLAY) ^ key(2, blackPlayer) ^ key(3, declared);
        for (int p : offers) {
            h ^= key(4, p + 1);
        }
        this.hash = h;
    }

    boolean inPlay() {
        return step == OpeningStep.PLAY;
    }

    OpeningProgress at(int nextStep) {
        return new OpeningProgress(nextStep, blackPlayer, declared, new int[0]);
    }

    OpeningProgress swapped(int nextStep) {
        return new OpeningProgress(nextStep, 1 - blackPlayer, declared, new int[0]);
    }

    OpeningProgress declaring(int count, int nextStep) {
        return new OpeningProgress(nextStep, blackPlayer, count, new int[0]);
    }

    OpeningProgress offering(int[] points, int nextStep) {
        return new OpeningProgress(nextStep, blackPlayer, declared, points.clone());
    }

    /**
     * A hash key for one field value; 0 for a field's zero value, so that free play with
     * nothing declared adds nothing to a state's hash. SplitMix64's finaliser spreads the bits.
     */
    private static long key(int field, int value) {
        if (value == 0) {
            return 0L;
        }
        long z = ((long) field << 32 | (value & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpeningProgress other && step == other.step && blackPlayer == other.blackPlayer
                && declared == other.declared && Arrays.equals(offers, other.offers);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }
}
