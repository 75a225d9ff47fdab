package io.tabula.core;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What a module can say about a position beyond its legal moves (each side's threats, a
 * forced win), as {@code tabula analyze} prints it. A module offers it through
 * {@link GameModule#analysis()}; the command line knows no game.
 */
public interface PositionAnalysis {

    /**
     * The position after {@code moves} under {@code definition}, and what the module sees in it.
     *
     * @param moves  the moves from the start, in the module's own move-list notation (for
     *               Gomoku, the renju move list with its opening actions)
     * @param limits how far and how long a search may go
     * @throws TabulaException naming the move that cannot be read or played
     */
    Report analyze(GameDefinition definition, String moves, Limits limits);

    /**
     * @param depth how deep a search may go, in the module's unit (Gomoku: fours of a VCF)
     * @param time  how long a search may take
     */
    record Limits(int depth, Duration time) {
        public Limits {
            Objects.requireNonNull(time, "time");
            if (depth < 0 || time.isNegative()) {
                throw new IllegalArgumentException("limits must not be negative: depth " + depth + ", time " + time);
            }
        }
    }

    /**
     * @param position the position analysed
     * @param plies    the moves played to reach it
     * @param lines    the analysis, a line each, for people
     */
    record Report(GameState position, int plies, List<String> lines) {
        public Report {
            Objects.requireNonNull(position, "position");
            lines = ImmutableList.copyOf(lines);
        }
    }
}
