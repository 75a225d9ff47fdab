package io.tabula.referee;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A built-in agent at the table: it sees the state itself, and needs no setting up. Each move's
 * search stops by the time its clock allows ({@link ThinkingTime}), within the referee's
 * deadline, or at its own work limit if that comes first. Its judgement of dead stones is the
 * game module's.
 */
final class AgentContestant implements Contestant {
    private final Agent agent;
    /** The deadline of the move being chosen; set before each choice, read by the agent's search. */
    private Deadline thinking = Deadline.never();

    AgentContestant(AgentSpec spec, GameDefinition definition, long seed) {
        this.agent = spec.create(definition, seed, () -> thinking);
    }

    @Override
    public void newGame(GameDefinition definition, EngineTime time, Deadline deadline) {
    }

    @Override
    public List<Move> move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) {
        thinking = deadline.atMost(ThinkingTime.of(time));
        return List.of(agent.choose(state));
    }

    @Override
    public SortedSet<String> deadStones(GameState end, List<Move> unseen, Deadline deadline) {
        return end.definition().module().deadStoneAgreement().map(a -> a.estimate(end)).orElseGet(TreeSet::new);
    }

    @Override
    public void close() {
    }
}
