package io.tabula.junqi.rules;

import io.tabula.core.Side;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * One side's deployment ({@code docs/rules/junqi.md} ("Deployment")): which piece stands on which
 * post before play. Immutable. Any placement can be represented, so that it can be
 * checked; {@link #violations()} says which rules it breaks, and only legal deployments
 * start a game ({@link JunqiState#deployed}). {@link #random} draws a legal one uniformly.
 */
public final class Deployment {
    private final Side side;
    private final byte[] kinds; // per post: -1 none, else a Piece ordinal

    private Deployment(Side side, byte[] kinds) {
        this.side = side;
        this.kinds = kinds;
    }

    /**
     * The deployment of {@code side} with {@code pieces} (post number to piece).
     *
     * @throws IllegalArgumentException for a post that is not on the board
     */
    public static Deployment of(Side side, Map<Integer, Piece> pieces) {
        Objects.requireNonNull(side, "side");
        byte[] kinds = new byte[JunqiBoard.POSTS];
        java.util.Arrays.fill(kinds, (byte) -1);
        for (Map.Entry<Integer, Piece> e : pieces.entrySet()) {
            int post = e.getKey();
            if (post < 0 || post >= JunqiBoard.POSTS) {
                throw new IllegalArgumentException("post " + post + " is not on the board");
            }
            kinds[post] = (byte) e.getValue().ordinal();
        }
        return new Deployment(side, kinds);
    }

    /**
     * A legal deployment drawn uniformly among all legal deployments of {@code side} (pieces
     * of one kind are interchangeable). The flag takes one of the two headquarters, the
     * mines three of the nine other back-row posts, the bombs two of the sixteen other posts
     * behind the front row, the 19 ranked pieces a uniform shuffle of the rest: every such
     * choice leaves the same number of completions, so the result is uniform.
     */
    public static Deployment random(Side side, SplittableRandom random) {
        int s = side.index();
        byte[] kinds = new byte[JunqiBoard.POSTS];
        java.util.Arrays.fill(kinds, (byte) -1);
        long free = JunqiBoard.DEPLOYMENT_POSTS[s];
        free = place(kinds, free, JunqiBoard.OWN_HEADQUARTERS[s], Piece.FLAG, 1, random);
        free = place(kinds, free, JunqiBoard.BACK_ROWS[s], Piece.MINE, 3, random);
        free = place(kinds, free, ~JunqiBoard.FRONT_ROW[s], Piece.BOMB, 2, random);
        int[] rest = new int[Long.bitCount(free)];
        int n = 0;
        for (Piece piece : Piece.values()) {
            if (piece.rank() > 0) {
                for (int i = 0; i < piece.count(); i++) {
                    rest[n++] = piece.ordinal();
                }
            }
        }
        for (int i = n - 1; i > 0; i--) { // Fisher-Yates
            int j = random.nextInt(i + 1);
            int t = rest[i];
            rest[i] = rest[j];
            rest[j] = t;
        }
        int i = 0;
        for (long m = free; m != 0; m &= m - 1) {
            kinds[Long.numberOfTrailingZeros(m)] = (byte) rest[i++];
        }
        return new Deployment(side, kinds);
    }

    /** Puts {@code count} of {@code piece} on distinct posts drawn uniformly from {@code free & allowed}. */
    private static long place(byte[] kinds, long free, long allowed, Piece piece, int count, SplittableRandom random) {
        for (int i = 0; i < count; i++) {
            long candidates = free & allowed;
            int k = random.nextInt(Long.bitCount(candidates));
            long m = candidates;
            for (int skip = 0; skip < k; skip++) {
                m &= m - 1;
            }
            int post = Long.numberOfTrailingZeros(m);
            kinds[post] = (byte) piece.ordinal();
            free &= ~(1L << post);
        }
        return free;
    }

    public Side side() {
        return side;
    }

    /** The piece on {@code post}, or null. */
    public Piece piece(int post) {
        return kinds[post] < 0 ? null : Piece.of(kinds[post]);
    }

    /** Post number to piece, in post order. */
    public Map<Integer, Piece> pieces() {
        Map<Integer, Piece> out = new LinkedHashMap<>();
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (kinds[p] >= 0) {
                out.put(p, Piece.of(kinds[p]));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** The rules of section 3 this deployment breaks; empty when it is legal. */
    public Set<DeploymentViolation> violations() {
        return DeploymentViolation.of(cells(), side.index());
    }

    public boolean isLegal() {
        return violations().isEmpty();
    }

    /** This side's pieces as cell bytes, one per post. */
    byte[] cells() {
        byte[] cells = new byte[JunqiBoard.POSTS];
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (kinds[p] >= 0) {
                cells[p] = Cells.of(side.index(), kinds[p]);
            }
        }
        return cells;
    }

    /** Violations as a set of keywords, in enum order, for messages. */
    public static String describe(Set<DeploymentViolation> violations) {
        EnumSet<DeploymentViolation> sorted = violations.isEmpty() ? EnumSet.noneOf(DeploymentViolation.class)
                : EnumSet.copyOf(violations);
        return sorted.stream().map(DeploymentViolation::keyword).toList().toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Deployment other && side.equals(other.side) && java.util.Arrays.equals(kinds, other.kinds);
    }

    @Override
    public int hashCode() {
        return 31 * side.hashCode() + java.util.Arrays.hashCode(kinds);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(side.id()).append(" deployment[");
        pieces().forEach((p, piece) -> sb.append(JunqiBoard.name(p)).append('=').append(piece.code()).append(' '));
        return sb.toString().strip() + "]";
    }
}
