package io.tabula.stones.chains;

import java.util.Arrays;

/**
 * What stays fixed for every {@link ChainBoard} of one game: the layout of the board, the
 * number of sides, the Zobrist key of each side's stone on each point, whether suicide is
 * allowed, and which repetitions are forbidden (with the key of each side to move, which
 * situational superko adds to a board's hash). Immutable; share it between boards.
 *
 * <p>The keys are the caller's, so that a board's hash is the hash its game's states already
 * use: {@link ChainBoard#hash()} is the XOR of the keys of the stones on the board.
 */
public final class ChainRules {
    private final ChainLayout layout;
    private final int sides;
    private final long[] keys; // keys[(side + 1) * length + cell]; row 0 (empty) all 0
    private final boolean suicide;
    private final Repetition repetition;
    private final long[] sideKeys; // what a position key adds to the board's hash, by side to move

    /**
     * @param layout     the board's cells
     * @param sides      the number of sides, 1 to 126
     * @param stoneKeys  the key of a stone of side {@code s} on point {@code p} at {@code s * points + p}
     * @param suicide    whether a stone may leave its own chain without liberties (it is then removed)
     * @param repetition which earlier positions a stone may not make again
     * @param sideKeys   under {@link Repetition#SITUATIONAL}, the key of each side to move (one per
     *                   side); ignored otherwise
     */
    public ChainRules(ChainLayout layout, int sides, long[] stoneKeys, boolean suicide, Repetition repetition,
            long[] sideKeys) {
        if (sides < 1 || sides > 126) {
            throw new IllegalArgumentException("a chain board has 1 to 126 sides, not " + sides);
        }
        int points = layout.points();
        if (stoneKeys.length != sides * points) {
            throw new IllegalArgumentException("stone keys: " + stoneKeys.length + " given, " + sides * points
                    + " needed (" + sides + " sides, " + points + " points)");
        }
        this.layout = layout;
        this.sides = sides;
        this.suicide = suicide;
        this.repetition = repetition;
        int length = layout.length();
        this.keys = new long[(sides + 1) * length];
        for (int s = 0; s < sides; s++) {
            for (int p = 0; p < points; p++) {
                keys[(s + 1) * length + layout.cell(p)] = stoneKeys[s * points + p];
            }
        }
        if (repetition == Repetition.SITUATIONAL) {
            if (sideKeys == null || sideKeys.length != sides) {
                throw new IllegalArgumentException("situational superko needs one key per side");
            }
            this.sideKeys = sideKeys.clone();
        } else {
            this.sideKeys = new long[sides];
        }
    }

    public ChainLayout layout() {
        return layout;
    }

    public int sides() {
        return sides;
    }

    public boolean suicideAllowed() {
        return suicide;
    }

    public Repetition repetition() {
        return repetition;
    }

    /** The key of a stone of colour {@code colour} (side plus one) on cell {@code cell}. */
    long key(int colour, int cell) {
        return keys[colour * layout.length() + cell];
    }

    long[] keyTable() {
        return keys;
    }

    /**
     * What the repetition rule remembers of a board with hash {@code boardHash} and
     * {@code sideToMove} to move: the board's hash under positional superko, the board's and
     * the side's under situational superko, 0 when no repetition is forbidden.
     */
    public long positionKey(long boardHash, int sideToMove) {
        return repetition == Repetition.NONE ? 0 : boardHash ^ sideKeys[sideToMove];
    }

    long[] sideKeys() {
        return sideKeys;
    }

    @Override
    public String toString() {
        return "ChainRules[" + layout.points() + " points, " + sides + " sides, suicide " + suicide + ", "
                + repetition + ", keys " + Arrays.hashCode(keys) + "]";
    }
}
