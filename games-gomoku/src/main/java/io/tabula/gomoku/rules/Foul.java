package io.tabula.gomoku.rules;

import io.tabula.gomoku.geometry.Points;
import java.util.Objects;

/**
 * A black stone played on a forbidden point under renju (where {@code forbiddenMoves} is
 * {@code loses} or {@code claim}): where it stands and which foul it is.
 */
public record Foul(int point, Forbidden kind) {
    public Foul {
        Objects.requireNonNull(kind, "kind");
        if (!kind.isForbidden()) {
            throw new IllegalArgumentException("a foul is a forbidden move, not " + kind);
        }
    }

    /** E.g. {@code black's f8 is a double three} on a {@code size x size} board. */
    public String describe(int size) {
        String what = switch (kind) {
            case FORBIDDEN_OVERLINE -> "an overline";
            case FORBIDDEN_DOUBLE_FOUR -> "a double four";
            case FORBIDDEN_DOUBLE_THREE -> "a double three";
            case NONE -> throw new IllegalStateException("not a foul");
        };
        return "black's " + Points.name(size, point) + " is " + what;
    }
}
