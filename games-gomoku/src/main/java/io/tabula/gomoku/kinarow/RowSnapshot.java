package io.tabula.gomoku.kinarow;

import java.util.List;

/**
 * A Connect6, Pente or five-replaces state as plain values for JSON: the diagram, whose turn and which move of
 * it, the plies played, the pairs each side has captured (0 without captures), and the
 * outcome (status {@code ongoing} or {@code over}, winner a side or {@code none}, reason),
 * which restoring checks against the board.
 */
public record RowSnapshot(List<String> board, String toMove, int turn, int moveInTurn, int ply, int blackCaptures,
        int whiteCaptures, int blackStones, int whiteStones, boolean replacing, String status, String winner, String reason) {
}
