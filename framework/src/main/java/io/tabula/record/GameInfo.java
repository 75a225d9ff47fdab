package io.tabula.record;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What an organiser files with a game beside its moves: who played which side, the result and
 * how the game ended, the score margin, the time each move took and the clock after it, and
 * notes (a disagreement about dead stones). The referee makes it; the JSON record carries it
 * as its {@code info} field and SGF as {@code PB}/{@code PW}/{@code RE}/{@code TM},
 * {@code BL}/{@code WL} and comments ({@link io.tabula.sgf.SgfGameInfo}), so a record converted
 * from one to the other keeps it.
 *
 * @param players     the player of each side, by side id, in the sides' order
 * @param result      the result as SGF writes it: {@code B+3.5}, {@code W+R} (resignation),
 *                    {@code B+T} (time), {@code W+F} (forfeit), {@code B+} (a win the rules
 *                    gave without a count), {@code 0} (a draw); empty when unknown
 * @param termination how the game ended, in a few words ({@code rules}, {@code lost on time})
 * @param reason      the ending in words ({@code white wins by 3.5 points}, the fault)
 * @param margin      the winner's margin in points, where the game was counted
 * @param clock       the clock the game was played on, as the referee reads it ({@code none}
 *                    where none ran, or each player's clock where they differ)
 * @param mainTime    the main time of the clock, for SGF's {@code TM}; empty without one
 * @param used        the time each move of the record took, in order (zero for an opening's moves)
 * @param left        the time left on the mover's clock after each move, in order; empty without a clock
 * @param notes       anything else the referee reports, one sentence each
 */
public record GameInfo(Map<String, String> players, String result, String termination, String reason,
        Optional<BigDecimal> margin, String clock, Optional<Duration> mainTime, List<Duration> used,
        List<Duration> left, List<String> notes) {

    public GameInfo {
        players = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(players));
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(margin, "margin");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(mainTime, "mainTime");
        used = List.copyOf(used);
        left = List.copyOf(left);
        notes = List.copyOf(notes);
        if (!left.isEmpty() && left.size() != used.size()) {
            throw new IllegalArgumentException("the time left is given for " + left.size() + " moves, the time used for "
                    + used.size());
        }
    }

    /** The total time the moves at {@code indexes} took: a player's thinking over the game. */
    public Duration total(java.util.function.IntPredicate indexes) {
        Duration sum = Duration.ZERO;
        for (int i = 0; i < used.size(); i++) {
            if (indexes.test(i)) {
                sum = sum.plus(used.get(i));
            }
        }
        return sum;
    }
}
