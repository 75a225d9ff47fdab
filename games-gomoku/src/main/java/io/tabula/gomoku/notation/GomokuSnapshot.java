package io.tabula.gomoku.notation;

import java.util.List;

/**
 * A Gomoku state as plain values, for JSON.
 *
 * @param board  the diagram, top row first
 * @param toMove {@code black} or {@code white}
 * @param ply    moves played
 * @param status {@code ongoing} or {@code over}
 * @param winner {@code black}, {@code white}, or {@code none} (a draw, or ongoing)
 * @param reason the outcome's reason, empty while ongoing
 */
public record GomokuSnapshot(List<String> board, String toMove, int ply, String status, String winner, String reason) {
}
