package io.tabula.referee;

import io.tabula.agent.Agent;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.List;

/** A built-in agent at the table: it sees the state itself, and needs no setting up. */
final class AgentContestant implements Contestant {
    private final Agent agent;

    AgentContestant(Agent agent) {
        this.agent = agent;
    }

    @Override
    public void newGame(GameDefinition definition, EngineTime time, Deadline deadline) {
    }

    @Override
    public Move move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) {
        return agent.choose(state);
    }

    @Override
    public void close() {
    }
}
