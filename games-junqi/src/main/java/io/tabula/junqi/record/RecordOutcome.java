package io.tabula.junqi.record;

import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;

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
                outcome.winner().map(Side::id).orElse("none"), StateCodec.reasonText(outcome));
    }

    @Override
    public String toString() {
        return status.equals("ongoing") ? "ongoing" : (winner.equals("none") ? "draw" : winner + " wins") + " ("
                + reason + ")";
    }
}
