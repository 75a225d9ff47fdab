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
 * are legal {@link JunqiMove.Deploy} moves. {@link #random} draws a legal one uniformly.
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
     * of one kind are interchangeable), as {@link #draw} draws it.
     */
    public static Deployment random(Side side, SplittableRandom random) {
        byte[] kinds = new byte[JunqiBoard.POSTS];
        java.util.Arrays.fill(kinds, (byte) -1);
        draw(kinds, side.index(), 0, random);
        return new Deployment(side, kinds);
    }

    /**
     * The one draw of a uniform legal deployment, shared by {@link #random} and the playout
     * sampler so that both draw the same layout from the same generator: the flag takes one
     * of the two headquarters, the mines three of the nine other back-row posts, the bombs two
     * of the sixteen other posts behind the front row, the 19 ranked pieces a uniform shuffle
     * of the rest. Every such choice leaves the same number of completions, so the result is
     * uniform. Writes {@code base + piece ordinal} on each of the side's 25 deployment posts
     * (base 0 for piece ordinals, {@code Cells.of(side, 0)} for cell bytes) and nothing else.
     */
    static void draw(byte[] out, int side, int base, SplittableRandom random) {
        long free = JunqiBoard.DEPLOYMENT_POSTS[side];
        free = place(out, base, free, JunqiBoard.OWN_HEADQUARTERS[side], Piece.FLAG, 1, random);
        free = place(out, base, free, JunqiBoard.BACK_ROWS[side], Piece.MINE, 3, random);
        free = place(out, base, free, ~JunqiBoard.FRONT_ROW[side], Piece.BOMB, 2, random);
        int[] rest = RANKED.clone();
        for (int i = rest.length - 1; i > 0; i--) { // Fisher-Yates
            int j = random.nextInt(i + 1);
            int t = rest[i];
            rest[i] = rest[j];
            rest[j] = t;
        }
        int i = 0;
        for (long m = free; m != 0; m &= m - 1) {
            out[Long.numberOfTrailingZeros(m)] = (byte) (base + rest[i++]);
        }
    }

    /** The ordinals of the 19 ranked pieces of a side, engineers first. */
    static final int[] RANKED = ranked();

    private static int[] ranked() {
        int[] rest = new int[Piece.PER_SIDE - Piece.FLAG.count() - Piece.MINE.count() - Piece.BOMB.count()];
        int n = 0;
        for (Piece piece : Piece.values()) {
            if (piece.rank() > 0) {
                for (int i = 0; i < piece.count(); i++) {
                    rest[n++] = piece.ordinal();
                }
            }
        }
        return rest;
    }

    /** Puts {@code count} of {@code piece} on distinct posts drawn uniformly from {@code free & allowed}. */
    private static long place(byte[] out, int base, long free, long allowed, Piece piece, int count,
                              SplittableRandom random) {
        for (int i = 0; i < count; i++) {
            long candidates = free & allowed;
            int k = random.nextInt(Long.bitCount(candidates));
            long m = candidates;
            for (int skip = 0; skip < k; skip++) {
                m &= m - 1;
            }
            int post = Long.numberOfTrailingZeros(m);
            out[post] = (byte) (base + piece.ordinal());
            free &= ~(1L << post);
        }
        return free;
    }

    /** The deployment of {@code side} whose pieces are the cell bytes {@code cells} of that side. */
    static Deployment ofCells(Side side, byte[] cells) {
        byte[] kinds = new byte[JunqiBoard.POSTS];
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            kinds[p] = cells[p] == Cells.EMPTY ? -1 : (byte) Cells.kind(cells[p]);
        }
        return new Deployment(side, kinds);
    }

    /** The deployment of {@code side} whose piece ordinals by post are {@code kinds} (-1 for none); kept, not copied. */
    static Deployment ofKinds(Side side, byte[] kinds) {
        return new Deployment(side, kinds);
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

    /**
     * The deployment on one line, as Junqi notation writes a deployment move: the six rows of
     * its side's half, top row first, separated by {@code " / "}, each cell {@code .} or a
     * piece code without the side letter ({@code 40 39 F M B}).
     */
    public String text() {
        int top = side.index() == 0 ? 6 : 12;
        StringBuilder sb = new StringBuilder();
        for (int row = top; row > top - 6; row--) {
            sb.append(row == top ? "" : " / ");
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                byte kind = kinds[JunqiBoard.post(c, row)];
                sb.append(c > 0 ? " " : "").append(kind < 0 ? "." : Piece.of(kind).code());
            }
        }
        return sb.toString();
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
