package io.tabula.stones;

import java.util.List;
import java.util.Map;

/**
 * A position of a game of stones as plain values for JSON: the diagram, the side to move, the
 * plies and the passes in a row, the rules' counters by name, and the outcome (status
 * {@code ongoing} or {@code over}, winner a side or {@code none}, reason), which restoring
 * checks against the position.
 */
public record StoneSnapshot(List<String> board, String toMove, int ply, int passes, Map<String, Integer> counters,
        String status, String winner, String reason) {
}
