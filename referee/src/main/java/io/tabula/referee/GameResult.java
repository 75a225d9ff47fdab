package io.tabula.referee;

import io.tabula.core.GameState;
import io.tabula.record.GameRecord;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How one game of a match ended: by the rules (a five, the score, a resignation the rules
 * allow) or by a player's fault, which loses.
 *
 * @param record     the moves judged legal and played, from the start (an opening's moves first)
 * @param winner     the player who won (0 started the game as the first side); empty for a draw
 * @param ending     how the game ended
 * @param reason     the reason in words: the rules' ({@code white wins (five)}) or the fault
 *                   ({@code illegal move D4: the point is occupied})
 * @param end        the state the game ended in: the record's last, with the dead stones the
 *                   referee settled taken off in a game counted after passes
 * @param used       the time each move of the record took, in order (zero for an opening's moves
 *                   and for the later moves of an answer that held several)
 * @param left       the time left on the mover's clock after each move; empty when a player had no clock
 * @param opening    how many of the record's first moves were the opening the game started from
 * @param deadStones how the dead stones were settled, in a game counted after passes
 */
public record GameResult(GameRecord record, OptionalInt winner, Ending ending, String reason, GameState end,
        List<Duration> used, List<Duration> left, int opening, Optional<DeadStoneRuling> deadStones) {

    public GameResult {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(end, "end");
        used = List.copyOf(used);
        left = List.copyOf(left);
        Objects.requireNonNull(deadStones, "deadStones");
    }

    /** A result known by its record alone (a game read back from a folder): no times, no ruling. */
    public GameResult(GameRecord record, OptionalInt winner, Ending ending, String reason) {
        this(record, winner, ending, reason, record.last(), List.of(), List.of(), 0, Optional.empty());
    }

    /** How a game ended; all but {@link #RULES} are a loss of the player at fault. */
    public enum Ending {
        /** The rules ended it (their outcome and reason). */
        RULES("rules", ""),
        /** A move the rules reject, a forbidden renju move among them where the rules reject it. */
        ILLEGAL_MOVE("illegal move", "F"),
        /** The clock's flag fell. */
        TIME("lost on time", "T"),
        /** No answer within the referee's answer limit. */
        TIMEOUT("timeout", "F"),
        /** An answer the protocol does not allow, a refused command, or an answer that is no move. */
        PROTOCOL_ERROR("protocol error", "F"),
        /** The engine's process died or closed its streams. */
        CRASH("crash", "F"),
        /** The engine could not be started. */
        NO_START("did not start", "F");

        private final String words;
        private final String sgf;

        Ending(String words, String sgf) {
            this.words = words;
            this.sgf = sgf;
        }

        /** The ending in a few words, as results print it. */
        public String words() {
            return words;
        }

        /** What SGF's {@code RE} writes after the winner for a fault: {@code T} for time, {@code F} for a forfeit. */
        String sgf() {
            return sgf;
        }
    }
}
