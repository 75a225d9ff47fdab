package io.tabula.gomoku.record;

import io.tabula.core.IllegalReason;
import java.util.Objects;

/**
 * The first move of a record that could not be played: unreadable, out of turn, or
 * rejected by the rules.
 *
 * @param moveNumber the move's number in the record, from 1 (passes and claims count)
 * @param text       the move as written: {@code h8}, {@code pass}, or an SGF value such as {@code B[hh]}
 * @param reason     the typed reason: the rules' own ({@code OCCUPIED}, {@code FORBIDDEN_DOUBLE_THREE},
 *                   {@code PASS_NOT_ALLOWED}, ...), {@code UNREADABLE} for text that is no move, or
 *                   {@code NOT_YOUR_TURN} for an SGF move of the colour not to move
 * @param detail     a sentence for people
 * @param line       the line of the text where the move stands, from 1
 * @param column     its column, from 1
 */
public record IllegalRecordMove(int moveNumber, String text, IllegalReason reason, String detail, int line,
                                int column) {
    public IllegalRecordMove {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(detail, "detail");
        if (moveNumber < 1) {
            throw new IllegalArgumentException("move numbers count from 1: " + moveNumber);
        }
    }

    /** {@code move 3 (h8) at 1:7: the point is occupied (OCCUPIED)}. */
    public String describe() {
        return "move " + moveNumber + " (" + text + ") at " + line + ":" + column + ": " + detail + " ("
                + reason.name() + ")";
    }

    @Override
    public String toString() {
        return describe();
    }
}
