package io.tabula.agent;

import io.tabula.core.Move;
import java.util.Arrays;

/**
 * What an alpha-beta search learnt about positions, keyed by {@link io.tabula.core.GameState#hash()}:
 * the depth searched, the value and whether it is exact or a bound, and the best move found.
 * A fixed number of slots, each position in the slot its hash picks; a newer entry replaces
 * an older one. A slot keeps the whole hash, so two positions meet in a slot only when their
 * 64-bit hashes are equal (one chance in 2^64 for different positions).
 */
final class TranspositionTable {
    static final byte EXACT = 0;
    /** The value is at least the one kept (the search was cut off above it). */
    static final byte LOWER = 1;
    /** The value is at most the one kept (no move reached the window). */
    static final byte UPPER = 2;

    private final long[] keys;
    private final int[] values;
    /** The depth searched plus one; 0 marks an empty slot. */
    private final byte[] depths;
    private final byte[] bounds;
    private final Move[] moves;
    private final int mask;

    /** A table of {@code 2^bits} slots. */
    TranspositionTable(int bits) {
        int size = 1 << bits;
        keys = new long[size];
        values = new int[size];
        depths = new byte[size];
        bounds = new byte[size];
        moves = new Move[size];
        mask = size - 1;
    }

    void clear() {
        Arrays.fill(depths, (byte) 0);
        Arrays.fill(moves, null);
    }

    /** The slot of {@code hash} if it holds that position, else -1. */
    int find(long hash) {
        int slot = slot(hash);
        return depths[slot] != 0 && keys[slot] == hash ? slot : -1;
    }

    int depth(int slot) {
        return depths[slot] - 1;
    }

    int value(int slot) {
        return values[slot];
    }

    byte bound(int slot) {
        return bounds[slot];
    }

    /** The best move found there, or null when every move failed low (none was better than the window). */
    Move move(int slot) {
        return moves[slot];
    }

    void store(long hash, int depth, int value, byte bound, Move best) {
        int slot = slot(hash);
        keys[slot] = hash;
        depths[slot] = (byte) Math.min(depth + 1, Byte.MAX_VALUE);
        values[slot] = value;
        bounds[slot] = bound;
        moves[slot] = best;
    }

    private int slot(long hash) {
        return (int) (hash ^ (hash >>> 32)) & mask;
    }
}
