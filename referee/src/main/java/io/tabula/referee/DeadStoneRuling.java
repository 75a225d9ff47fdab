package io.tabula.referee;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;

/**
 * How the dead stones of a game the rules ended by passes were settled: the stones taken off,
 * whose judgement decided, and every judgement heard, so that a record and the results say
 * where they disagreed.
 *
 * @param dead      the stones taken off before the count, as the game's notation names them
 * @param decidedBy whose judgement they are, in words ({@code the referee}, {@code both players})
 * @param opinions  every judgement heard, the referee's own first
 */
public record DeadStoneRuling(SortedSet<String> dead, String decidedBy, List<Opinion> opinions) {

    public DeadStoneRuling {
        dead = Collections.unmodifiableSortedSet(dead);
        Objects.requireNonNull(decidedBy, "decidedBy");
        opinions = List.copyOf(opinions);
    }

    /**
     * One judgement of which stones are dead.
     *
     * @param who  whose: {@code the referee}, a player's name, a referee engine's
     * @param dead the stones it names dead; empty when it gave none (with {@code why})
     * @param why  why it gave none (an engine that refused the question); empty otherwise
     */
    public record Opinion(String who, Optional<SortedSet<String>> dead, String why) {
        public Opinion {
            Objects.requireNonNull(who, "who");
            dead = dead.map(Collections::unmodifiableSortedSet);
            Objects.requireNonNull(why, "why");
        }

        static Opinion of(String who, SortedSet<String> dead) {
            return new Opinion(who, Optional.of(dead), "");
        }

        static Opinion none(String who, String why) {
            return new Opinion(who, Optional.empty(), why);
        }
    }

    /** The judgements that named other stones than those taken off, or none. */
    public List<Opinion> disagreements() {
        return opinions.stream().filter(o -> !o.dead().map(dead::equals).orElse(false)).toList();
    }

    /**
     * The ruling in sentences for records and results: the stones taken off and by whose
     * judgement, then each judgement that differed.
     */
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        notes.add("Dead stones (" + decidedBy + "): " + stones(dead));
        for (Opinion opinion : disagreements()) {
            notes.add("Dead stones by " + opinion.who() + ": " + opinion.dead().map(DeadStoneRuling::stones)
                    .orElse("no answer (" + opinion.why() + ")"));
        }
        return notes;
    }

    static String stones(SortedSet<String> stones) {
        return stones.isEmpty() ? "none" : String.join(" ", stones);
    }
}
