package io.tabula.go.sgf;

import io.tabula.core.IllegalReason;
import io.tabula.core.Side;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.sgf.SgfPosition;
import java.util.Objects;

/**
 * The first move of a main line that the rules reject.
 *
 * @param moveNumber the move's number in the main line, from 1 (passes count)
 * @param colour     the side the file gives the move to
 * @param move       the move
 * @param value      the SGF value as written ({@code dd}, empty for a pass)
 * @param position   where the value stands in the text, if the tree was read from one
 * @param reason     the rules' typed reason
 * @param detail     the rules' sentence
 */
public record SgfIllegalMove(int moveNumber, Side colour, GoMove move, String value, SgfPosition position,
                             IllegalReason reason, String detail) {
    public SgfIllegalMove {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(detail, "detail");
    }

    /** The point in GTP notation ({@code D4}), or {@code pass}. */
    public String point(int size) {
        return move instanceof GoMove.Place place ? GtpNotation.point(size, place.point())
                : move instanceof GoMove.Pass ? "pass" : "resign";
    }

    /** {@code move 12: black D4 [dd]: the point is occupied (OCCUPIED)}. */
    public String describe(int size) {
        return "move " + moveNumber + ": " + colour.id() + " " + point(size) + " [" + value + "]: " + detail + " ("
                + reason.name() + ")";
    }
}
