package io.tabula.stones.rows;

import java.util.List;
import java.util.Map;

/**
 * A row game's state as plain values for JSON: the diagram, whose turn and which move of it,
 * the plies played and the passes in succession, each side's captures (by side id, in the
 * game's unit; empty without captures) and stones left (empty without stocks), whether a
 * replacement is due, and the outcome (status {@code ongoing} or {@code over}, winner a side
 * or {@code none}, reason), which restoring checks against the board.
 */
public record RowSnapshot(List<String> board, String toMove, int turn, int moveInTurn, int ply, int passes,
        Map<String, Integer> captures, Map<String, Integer> stones, boolean replacing, String status, String winner,
        String reason) {
}
