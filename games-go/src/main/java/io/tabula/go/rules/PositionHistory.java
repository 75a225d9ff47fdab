package io.tabula.go.rules;

import io.tabula.hash.HashHistory;

/**
 * The earlier positions of a game, for {@link GoBoard}'s superko check: the keys the ko
 * rule makes of them ({@link GoRules#positionKey}: the board under positional superko, the
 * board and the side to move under situational superko). KataGo's {@code BoardHistory} has
 * this job. Simple ko remembers no positions, so a board under it has no history.
 *
 * <p>The keys of a game start from a {@link GoState}'s persistent {@link HashHistory} and
 * grow in a mutable {@link PositionKeySet} as moves are played. The state's history is
 * either consulted where it is ({@link #startFrom}, O(1) to set up: right for a board that
 * plays a move or two from a state) or copied into the set ({@link #copyFrom(HashHistory)},
 * O(history) to set up, then one probe per lookup: right for a playout of hundreds of
 * moves).
 */
final class PositionHistory {
    private final long[] sideKeys; // see GoRules.positionKey
    private final PositionKeySet added;
    private HashHistory base; // null when the keys were copied into added

    /**
     * An empty history under {@code rules}' ko rule (a superko rule), with room for
     * {@code expected} keys before it grows.
     */
    PositionHistory(GoRules rules, int expected) {
        this.sideKeys = rules.repetitionSideKeys();
        if (sideKeys == null) {
            throw new IllegalArgumentException("simple ko remembers no positions");
        }
        this.added = new PositionKeySet(expected);
        this.base = HashHistory.EMPTY;
    }

    /** Whether the position with this board and side to move occurred before. */
    boolean contains(long boardHash, int sideToMove) {
        long key = boardHash ^ sideKeys[sideToMove];
        return added.contains(key) || (base != null && base.contains(key));
    }

    /** Remembers the position with this board and side to move. */
    void add(long boardHash, int sideToMove) {
        added.add(boardHash ^ sideKeys[sideToMove]);
    }

    /** Starts again from {@code history}, consulted where it is. */
    void startFrom(HashHistory history) {
        added.clear();
        base = history;
    }

    /** Starts again from {@code history}, copied. */
    void copyFrom(HashHistory history) {
        added.clear();
        for (long key : history.toSortedArray()) {
            added.add(key);
        }
        base = null;
    }

    /** Makes this history equal to {@code other}, a history under the same ko rule. */
    void copyFrom(PositionHistory other) {
        added.copyFrom(other.added);
        base = other.base;
    }
}
