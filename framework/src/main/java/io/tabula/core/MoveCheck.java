package io.tabula.core;

import java.util.Objects;

/**
 * The rules' verdict on a move in a state: {@link Legal}, or {@link Illegal} with a
 * typed reason. {@code state.check(m)} is legal exactly when {@code m} is in
 * {@code state.legalMoves()}.
 */
public sealed interface MoveCheck permits MoveCheck.Legal, MoveCheck.Illegal {

    /** The single legal verdict. */
    MoveCheck LEGAL = new Legal();

    static MoveCheck illegal(IllegalReason reason) {
        return new Illegal(reason, reason.describe());
    }

    static MoveCheck illegal(IllegalReason reason, String detail) {
        return new Illegal(reason, detail);
    }

    default boolean isLegal() {
        return this instanceof Legal;
    }

    /** The move may be played. */
    record Legal() implements MoveCheck {
    }

    /**
     * The move may not be played.
     *
     * @param reason the typed reason
     * @param detail a human sentence saying what was wrong, naming the move or point
     */
    record Illegal(IllegalReason reason, String detail) implements MoveCheck {
        public Illegal {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }
}
