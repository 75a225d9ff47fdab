package io.tabula.hash;

import java.util.SplittableRandom;

/**
 * Zobrist keys: one random 64-bit key per (place, piece kind) and per side to move.
 * A position's hash is the XOR of the keys of what it holds, so a move updates it in
 * O(1) by XOR-ing out what left and in what arrived. Keys come from a fixed seed, so
 * hashes are the same in every run and can be stored.
 */
public final class Zobrist {
    private final int places;
    private final long[] pieceKeys;
    private final long[] sideKeys;

    /**
     * @param places     number of places on the board
     * @param pieceKinds number of distinct piece kinds (colours, ranks) a place can hold
     * @param sides      number of sides whose turn it can be
     * @param seed       seed of the key generator
     */
    public Zobrist(int places, int pieceKinds, int sides, long seed) {
        this.places = places;
        SplittableRandom random = new SplittableRandom(seed);
        this.pieceKeys = new long[places * pieceKinds];
        for (int i = 0; i < pieceKeys.length; i++) {
            pieceKeys[i] = random.nextLong();
        }
        this.sideKeys = new long[sides];
        for (int i = 0; i < sides; i++) {
            sideKeys[i] = random.nextLong();
        }
    }

    /** The key of {@code pieceKind} (from 0) standing on {@code place}. */
    public long piece(int place, int pieceKind) {
        return pieceKeys[pieceKind * places + place];
    }

    /** The key of side {@code sideIndex} being to move. */
    public long side(int sideIndex) {
        return sideKeys[sideIndex];
    }
}
