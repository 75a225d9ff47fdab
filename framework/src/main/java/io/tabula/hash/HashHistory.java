package io.tabula.hash;

/**
 * An immutable set of 64-bit position hashes with O(1)-like {@link #contains} and
 * {@link #plus}: a hash array mapped trie, 32-way, keyed by the hash's own bits (they are
 * uniformly random already), so a lookup or insert touches at most a few nodes whatever
 * the length of the game. Adding returns a new set sharing all but one path with the old
 * one, so every state of a game can keep its whole history (Go's superko) at the cost of
 * a few small arrays per move.
 */
public final class HashHistory {
    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;
    private static final Node EMPTY_NODE = new Node(0, new Object[0]);

    /** The empty history. */
    public static final HashHistory EMPTY = new HashHistory(EMPTY_NODE, 0);

    private final Node root;
    private final int size;

    private HashHistory(Node root, int size) {
        this.root = root;
        this.size = size;
    }

    public int size() {
        return size;
    }

    public boolean contains(long hash) {
        Node node = root;
        for (int shift = 0; ; shift += BITS) {
            int bit = 1 << index(hash, shift);
            if ((node.bitmap & bit) == 0) {
                return false;
            }
            Object slot = node.slots[Integer.bitCount(node.bitmap & (bit - 1))];
            if (slot instanceof Node child) {
                node = child;
            } else {
                return (Long) slot == hash;
            }
        }
    }

    /** This set with {@code hash} added (the same set if it is there already). */
    public HashHistory plus(long hash) {
        if (contains(hash)) {
            return this;
        }
        return new HashHistory(insert(root, hash, 0), size + 1);
    }

    /** Every hash in the set, in ascending order. */
    public long[] toSortedArray() {
        long[] out = new long[size];
        int n = collect(root, out, 0);
        assert n == size;
        java.util.Arrays.sort(out);
        return out;
    }

    private static int collect(Node node, long[] out, int n) {
        for (Object slot : node.slots) {
            if (slot instanceof Node child) {
                n = collect(child, out, n);
            } else {
                out[n++] = (Long) slot;
            }
        }
        return n;
    }

    private static Node insert(Node node, long hash, int shift) {
        int bit = 1 << index(hash, shift);
        int position = Integer.bitCount(node.bitmap & (bit - 1));
        if ((node.bitmap & bit) == 0) {
            Object[] slots = new Object[node.slots.length + 1];
            System.arraycopy(node.slots, 0, slots, 0, position);
            slots[position] = hash;
            System.arraycopy(node.slots, position, slots, position + 1, node.slots.length - position);
            return new Node(node.bitmap | bit, slots);
        }
        Object slot = node.slots[position];
        Object replacement;
        if (slot instanceof Node child) {
            replacement = insert(child, hash, shift + BITS);
        } else {
            long existing = (Long) slot;
            replacement = insert(insert(EMPTY_NODE, existing, shift + BITS), hash, shift + BITS);
        }
        Object[] slots = node.slots.clone();
        slots[position] = replacement;
        return new Node(node.bitmap, slots);
    }

    private static int index(long hash, int shift) {
        // 64 bits give 12 full levels and a 4-bit 13th; distinct longs always part by then.
        return (int) (hash >>> shift) & MASK;
    }

    private record Node(int bitmap, Object[] slots) {
    }
}
