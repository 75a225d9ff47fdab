package io.tabula.agent;

import io.tabula.core.ForcedWins;
import io.tabula.core.GameState;
import java.util.Optional;

/**
 * What the search agents do before they search: ask the module's {@link ForcedWins} for a
 * forced win of the player to act. A search of a few hundred playouts sees a line of fours
 * and threes only by luck; the module's solver proves it.
 */
final class ForcedWinFirst {
    private ForcedWinFirst() {
    }

    /**
     * The module's forced win in {@code state} within {@code nodes} positions; empty when
     * {@code nodes} is 0 (the agent's solver is off), the module has no solver, the game is
     * over, or it hides information (a solver reads the whole state).
     */
    static Optional<ForcedWins.Win> find(GameState state, long nodes) {
        if (nodes == 0 || state.isOver() || !state.definition().perfectInformation()) {
            return Optional.empty();
        }
        return state.definition().module().forcedWins(state.definition()).flatMap(solver -> solver.find(state, nodes));
    }

    /** What an agent that plays a forced win thinks of its position: a sure win, within its own limits. */
    static final Estimate SURE_WIN = new Estimate(1, false);
}
