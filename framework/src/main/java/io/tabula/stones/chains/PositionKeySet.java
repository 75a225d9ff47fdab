package io.tabula.stones.chains;

/**
 * A mutable set of 64-bit position keys for the superko check of {@link ChainBoard} (the positions before a board was set up, {@link PositionHistory}):
 * open addressing with linear probing in a power-of-two table kept at most half full, so
 * {@link #contains} and {@link #add} cost O(1) expected whatever the length of the game.
 * Zobrist keys are uniformly random already; they are still multiplied by a Fibonacci
 * constant so that keys differing only in low bits spread. The key 0 (the empty board's
 * hash) cannot be stored in the table, whose empty slots are 0, so it has its own flag.
 */
final class PositionKeySet {
    private static final long MIX = 0x9E37_79B9_7F4A_7C15L;

    private long[] table;
    private int shift;
    private int size;
    private boolean hasZero;

    /** An empty set with room for {@code expected} keys before it grows. */
    PositionKeySet(int expected) {
        int capacity = 16;
        while (capacity < 2 * expected) {
            capacity <<= 1;
        }
        table = new long[capacity];
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }

    /** Empties the set, keeping its table. */
    void clear() {
        if (size > 0) {
            java.util.Arrays.fill(table, 0L);
        }
        size = 0;
        hasZero = false;
    }

    /** Makes this set equal to {@code other}. */
    void copyFrom(PositionKeySet other) {
        if (table.length != other.table.length) {
            table = other.table.clone();
            shift = other.shift;
        } else {
            System.arraycopy(other.table, 0, table, 0, table.length);
        }
        size = other.size;
        hasZero = other.hasZero;
    }

    int size() {
        return size + (hasZero ? 1 : 0);
    }

    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        long[] t = table;
        int mask = t.length - 1;
        for (int i = slot(key); ; i = (i + 1) & mask) {
            long k = t[i];
            if (k == key) {
                return true;
            }
            if (k == 0) {
                return false;
            }
        }
    }

    /** Adds {@code key}; nothing changes if it is there already. */
    void add(long key) {
        if (key == 0) {
            hasZero = true;
            return;
        }
        long[] t = table;
        int mask = t.length - 1;
        int i = slot(key);
        while (true) {
            long k = t[i];
            if (k == key) {
                return;
            }
            if (k == 0) {
                break;
            }
            i = (i + 1) & mask;
        }
        t[i] = key;
        if (++size * 2 > t.length) {
            grow();
        }
    }

    private int slot(long key) {
        return (int) ((key * MIX) >>> shift);
    }

    private void grow() {
        long[] old = table;
        table = new long[old.length * 2];
        shift--;
        int mask = table.length - 1;
        for (long key : old) {
            if (key != 0) {
                int i = slot(key);
                while (table[i] != 0) {
                    i = (i + 1) & mask;
                }
                table[i] = key;
            }
        }
    }
}
