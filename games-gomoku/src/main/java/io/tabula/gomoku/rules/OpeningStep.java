package io.tabula.gomoku.rules;

import java.util.Map;
import java.util.Set;

/**
 * One step of an opening protocol: the colour whose turn the colour sequence gives (the
 * side to move), whether the first player acts whatever colour they hold (the RIF rule
 * has the tentative black place moves 1 to 3, white's 2 included), where a stone may go,
 * and where each allowed action leads.
 *
 * @param id          short name, kept in snapshots ({@code w4}, {@code offer})
 * @param description what the step asks for, for messages
 * @param colour      0 black, 1 white: the side to move during the step
 * @param firstPlayerActs whether player 0 acts rather than the holder of {@code colour}
 * @param area        where {@link OpeningAction#PLACE} may put a stone
 * @param next        the allowed actions and the index of the step each leads to, or
 *                    {@link #PLAY} when the opening is over
 * @param offers      how many fifth moves an {@link OpeningAction#OFFER} holds: a fixed
 *                    number, or {@link #DECLARED} for the number declared earlier
 * @param declareMax  the largest number a {@link OpeningAction#DECLARE} may give
 */
record OpeningStep(String id, String description, int colour, boolean firstPlayerActs, OpeningArea area,
        Map<OpeningAction, Integer> next, int offers, int declareMax) {

    /** The step index meaning "the opening is over; free play". */
    static final int PLAY = -1;
    /** {@link #offers} value meaning "as many as were declared". */
    static final int DECLARED = -1;

    OpeningStep {
        next = Map.copyOf(next);
    }

    boolean allows(OpeningAction action) {
        return next.containsKey(action);
    }

    int after(OpeningAction action) {
        return next.get(action);
    }

    Set<OpeningAction> actions() {
        return next.keySet();
    }
}
