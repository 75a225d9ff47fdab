package io.tabula.stones.chains;

import io.tabula.hash.HashHistory;
import java.util.Arrays;

/**
 * The earlier positions of a game, for a {@link ChainBoard}'s superko check: the keys the
 * repetition rule makes of them ({@link ChainRules#positionKey}). KataGo's
 * {@code BoardHistory} has this job.
 *
 * <p>The positions played on the board are kept with the number of stones on their board,
 * in one list per stone count. A board can only repeat a board with as many stones, so a
 * check looks only at the positions with the count the move would leave: none at all while
 * the count only grows (no capture since), a handful in a long game. The positions from
 * before the board was set up (a state's {@link HashHistory}) come without their counts:
 * they are consulted where they are ({@link #startFrom}: no set-up cost, right for a move or
 * two) or copied into a set ({@link #copyFrom(HashHistory)}: right for a playout).
 */
final class PositionHistory {
    private static final int FEW = 8;

    private final long[] sideKeys;
    private final int[] head; // by stone count: the last position added with that count, or -1
    private long[] keys = new long[64];
    private int[] counts = new int[64];
    private int[] previous = new int[64]; // the position added before with the same count, or -1
    private int size;

    private HashHistory base = HashHistory.EMPTY; // consulted where it is
    private final long[] few = new long[FEW]; // a small copied base
    private int fewCount;
    private PositionKeySet copied; // a larger copied base, or null

    PositionHistory(ChainRules rules, int expected) {
        this.sideKeys = rules.sideKeys();
        this.head = new int[rules.layout().points() + 1];
        Arrays.fill(head, -1);
        grow(Math.max(16, expected));
    }

    /** Whether the position of this board, with {@code stones} stones on it and this side to move, occurred before. */
    boolean contains(long boardHash, int sideToMove, int stones) {
        long key = boardHash ^ sideKeys[sideToMove];
        for (int i = head[stones]; i >= 0; i = previous[i]) {
            if (keys[i] == key) {
                return true;
            }
        }
        for (int i = 0; i < fewCount; i++) {
            if (few[i] == key) {
                return true;
            }
        }
        return copied != null && copied.contains(key) || base.size() > 0 && base.contains(key);
    }

    /** Remembers the position of this board, with {@code stones} stones on it and this side to move. */
    void add(long boardHash, int sideToMove, int stones) {
        if (size == keys.length) {
            grow(2 * size);
        }
        keys[size] = boardHash ^ sideKeys[sideToMove];
        counts[size] = stones;
        previous[size] = head[stones];
        head[stones] = size++;
    }

    private void grow(int capacity) {
        keys = Arrays.copyOf(keys, capacity);
        counts = Arrays.copyOf(counts, capacity);
        previous = Arrays.copyOf(previous, capacity);
    }

    /** Forgets the positions added. */
    private void clearAdded() {
        for (int i = 0; i < size; i++) {
            head[counts[i]] = -1;
        }
        size = 0;
    }

    /** Starts again from {@code history}, consulted where it is. */
    void startFrom(HashHistory history) {
        clearAdded();
        fewCount = 0;
        copied = null;
        base = history;
    }

    /** Starts again from {@code history}, copied. */
    void copyFrom(HashHistory history) {
        clearAdded();
        base = HashHistory.EMPTY;
        long[] all = history.toSortedArray();
        if (all.length <= FEW) {
            System.arraycopy(all, 0, few, 0, all.length);
            fewCount = all.length;
            copied = null;
        } else {
            fewCount = 0;
            copied = new PositionKeySet(all.length);
            for (long key : all) {
                copied.add(key);
            }
        }
    }

    /** Makes this history equal to {@code other}, a history of the same rules. */
    void copyFrom(PositionHistory other) {
        clearAdded();
        if (keys.length < other.size) {
            grow(other.keys.length);
        }
        System.arraycopy(other.keys, 0, keys, 0, other.size);
        System.arraycopy(other.counts, 0, counts, 0, other.size);
        System.arraycopy(other.previous, 0, previous, 0, other.size);
        size = other.size;
        for (int i = 0; i < size; i++) {
            head[counts[i]] = i; // later positions of a count come later: the last one wins
        }
        base = other.base;
        System.arraycopy(other.few, 0, few, 0, other.fewCount);
        fewCount = other.fewCount;
        copied = other.copied; // never changed once made: shared
    }
}
