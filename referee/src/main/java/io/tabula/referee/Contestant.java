package io.tabula.referee;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.protocol.EngineFault;
import java.util.List;

/**
 * One player at the table for one game: a built-in agent or an external engine. It names moves;
 * the {@link Referee} judges them. Opened per game by {@link Contestants} and closed when the game ends.
 */
interface Contestant extends AutoCloseable {

    /**
     * Starts the game under {@code definition} with the clock {@code time}.
     *
     * @throws EngineFault when the engine fails to start the game
     */
    void newGame(GameDefinition definition, EngineTime time, Deadline deadline) throws EngineFault;

    /**
     * The move this player names in {@code state}, where it is to act, not yet judged.
     *
     * @param unseen the moves played since this player last moved, oldest first
     * @throws EngineFault when the engine crashes, times out, or answers outside its protocol
     *                     (also an answer that names no move)
     */
    Move move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) throws EngineFault;

    /** Ends the game for this player: an engine is told to quit and its process ends. Never throws. */
    @Override
    void close();
}
