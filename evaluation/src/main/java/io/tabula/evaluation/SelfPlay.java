package io.tabula.evaluation;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.Estimate;
import io.tabula.agent.Seeds;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import java.util.Optional;

/** One game of a definition with the same kind of agent in every seat, each seeded on its own. */
final class SelfPlay {
    /** Longer than any game of the built-in modules; a game past it is a bug in its rules. */
    static final int MAX_PLIES = 1_000_000;

    private SelfPlay() {
    }

    /** Game {@code index} of a run, played by agents of {@code spec} seeded from {@code seed}. */
    static GameSummary play(GameDefinition definition, AgentSpec spec, long seed, int index) {
        int players = definition.type().players();
        Agent[] agents = new Agent[players];
        for (int p = 0; p < players; p++) {
            agents[p] = spec.create(definition, Seeds.mix(seed, p));
        }
        GameState state = definition.newGame();
        ValueTrace trace = new ValueTrace(players);
        double branching = 0;
        int plies = 0;
        int passes = 0;
        int timeouts = 0;
        while (!state.isOver()) {
            if (plies >= MAX_PLIES) {
                throw new IllegalStateException(definition.text() + ": game " + index + " did not end within "
                        + MAX_PLIES + " plies");
            }
            branching += LargeMoveList.countOf(state.legalMoves());
            int mover = state.playerToAct();
            Move move = agents[mover].choose(state);
            Optional<Estimate> estimate = agents[mover].lastEstimate();
            trace.add(mover, estimate.map(Estimate::value).orElse(Double.NaN));
            timeouts += estimate.filter(Estimate::outOfTime).isPresent() ? 1 : 0;
            passes += move.isPass() ? 1 : 0;
            state = state.apply(move);
            plies++;
        }
        Outcome outcome = state.outcome();
        int winner = outcome.winner().map(state::playerOf).orElse(-1);
        return new GameSummary(index, outcome.winner().map(side -> side.index()), plies, branching,
                outcome.reason().map(r -> r.id()).orElse(""), trace.estimated(), trace.leadChanges(),
                trace.clearAfter(winner), passes, timeouts);
    }
}
