package io.tabula.gomoku.pente;

import io.tabula.core.IllegalReason;
import io.tabula.gomoku.geometry.Points;
import io.tabula.stones.rows.PlacementRule;
import io.tabula.stones.rows.RowBoard;

/**
 * Pente's tournament rule as a placement rule: the first player's first stone (ply 0) goes
 * on the centre, its second stone (ply 2) at a Chebyshev distance of at least 3 from the
 * centre, that is outside the 5x5 square around it. Other stones are free; a stone that
 * breaks the rule is illegal.
 */
final class TournamentOpening implements PlacementRule {
    private final int size;

    /** @param size an odd board side, so that there is a centre */
    TournamentOpening(int size) {
        this.size = size;
    }

    @Override
    public Policy policy() {
        return Policy.ILLEGAL;
    }

    @Override
    public boolean restricts(RowBoard board, int side) {
        return side == 0 && (board.ply() == 0 || board.ply() == 2);
    }

    @Override
    public IllegalReason refuse(RowBoard board, int side, int point) {
        if (board.ply() == 0) {
            return point == Points.centre(size) ? null : PenteIllegal.FIRST_STONE_OFF_CENTRE;
        }
        return Points.distanceFromCentre(size, point) >= 3 ? null : PenteIllegal.TOO_CLOSE_TO_CENTRE;
    }
}
