package io.tabula.go.sgf;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfWarning;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The main line of an SGF game tree played through the rules.
 *
 * @param definition the rules the root's {@code SZ}, {@code KM}, {@code HA} and {@code RU} name
 * @param start      the position before the first move: the root's set-up stones, or the
 *                   initial state
 * @param moves      the moves the rules accepted, in order; a resignation that the root's
 *                   {@code RE} reports is the last one
 * @param states     {@code start}, then the state after each move: {@code moves.size() + 1} states
 * @param illegal    the first move the rules rejected, where the replay stopped
 * @param edited     whether the line changed the position other than by moves (set-up
 *                   stones after the root, {@code PL}, or colours that do not alternate),
 *                   so that the moves alone do not give the states
 * @param warnings   what the reader and the replay passed over or repaired, in order
 */
public record SgfReplay(GameDefinition definition, GoState start, List<GoMove> moves, List<GoState> states,
                        Optional<SgfIllegalMove> illegal, boolean edited, List<SgfWarning> warnings) {
    public SgfReplay {
        Objects.requireNonNull(definition, "definition");
        Objects.requireNonNull(start, "start");
        moves = ImmutableList.copyOf(moves);
        states = ImmutableList.copyOf(states);
        Objects.requireNonNull(illegal, "illegal");
        warnings = ImmutableList.copyOf(warnings);
        if (states.size() != moves.size() + 1) {
            throw new IllegalArgumentException(states.size() + " states for " + moves.size() + " moves");
        }
    }

    /** The state after the last move accepted. */
    public GoState last() {
        return states.get(states.size() - 1);
    }

    /** Whether every move of the main line was legal. */
    public boolean clean() {
        return illegal.isEmpty();
    }

    /**
     * The record of the moves accepted, from {@link #start}; empty when the line was
     * {@link #edited}, as a record is moves only.
     */
    public Optional<GameRecord> record() {
        return edited ? Optional.empty() : Optional.of(new GameRecord(definition, start, List.<io.tabula.core.Move>copyOf(moves)));
    }
}
