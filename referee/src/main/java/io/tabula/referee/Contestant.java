package io.tabula.referee;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.protocol.EngineFault;
import java.util.List;
import java.util.SortedSet;

/**
 * One player at the table for one game: a built-in agent or an external engine. It names moves;
 * the {@link Referee} judges them. Opened per game by its seat and closed when the game ends.
 */
interface Contestant extends AutoCloseable {

    /**
     * Starts the game under {@code definition} with the clock {@code time}.
     *
     * @throws EngineFault when the engine fails to start the game
     */
    void newGame(GameDefinition definition, EngineTime time, Deadline deadline) throws EngineFault;

    /**
     * The moves this player names in {@code state}, where it is to act, not yet judged: one, or
     * several where its protocol answers a whole turn of an opening at once.
     *
     * @param unseen   the moves played since this player last moved, oldest first
     * @param deadline when the answer must have come: the clock's budget, or the answer limit
     *                 without a clock; a built-in agent budgets its search within it
     * @throws EngineFault when the engine crashes, times out, or answers outside its protocol
     *                     (also an answer that names no move)
     */
    List<Move> move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) throws EngineFault;

    /**
     * Which stones this player judges dead in {@code end}, a game the rules ended by passes.
     *
     * @param unseen the moves played since this player last moved
     * @throws EngineFault when the engine cannot be asked or gives no answer the protocol allows
     */
    SortedSet<String> deadStones(GameState end, List<Move> unseen, Deadline deadline) throws EngineFault;

    /** Ends the game for this player: an engine is told to quit and its process ends. Never throws. */
    @Override
    void close();
}
