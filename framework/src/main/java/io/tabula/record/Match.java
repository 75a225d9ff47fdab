package io.tabula.record;

import com.google.common.collect.ImmutableMap;
import io.tabula.agent.Agent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game in progress: its record, the current state, and the agents that move for the
 * players that are not played by hand. The one mutable object of the framework; it holds
 * the states it has seen, so undo costs nothing.
 *
 * <p>Agents belong to players, not colours: where an opening protocol lets the players
 * swap colours, the agent that started as black plays white after a swap. A player is
 * named by the side it starts with ({@link GameState#playerToAct()} counts players in
 * the same order).
 */
public final class Match {
    private final Map<Integer, Agent> agents; // by player: 0 starts as the first side
    private final List<GameState> states = new ArrayList<>();
    private GameRecord record;

    /**
     * @param agents the agent of each computer-played player, named by the side it starts
     *               with; players without one are played by hand through {@link #play}
     */
    public Match(GameDefinition definition, Map<Side, Agent> agents) {
        this(GameRecord.of(definition), agents);
    }

    public Match(GameRecord record, Map<Side, Agent> agents) {
        ImmutableMap.Builder<Integer, Agent> byPlayer = ImmutableMap.builder();
        agents.forEach((side, agent) -> byPlayer.put(side.index(), agent));
        this.agents = byPlayer.build();
        this.record = record;
        this.states.addAll(record.states());
    }

    public GameState state() {
        return states.get(states.size() - 1);
    }

    public GameRecord record() {
        return record;
    }

    /** Every state from the start to now, {@code record().moves().size() + 1} of them, oldest first. */
    public List<GameState> states() {
        return List.copyOf(states);
    }

    /** The agent of the player to act, if a computer plays it. */
    public Optional<Agent> agentToMove() {
        return Optional.ofNullable(agents.get(state().playerToAct()));
    }

    /**
     * Plays {@code move}; on an illegal move nothing changes.
     *
     * @throws IllegalMoveException with the rules' reason
     */
    public GameState play(Move move) {
        GameState next = state().apply(move);
        states.add(next);
        record = record.plus(move);
        return next;
    }

    /** Lets the agent of the side to move play; the side must have one. */
    public Move playAgent() {
        Agent agent = agentToMove().orElseThrow(
                () -> new IllegalStateException("player " + (state().playerToAct() + 1) + " ("
                        + state().toMove() + " to move) is played by hand"));
        Move move = agent.choose(state());
        play(move);
        return move;
    }

    public boolean canUndo() {
        return !record.moves().isEmpty();
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (!canUndo()) {
            return false;
        }
        states.remove(states.size() - 1);
        record = record.truncated(record.moves().size() - 1);
        return true;
    }
}
