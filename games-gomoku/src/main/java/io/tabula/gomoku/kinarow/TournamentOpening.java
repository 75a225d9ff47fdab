package io.tabula.gomoku.kinarow;

import io.tabula.gomoku.geometry.Points;

/**
 * Pente's tournament rule as a block: the first player's first stone (ply 0) goes on the
 * centre, its second stone (ply 2) at a Chebyshev distance of at least 3 from the centre,
 * that is outside the 5x5 square around it. Other stones are free.
 */
final class TournamentOpening {
    private final int size;

    /** @param size an odd board side, so that there is a centre */
    TournamentOpening(int size) {
        this.size = size;
    }

    /** Whether the rule restricts the stone of {@code side} after {@code ply} moves. */
    boolean restricts(int side, int ply) {
        return side == 0 && (ply == 0 || ply == 2);
    }

    /** Why the stone of {@code side} on {@code point} after {@code ply} moves breaks the rule; null when it does not. */
    RowIllegal foul(int side, int ply, int point) {
        if (!restricts(side, ply)) {
            return null;
        }
        if (ply == 0) {
            return point == Points.centre(size) ? null : RowIllegal.FIRST_STONE_OFF_CENTRE;
        }
        return Points.distanceFromCentre(size, point) >= 3 ? null : RowIllegal.TOO_CLOSE_TO_CENTRE;
    }
}
