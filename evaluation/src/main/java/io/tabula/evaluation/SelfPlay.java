package io.tabula.evaluation;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.Estimate;
import io.tabula.agent.Seeds;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.KernelFactory;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import java.util.Optional;
import java.util.SplittableRandom;

/** One game of a definition with the same kind of agent in every seat, each seeded on its own. */
final class SelfPlay {
    /** Longer than any game of the built-in modules; a game past it is a bug in its rules. */
    static final int MAX_PLIES = 1_000_000;

    private SelfPlay() {
    }

    /** Game {@code index} of a run, played by agents of {@code spec} seeded from {@code seed}. */
    static GameSummary play(GameDefinition definition, AgentSpec spec, long seed, int index) {
        Optional<KernelFactory> kernels = definition.module().kernels(definition);
        if (spec.kind().equals("random") && kernels.isPresent()) {
            return playRandomOnKernel(definition, kernels.get(), seed, index);
        }
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
        return summary(index, outcome, winner, plies, branching, trace, passes, timeouts);
    }

    /**
     * The same game as {@link #play} gives random agents, played on the module's kernel: each
     * seat draws from its own generator an index into the legal moves, in the states' order,
     * as {@link io.tabula.agent.RandomAgent} does, so the summary is the one the states give.
     * A move counts as a pass when its text is {@code pass}, which it is in every position or
     * in none, so each move's text is asked once, of the start.
     */
    private static GameSummary playRandomOnKernel(GameDefinition definition, KernelFactory kernels, long seed, int index) {
        int players = definition.type().players();
        SplittableRandom[] seats = new SplittableRandom[players];
        for (int p = 0; p < players; p++) {
            seats[p] = new SplittableRandom(Seeds.mix(seed, p));
        }
        GameState start = definition.newGame();
        GameKernel kernel = kernels.kernel(start);
        int[] codes = new int[kernel.maxMoves()];
        byte[] pass = new byte[kernel.maxMoves()]; // 0 not yet asked, 1 a pass, 2 not
        ValueTrace trace = new ValueTrace(players);
        double branching = 0;
        int plies = 0;
        int passes = 0;
        while (!kernel.isOver()) {
            if (plies >= MAX_PLIES) {
                throw new IllegalStateException(definition.text() + ": game " + index + " did not end within "
                        + MAX_PLIES + " plies");
            }
            int count = kernel.legalMoves(codes);
            branching += count;
            int mover = kernel.playerToAct();
            int move = codes[seats[mover].nextInt(count)];
            trace.add(mover, Double.NaN);
            if (pass[move] == 0) {
                pass[move] = (byte) (definition.module().notation().format(start, kernel.move(move)).equals("pass") ? 1 : 2);
            }
            passes += pass[move] == 1 ? 1 : 0;
            kernel.apply(move);
            plies++;
        }
        Outcome outcome = kernel.outcome();
        int winner = outcome.winner().map(kernel::playerOf).orElse(-1);
        return summary(index, outcome, winner, plies, branching, trace, passes, 0);
    }

    private static GameSummary summary(int index, Outcome outcome, int winner, int plies, double branching,
            ValueTrace trace, int passes, int timeouts) {
        return new GameSummary(index, outcome.winner().map(side -> side.index()), plies, branching,
                outcome.reason().map(r -> r.id()).orElse(""), trace.estimated(), trace.leadChanges(),
                trace.clearAfter(winner), passes, timeouts);
    }
}
