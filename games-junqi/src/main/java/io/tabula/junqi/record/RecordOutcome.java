package io.tabula.junqi.record;

import io.tabula.core.Outcome;
import io.tabula.core.Side;

/**
 * How a recorded game stands after its last move, as snapshots write it.
 *
 * @param status {@code ongoing} or {@code over}
 * @param winner {@code red}, {@code blue} or {@code none}
 * @param reason the outcome's reason ({@code flag-captured}, ...), empty while ongoing
 */
public record RecordOutcome(String status, String winner, String reason) {

    public static RecordOutcome of(Outcome outcome) {
        return new RecordOutcome(outcome.isOver() ? "over" : "ongoing",
                outcome.winner().map(Side::id).orElse("none"), outcome.reason().orElse(""));
    }

    @Override
    public String toString() {
        return status.equals("ongoing") ? "ongoing" : (winner.equals("none") ? "draw" : winner + " wins") + " ("
                + reason + ")";
    }
}
