package io.tabula.gomoku.record;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.tabula.core.GameDefinition;
import io.tabula.core.Move;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfWarning;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A Gomoku record read from text (a plain move list or SGF) and played through the rules,
 * up to the first move that could not be played.
 *
 * @param definition the rules
 * @param start      the position before the first move: the empty board, or an SGF set-up
 * @param moves      the moves played, in order
 * @param states     {@code start}, then the state after each move: {@code moves.size() + 1} states
 * @param illegal    the first move that could not be played, where reading stopped
 * @param info       SGF game information kept from the root ({@code PB}, {@code PW}, {@code RE},
 *                   {@code DT}, {@code C}, ...), in the file's order; empty for a move list
 * @param warnings   what the SGF reader passed over or repaired; empty for a move list
 */
public record GomokuReplay(GameDefinition definition, GomokuState start, List<GomokuMove> moves,
                           List<GomokuState> states, Optional<IllegalRecordMove> illegal, Map<String, String> info,
                           List<SgfWarning> warnings) {
    public GomokuReplay {
        Objects.requireNonNull(definition, "definition");
        Objects.requireNonNull(start, "start");
        moves = ImmutableList.copyOf(moves);
        states = ImmutableList.copyOf(states);
        Objects.requireNonNull(illegal, "illegal");
        info = ImmutableMap.copyOf(info);
        warnings = ImmutableList.copyOf(warnings);
        if (states.size() != moves.size() + 1) {
            throw new IllegalArgumentException(states.size() + " states for " + moves.size() + " moves");
        }
    }

    /** Whether every move could be played. */
    public boolean clean() {
        return illegal.isEmpty();
    }

    /** The state after the last move played. */
    public GomokuState last() {
        return states.get(states.size() - 1);
    }

    /** The record of the moves played (all of them when {@link #clean}). */
    public GameRecord record() {
        return new GameRecord(definition, start, List.<Move>copyOf(moves));
    }

    /**
     * The record of every move.
     *
     * @throws GomokuRecordException naming the first move, its number and the reason, if one could not be played
     */
    public GameRecord recordOrThrow() {
        if (illegal.isPresent()) {
            throw new GomokuRecordException(illegal.get());
        }
        return record();
    }
}
