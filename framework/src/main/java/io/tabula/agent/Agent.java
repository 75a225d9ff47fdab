package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.Move;

/** Chooses moves for one side of a match. */
public interface Agent {

    /** A legal move in {@code state}, which is not over and has this agent's side to move. */
    Move choose(GameState state);
}
