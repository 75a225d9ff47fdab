package io.tabula.evaluation;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.Seeds;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;

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
        double branching = 0;
        int plies = 0;
        while (!state.isOver()) {
            if (plies >= MAX_PLIES) {
                throw new IllegalStateException(definition.text() + ": game " + index + " did not end within "
                        + MAX_PLIES + " plies");
            }
            branching += LargeMoveList.countOf(state.legalMoves());
            Move move = agents[state.playerToAct()].choose(state);
            state = state.apply(move);
            plies++;
        }
        Outcome outcome = state.outcome();
        return new GameSummary(index, outcome.winner().map(side -> side.index()), plies, branching,
                outcome.reason().map(r -> r.id()).orElse(""));
    }
}
