package io.tabula.agent;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PositionEvaluator;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Values a new node of a Monte Carlo search the way the module's evaluator asks: a few
 * random plies from it, then the evaluator's {@link PositionEvaluator#winChance win chance}
 * for the player to act where they stop. For games whose random playouts to the end say
 * little (Jiatiao's mostly reach the move limit, Junqi's wander for hundreds of plies). Both
 * {@link MctsAgent} and {@link IsMctsAgent} value their leaves through it.
 *
 * @param evaluator the module's evaluator
 * @param plies     random plies played before it judges, at least 0
 */
record LeafJudge(PositionEvaluator evaluator, int plies) {
    /** The judge the module's evaluator asks for, if it names playout plies. */
    static Optional<LeafJudge> askedFor(GameDefinition definition) {
        return definition.module().evaluator(definition).filter(e -> e.playoutPlies().isPresent())
                .map(e -> new LeafJudge(e, e.playoutPlies().getAsInt()));
    }

    /**
     * The value to each of {@code players} players of {@code plies} random plies from
     * {@code leaf}: the outcome if the game ends on the way (sides as {@code leaf} assigns
     * them), else the evaluator's {@link PositionEvaluator#winChances win chances} of the
     * players where they stop (by default the player to act's, the rest shared by the others).
     */
    double[] value(GameState leaf, SplittableRandom random, int players) {
        GameState state = leaf;
        for (int ply = plies; ply > 0 && !state.isOver(); ply--) {
            state = state.apply(MctsAgent.randomMove(state, random));
        }
        if (state.isOver()) {
            return MctsAgent.rewards(state.outcome(), leaf, players);
        }
        return evaluator.winChances(state, players);
    }
}
