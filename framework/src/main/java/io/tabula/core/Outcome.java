package io.tabula.core;

import java.util.Objects;
import java.util.Optional;

/**
 * Whether a game goes on or how it ended. A finished game has a typed
 * {@link OutcomeReason} that its module declares and documents ({@code five},
 * {@code board-full}, {@code score}, {@code resign}, {@code flag-captured}, ...).
 */
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Win, Outcome.Draw {

    Outcome ONGOING = new Ongoing();

    static Outcome win(Side winner, OutcomeReason reason) {
        return new Win(winner, reason);
    }

    static Outcome draw(OutcomeReason reason) {
        return new Draw(reason);
    }

    default boolean isOver() {
        return !(this instanceof Ongoing);
    }

    /** The winner; empty while ongoing and for a draw. */
    default Optional<Side> winner() {
        return this instanceof Win w ? Optional.of(w.side()) : Optional.empty();
    }

    /** Why the game ended; empty while ongoing. */
    default Optional<OutcomeReason> reason() {
        if (this instanceof Win w) {
            return Optional.of(w.why());
        }
        if (this instanceof Draw d) {
            return Optional.of(d.why());
        }
        return Optional.empty();
    }

    /** Whether the game ended for {@code reason}. */
    default boolean endedBy(OutcomeReason reason) {
        return reason().filter(reason::equals).isPresent();
    }

    record Ongoing() implements Outcome {
        @Override
        public String toString() {
            return "ongoing";
        }
    }

    record Win(Side side, OutcomeReason why) implements Outcome {
        public Win {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(why, "why");
        }

        @Override
        public String toString() {
            return side.id() + " wins (" + why.id() + ")";
        }
    }

    record Draw(OutcomeReason why) implements Outcome {
        public Draw {
            Objects.requireNonNull(why, "why");
        }

        @Override
        public String toString() {
            return "draw (" + why.id() + ")";
        }
    }
}
