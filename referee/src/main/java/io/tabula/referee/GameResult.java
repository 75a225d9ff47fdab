package io.tabula.referee;

import io.tabula.record.GameRecord;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * How one game of a match ended: by the rules (a five, the score, a resignation the rules
 * allow) or by a player's fault, which loses.
 *
 * @param record the moves judged legal and played, from the start
 * @param winner the player who won (0 started the game as the first side); empty for a draw
 * @param ending how the game ended
 * @param reason the reason in words: the rules' ({@code white wins (five)}) or the fault
 *               ({@code illegal move D4: the point is occupied})
 */
public record GameResult(GameRecord record, OptionalInt winner, Ending ending, String reason) {

    public GameResult {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(reason, "reason");
    }

    /** How a game ended; all but {@link #RULES} are a loss of the player at fault. */
    public enum Ending {
        /** The rules ended it (their outcome and reason). */
        RULES("rules"),
        /** A move the rules reject, a forbidden renju move among them where the rules reject it. */
        ILLEGAL_MOVE("illegal move"),
        /** The clock's flag fell. */
        TIME("lost on time"),
        /** No answer within the referee's answer limit. */
        TIMEOUT("timeout"),
        /** An answer the protocol does not allow, a refused command, or an answer that is no move. */
        PROTOCOL_ERROR("protocol error"),
        /** The engine's process died or closed its streams. */
        CRASH("crash"),
        /** The engine could not be started. */
        NO_START("did not start");

        private final String words;

        Ending(String words) {
            this.words = words;
        }

        /** The ending in a few words, as results print it. */
        public String words() {
            return words;
        }
    }
}
