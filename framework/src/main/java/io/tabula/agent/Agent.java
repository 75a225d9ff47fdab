package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.Move;

/** Chooses moves for one side of a match. */
public interface Agent {

    /** A legal move in {@code state}, which is not over and has this agent's side to move. */
    Move choose(GameState state);

    /**
     * What the agent thought of the position of its last {@link #choose}, if it keeps such a
     * judgement (the searches do; the random agent does not). Empty before the first choice.
     */
    default java.util.Optional<Estimate> lastEstimate() {
        return java.util.Optional.empty();
    }
}
