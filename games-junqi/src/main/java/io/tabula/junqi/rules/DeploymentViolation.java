package io.tabula.junqi.rules;

import io.tabula.core.IllegalReason;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The ways a side's deployment can break {@code docs/rules/junqi.md} ("Deployment"), with the
 * keywords that case files use. They are also the reasons a {@link JunqiMove.Deploy} is
 * illegal: {@link JunqiState#check} names the first one a layout breaks, in this order, and
 * lists them all in its detail.
 */
public enum DeploymentViolation implements IllegalReason {
    /** The side does not have exactly the standard 25 pieces (one 40, one 39, two 38, ...). */
    COUNT("count", "a deployment has exactly the standard 25 pieces: one 40, one 39, two each of 38 to 35, "
            + "three each of 34 to 32, two bombs, three landmines, one flag"),
    /** A piece stands outside the side's half (rows 1-6 for red, 7-12 for blue). */
    OUTSIDE_HALF("outside-half", "every piece stands in the side's own half (red rows 1-6, blue rows 7-12)"),
    /** A piece stands in a camp; camps start empty. */
    CAMP("camp", "the camps start empty"),
    /** The flag is not on one of the side's own headquarters. */
    FLAG_NOT_IN_HQ("flag-not-in-hq", "the flag stands on one of the side's two headquarters"),
    /** A landmine is outside the side's last two rows (1-2, 11-12). */
    MINE_NOT_IN_BACK_ROWS("mine-not-in-back-rows", "landmines stand in the side's last two rows"),
    /** A bomb stands in the side's row next to the front line (6, 7). */
    BOMB_IN_FRONT_ROW("bomb-in-front-row", "bombs may not stand in the side's front row");

    private final String keyword;
    private final String description;

    DeploymentViolation(String keyword, String description) {
        this.keyword = keyword;
        this.description = description;
    }

    public String keyword() {
        return keyword;
    }

    @Override
    public String describe() {
        return description;
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
