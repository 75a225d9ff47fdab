package io.tabula.junqi.rules;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The ways a side's deployment can break {@code docs/rules/junqi.md} ("Deployment"), with the
 * keywords that case files use.
 */
public enum DeploymentViolation {
    /** The side does not have exactly the standard 25 pieces (one 40, one 39, two 38, ...). */
    COUNT("count"),
    /** A piece stands outside the side's half (rows 1-6 for red, 7-12 for blue). */
    OUTSIDE_HALF("outside-half"),
    /** A piece stands in a camp; camps start empty. */
    CAMP("camp"),
    /** The flag is not on one of the side's own headquarters. */
    FLAG_NOT_IN_HQ("flag-not-in-hq"),
    /** A landmine is outside the side's last two rows (1-2, 11-12). */
    MINE_NOT_IN_BACK_ROWS("mine-not-in-back-rows"),
    /** A bomb stands in the side's row next to the front line (6, 7). */
    BOMB_IN_FRONT_ROW("bomb-in-front-row");

    private final String keyword;

    DeploymentViolation(String keyword) {
        this.keyword = keyword;
    }

    public String keyword() {
        return keyword;
    }

    public static Optional<DeploymentViolation> ofKeyword(String keyword) {
        for (DeploymentViolation v : values()) {
            if (v.keyword.equals(keyword)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /**
     * The violations of {@code side}'s pieces on {@code cells} (one cell byte per post),
     * ignoring the other side's pieces.
     */
    public static Set<DeploymentViolation> of(byte[] cells, int side) {
        EnumSet<DeploymentViolation> out = EnumSet.noneOf(DeploymentViolation.class);
        int[] counts = new int[Piece.values().length];
        int total = 0;
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte cell = cells[p];
            if (cell == Cells.EMPTY || Cells.side(cell) != side || Cells.kind(cell) == Cells.UNKNOWN) {
                continue;
            }
            Piece piece = Piece.of(Cells.kind(cell));
            counts[piece.ordinal()]++;
            total++;
            long bit = 1L << p;
            if ((JunqiBoard.HALF[side] & bit) == 0) {
                out.add(OUTSIDE_HALF);
            }
            if ((JunqiBoard.CAMPS & bit) != 0) {
                out.add(CAMP);
            }
            if (piece == Piece.FLAG && (JunqiBoard.OWN_HEADQUARTERS[side] & bit) == 0) {
                out.add(FLAG_NOT_IN_HQ);
            }
            if (piece == Piece.MINE && (JunqiBoard.BACK_ROWS[side] & bit) == 0) {
                out.add(MINE_NOT_IN_BACK_ROWS);
            }
            if (piece == Piece.BOMB && (JunqiBoard.FRONT_ROW[side] & bit) != 0) {
                out.add(BOMB_IN_FRONT_ROW);
            }
        }
        boolean standard = total == Piece.PER_SIDE;
        for (Piece piece : Piece.values()) {
            standard &= counts[piece.ordinal()] == piece.count();
        }
        if (!standard) {
            out.add(COUNT);
        }
        return out;
    }

    /** The set as a bit mask of ordinals, as states keep it. */
    static int mask(Set<DeploymentViolation> violations) {
        int mask = 0;
        for (DeploymentViolation v : violations) {
            mask |= 1 << v.ordinal();
        }
        return mask;
    }

    /** The set of a bit mask of ordinals. */
    static Set<DeploymentViolation> ofMask(int mask) {
        EnumSet<DeploymentViolation> out = EnumSet.noneOf(DeploymentViolation.class);
        for (DeploymentViolation v : values()) {
            if ((mask >>> v.ordinal() & 1) != 0) {
                out.add(v);
            }
        }
        return out;
    }
}
