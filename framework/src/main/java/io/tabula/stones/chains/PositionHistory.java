package io.tabula.stones.chains;

import io.tabula.hash.HashHistory;
import java.util.Arrays;

/**
 * The earlier positions of a game, for a {@link ChainBoard}'s superko check: the keys the
 * repetition rule makes of them ({@link ChainRules#positionKey}). KataGo's
 * {@code BoardHistory} has this job.
 *
 * <p>The positions played on the board are numbered in the order they were added (their
 * <em>index</em>) and kept in an open-addressing hash table of their keys (linear probing,
 * a power-of-two table at most half full), so a check costs O(1) expected however long the
 * game. Each added position also keeps the number of stones on its board, and the index of
 * the first position with each stone count is known: a board can only repeat a board with as
 * many stones, so while the count only grows (no capture since) no probe is made at all, and
 * a caller that knows the repetition could only be of a position before some index (see
 * {@link #contains}) is spared the probe when no position of that count came before it. The
 * table is emptied after a game by clearing just the slots that game filled.
 *
 * <p>The positions from before the board was set up (a state's {@link HashHistory}) come
 * without their counts: they are consulted where they are ({@link #startFrom}: no set-up
 * cost, right for a move or two) or copied into a set ({@link #copyFrom(HashHistory)}: right
 * for a playout).
 */
final class PositionHistory {
    private static final int FEW = 8;
    private static final long MIX = 0x9E37_79B9_7F4A_7C15L;
    private static final int NEVER = Integer.MAX_VALUE;

    private final long[] sideKeys;
    private final int[] firstOfCount; // by stone count: the index of the first position added with it, or NEVER

    // The positions added, by index: key, stone count, and the table slot the key filled
    // (-1 when it filled none: the key 0, or a key already there).
    private long[] keys;
    private int[] counts;
    private int[] slots;
    private int size;

    private long[] table; // 0 marks an empty slot; the key 0 has its own flag
    private int shift;
    private int filled;
    private boolean zeroAdded;

    private HashHistory base = HashHistory.EMPTY; // consulted where it is
    private final long[] few = new long[FEW]; // a small copied base
    private int fewCount;
    private PositionKeySet copied; // a larger copied base, or null
    private boolean plainBase = true; // the base holds no position but the set-up one, if any

    PositionHistory(ChainRules rules, int expected) {
        this.sideKeys = rules.sideKeys();
        this.firstOfCount = new int[rules.layout().points() + 1];
        Arrays.fill(firstOfCount, NEVER);
        int capacity = Math.max(16, expected);
        keys = new long[capacity];
        counts = new int[capacity];
        slots = new int[capacity];
        int tableLength = 16;
        while (tableLength < 2 * capacity) {
            tableLength <<= 1;
        }
        table = new long[tableLength];
        shift = 64 - Integer.numberOfTrailingZeros(tableLength);
    }

    /** The number of positions added since the board was set up: the index the next one gets. */
    int size() {
        return size;
    }

    /**
     * Whether the position of this board, with {@code stones} stones on it and this side to
     * move, occurred before, when the caller knows that among the positions added it can only
     * be one with an index below {@code before} ({@link Integer#MAX_VALUE} when it knows
     * nothing): the positions from before the set-up are always consulted.
     */
    boolean contains(long boardHash, int sideToMove, int stones, int before) {
        long key = boardHash ^ sideKeys[sideToMove];
        return firstOfCount[stones] < before && added(key) || inBase(key);
    }

    private boolean added(long key) {
        if (key == 0) {
            return zeroAdded;
        }
        long[] t = table;
        int mask = t.length - 1;
        for (int i = (int) ((key * MIX) >>> shift); ; i = (i + 1) & mask) {
            long k = t[i];
            if (k == key) {
                return true;
            }
            if (k == 0) {
                return false;
            }
        }
    }

    /**
     * Notes the key of the position the board was set up in, after {@link #startFrom} or
     * {@link #copyFrom(HashHistory)}: whether the positions from before the set-up are that
     * one alone (or none), see {@link #plainBase}.
     */
    void setUpAt(long boardHash, int sideToMove) {
        long key = boardHash ^ sideKeys[sideToMove];
        int total = fewCount + (copied == null ? 0 : copied.size()) + base.size();
        plainBase = total == 0 || total == 1 && inBase(key);
    }

    /**
     * Whether the positions from before the set-up are at most the set-up position itself,
     * so that a board the set-up position does not have cannot repeat any of them.
     */
    boolean plainBase() {
        return plainBase;
    }

    private boolean inBase(long key) {
        for (int i = 0; i < fewCount; i++) {
            if (few[i] == key) {
                return true;
            }
        }
        return copied != null && copied.contains(key) || base.size() > 0 && base.contains(key);
    }

    /** Remembers the position of this board, with {@code stones} stones on it and this side to move. */
    void add(long boardHash, int sideToMove, int stones) {
        addKey(boardHash ^ sideKeys[sideToMove], stones);
    }

    /** As {@link #add}, with the key made already. */
    private void addKey(long key, int stones) {
        if (size == keys.length) {
            int capacity = 2 * size;
            keys = Arrays.copyOf(keys, capacity);
            counts = Arrays.copyOf(counts, capacity);
            slots = Arrays.copyOf(slots, capacity);
        }
        keys[size] = key;
        counts[size] = stones;
        slots[size] = insert(key);
        if (firstOfCount[stones] == NEVER) {
            firstOfCount[stones] = size;
        }
        size++;
        if (2 * filled > table.length) {
            rehash(2 * table.length);
        }
    }

    /** Puts {@code key} in the table; returns the slot it filled, or -1 if it filled none. */
    private int insert(long key) {
        if (key == 0) {
            zeroAdded = true;
            return -1;
        }
        long[] t = table;
        int mask = t.length - 1;
        int i = (int) ((key * MIX) >>> shift);
        while (true) {
            long k = t[i];
            if (k == key) {
                return -1;
            }
            if (k == 0) {
                t[i] = key;
                filled++;
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /** A table of {@code length} slots holding the keys added (each key's slot found anew). */
    private void rehash(int length) {
        table = new long[length];
        shift = 64 - Integer.numberOfTrailingZeros(length);
        filled = 0;
        zeroAdded = false;
        for (int i = 0; i < size; i++) {
            slots[i] = insert(keys[i]);
        }
    }

    /** Forgets the positions added: clears the slots they filled and their counts. */
    private void clearAdded() {
        long[] t = table;
        for (int i = 0; i < size; i++) {
            int slot = slots[i];
            if (slot >= 0) {
                t[slot] = 0;
            }
            firstOfCount[counts[i]] = NEVER;
        }
        size = 0;
        filled = 0;
        zeroAdded = false;
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
        for (int i = 0; i < other.size; i++) {
            addKey(other.keys[i], other.counts[i]);
        }
        base = other.base;
        System.arraycopy(other.few, 0, few, 0, other.fewCount);
        fewCount = other.fewCount;
        copied = other.copied; // never changed once made: shared
        plainBase = other.plainBase;
    }
}
