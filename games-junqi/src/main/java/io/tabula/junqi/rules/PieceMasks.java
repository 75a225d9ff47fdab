package io.tabula.junqi.rules;

/**
 * The pieces of both sides by kind, as the move generator asks for them: the landmines and
 * flags (which never move), the engineers (which turn on the railway), the bombs (which may be
 * barred from the flag), the flags alone, and the unknown tokens of a view. Mutable: the
 * playout kernel ({@link Position}) changes it move by move ({@link #moved}, {@link #removed})
 * instead of reading cells; a state makes one from its cells.
 */
final class PieceMasks {
    long still;
    long engineers;
    long bombs;
    long flags;
    long unknown;

    /** The masks of the pieces on {@code cells}. */
    static PieceMasks of(byte[] cells) {
        PieceMasks masks = new PieceMasks();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Cells.EMPTY) {
                masks.add(p, Cells.kind(cells[p]));
            }
        }
        return masks;
    }

    PieceMasks copy() {
        PieceMasks out = new PieceMasks();
        out.still = still;
        out.engineers = engineers;
        out.bombs = bombs;
        out.flags = flags;
        out.unknown = unknown;
        return out;
    }

    /** A piece of {@code kind} ({@link Piece} ordinal or {@link Cells#UNKNOWN}) now stands on {@code post}. */
    void add(int post, int kind) {
        long bit = 1L << post;
        if (kind == Piece.MINE.ordinal()) {
            still |= bit;
        } else if (kind == Piece.FLAG.ordinal()) {
            still |= bit;
            flags |= bit;
        } else if (kind == Piece.ENGINEER.ordinal()) {
            engineers |= bit;
        } else if (kind == Piece.BOMB.ordinal()) {
            bombs |= bit;
        } else if (kind == Cells.UNKNOWN) {
            unknown |= bit;
        }
    }

    /** The piece on {@code from} went to {@code to} (an empty post, or one whose piece was removed first). */
    void moved(int from, int to) {
        long fromBit = 1L << from;
        long toBit = 1L << to;
        if ((engineers & fromBit) != 0) {
            engineers ^= fromBit | toBit;
        } else if ((bombs & fromBit) != 0) {
            bombs ^= fromBit | toBit;
        }
    }

    /** The piece on {@code post} left the board. */
    void removed(int post) {
        long keep = ~(1L << post);
        still &= keep;
        engineers &= keep;
        bombs &= keep;
        flags &= keep;
        unknown &= keep;
    }
}
