package io.tabula.gomoku.notation;

import java.util.List;

/**
 * A Gomoku state as plain values, for JSON.
 *
 * @param board          the diagram, top row first
 * @param toMove         {@code black} or {@code white}
 * @param ply            moves played
 * @param status         {@code ongoing} or {@code over}
 * @param winner         {@code black}, {@code white}, or {@code none} (a draw, or ongoing)
 * @param reason         the outcome's reason, empty while ongoing
 * @param passes         passes in succession that led here (0, 1, 2); absent in older snapshots, read as 0
 * @param foulToClaim    black's last move was forbidden and white may claim it now
 *                       ({@code forbiddenMoves=claim}); absent means false
 * @param overlineStands an overline foul stands on the board, claimable until the game ends
 *                       ({@code forbiddenMoves=claim}); absent means false
 * @param openingStep    the opening protocol's step ({@code w4}, {@code offer}, ...) or {@code play};
 *                       absent means {@code play}
 * @param blackPlayer    who holds black: 0 the first player, 1 after a swap; absent means 0
 * @param declared       the declared number of fifth-move offers; absent means none (0)
 * @param offers         the fifth-move offers white chooses from, in notation; absent means none
 */
public record GomokuSnapshot(List<String> board, String toMove, int ply, String status, String winner, String reason,
        Integer passes, Boolean foulToClaim, Boolean overlineStands, String openingStep, Integer blackPlayer,
        Integer declared, List<String> offers) {

    /** A snapshot with no passes and no foul flags, as older snapshots read. */
    public GomokuSnapshot(List<String> board, String toMove, int ply, String status, String winner, String reason) {
        this(board, toMove, ply, status, winner, reason, 0, false, false);
    }

    /** A snapshot in free play with the first player holding black, as snapshots before the opening protocols read. */
    public GomokuSnapshot(List<String> board, String toMove, int ply, String status, String winner, String reason,
            Integer passes, Boolean foulToClaim, Boolean overlineStands) {
        this(board, toMove, ply, status, winner, reason, passes, foulToClaim, overlineStands, null, null, null, null);
    }
}
