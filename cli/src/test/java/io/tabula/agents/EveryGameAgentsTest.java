package io.tabula.agents;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.options.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search agents play every variant of every installed game, through every phase (Junqi's
 * deployment, renju's opening protocols, Go's passes): each game ends, and each move an agent
 * chose was legal in the state it was chosen in. {@code mcts} plays the games with perfect
 * information and {@code ismcts} every game, each against random play, with few iterations
 * so that the suite stays quick; how strong they are is measured in docs/BENCHMARKS.md.
 */
class EveryGameAgentsTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    /** Far more plies than any variant's game lasts (Junqi's no-combat rule, Go's superko and board). */
    private static final int PLY_LIMIT = 5_000;

    static Stream<String> variantsAndAgents() {
        List<String> cases = new ArrayList<>();
        for (GameModule module : GAMES.modules()) {
            for (Variant variant : module.options().variants()) {
                GameDefinition definition = module.define(variant.id(), java.util.Map.of());
                if (definition.perfectInformation()) {
                    cases.add(module.id() + " " + variant.id() + " mcts:iterations=12");
                }
                cases.add(module.id() + " " + variant.id() + " ismcts:iterations=12");
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variantsAndAgents")
    void playsTheGameToItsEnd_withLegalMovesOnly(String game) {
        String[] parts = game.split(" ");
        GameModule module = GAMES.module(parts[0]);
        GameDefinition definition = module.define(parts[1], java.util.Map.of());
        if (definition.text().contains("size=19") && parts[0].equals("go")) {
            definition = module.define(parts[1], java.util.Map.of("size", "9")); // the same rules, a quicker game
        }
        Agent search = AgentSpec.parse(parts[2]).create(definition, 7);
        Agent random = AgentSpec.parse("random").create(definition, 8);
        GameState state = definition.newGame();
        int searchSide = 0;
        int plies = 0;
        while (!state.isOver() && plies < PLY_LIMIT) {
            boolean searching = state.toMove().index() == searchSide;
            Move move = (searching ? search : random).choose(state);
            MoveCheck check = state.check(move);
            assertTrue(check.isLegal(), game + ": ply " + plies + ", " + (searching ? "the search" : "random")
                    + " chose an illegal move: " + check);
            state = state.apply(move);
            plies++;
        }
        assertTrue(state.isOver(), game + ": not over after " + PLY_LIMIT + " plies");
    }
}
