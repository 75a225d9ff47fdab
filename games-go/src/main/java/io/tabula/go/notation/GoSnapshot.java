package io.tabula.go.notation;

import java.util.List;

/**
 * A Go state as plain values, for JSON.
 *
 * @param board         the diagram, top row first
 * @param toMove        {@code black} or {@code white}
 * @param ply           moves played
 * @param passes        passes in succession just before this position
 * @param blackCaptures stones captured by black
 * @param whiteCaptures stones captured by white
 * @param ko            the point that may not be retaken at once, or empty
 * @param handicapLeft  handicap stones black has still to place
 * @param history       the superko history, as 16-digit hex hashes, ascending
 * @param dead          points whose stones are agreed dead
 * @param status        {@code ongoing} or {@code over}
 * @param winner        {@code black}, {@code white} or {@code none}
 * @param reason        the outcome's reason, empty while ongoing
 */
public record GoSnapshot(List<String> board, String toMove, int ply, int passes, int blackCaptures,
                         int whiteCaptures, String ko, int handicapLeft, List<String> history, List<String> dead,
                         String status, String winner, String reason) {
}
