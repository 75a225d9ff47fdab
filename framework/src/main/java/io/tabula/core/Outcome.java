package io.tabula.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Whether a game goes on or how it ended. A finished game has a typed
 * {@link OutcomeReason} that its module declares and documents ({@code five},
 * {@code board-full}, {@code score}, {@code resign}, {@code flag-captured}, ...).
 *
 * <p>In a game of teams (four-player Junqi: two against two) a win is the team's: every
 * side of it wins ({@link #winners()}), and {@link #winner()} names the first of them in
 * turn order. Written as text, a team is its sides joined by {@code +}: {@code south+north}.
 */
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Win, Outcome.Draw {

    Outcome ONGOING = new Ongoing();

    static Outcome win(Side winner, OutcomeReason reason) {
        return new Win(winner, reason);
    }

    /**
     * A win of the sides of {@code team} together (a team game); one side makes a plain
     * {@link #win(Side, OutcomeReason)}. The sides are kept in turn order.
     *
     * @throws IllegalArgumentException for no side or a side twice
     */
    static Outcome teamWin(Collection<Side> team, OutcomeReason reason) {
        List<Side> sides = team.stream().sorted(Comparator.comparingInt(Side::index)).toList();
        if (sides.isEmpty()) {
            throw new IllegalArgumentException("a team has at least one side");
        }
        return new Win(sides.get(0), reason, sides.subList(1, sides.size()));
    }

    static Outcome draw(OutcomeReason reason) {
        return new Draw(reason);
    }

    default boolean isOver() {
        return !(this instanceof Ongoing);
    }

    /** The winner (of a team's win, its first side in turn order); empty while ongoing and for a draw. */
    default Optional<Side> winner() {
        return this instanceof Win w ? Optional.of(w.side()) : Optional.empty();
    }

    /** Every side that won, in turn order: one, or a whole team; empty while ongoing and for a draw. */
    default List<Side> winners() {
        if (this instanceof Win w) {
            List<Side> all = new ArrayList<>(w.partners().size() + 1);
            all.add(w.side());
            all.addAll(w.partners());
            return List.copyOf(all);
        }
        return List.of();
    }

    /** Whether {@code side} is among the winners. */
    default boolean won(Side side) {
        return winners().contains(side);
    }

    /** The winners as text: {@code none}, a side's id ({@code red}), or a team's ids joined by {@code +}. */
    default String winnersText() {
        List<Side> winners = winners();
        return winners.isEmpty() ? "none" : winners.stream().map(Side::id).collect(Collectors.joining("+"));
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

    /**
     * A win: {@code side} won, together with its {@code partners} in a team game (none
     * otherwise), for the reason {@code why}.
     */
    record Win(Side side, OutcomeReason why, List<Side> partners) implements Outcome {
        public Win {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(why, "why");
            partners = List.copyOf(partners);
            if (partners.contains(side) || partners.stream().distinct().count() != partners.size()) {
                throw new IllegalArgumentException("a side wins once: " + side + " with " + partners);
            }
        }

        /** A side's win alone. */
        public Win(Side side, OutcomeReason why) {
            this(side, why, List.of());
        }

        @Override
        public String toString() {
            if (partners.isEmpty()) {
                return side.id() + " wins (" + why.id() + ")";
            }
            List<Side> all = winners();
            String names = all.subList(0, all.size() - 1).stream().map(Side::id).collect(Collectors.joining(", "))
                    + " and " + all.get(all.size() - 1).id();
            return names + " win (" + why.id() + ")";
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
