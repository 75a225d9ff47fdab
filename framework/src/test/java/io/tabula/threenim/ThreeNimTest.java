package io.tabula.threenim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Turn;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Three players and turns of two moves through the unchanged core: the contract
 * properties hold, and the turns go north (1 move), east (2), south (2), north (2), ...
 */
class ThreeNimTest implements GameContract {
    private static final ThreeNim MODULE = new ThreeNim();

    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(MODULE.define("standard", Map.of()), MODULE.define("standard", Map.of("pile", "30")));
    }

    @Test
    void turnsFollowThePlan_andTheTakerOfTheLastStoneWins() {
        GameState state = MODULE.defaultDefinition().newGame();
        assertEquals(new Turn(1, 0, 0, 1), state.turn());
        state = state.apply(new ThreeNim.Take(1));
        assertEquals(new Turn(2, 1, 0, 2), state.turn());
        assertEquals("east", state.toMove().id());
        state = state.apply(new ThreeNim.Take(2));
        assertEquals(new Turn(2, 1, 1, 2), state.turn());
        state = state.apply(new ThreeNim.Take(2));
        assertEquals(new Turn(3, 2, 0, 2), state.turn());
        assertEquals("south", state.toMove().id());
        // 11 - 5 = 6 left: south takes 2 and 2, north takes 2 and wins.
        state = state.apply(new ThreeNim.Take(2)).apply(new ThreeNim.Take(2)).apply(new ThreeNim.Take(2));
        assertEquals("north wins (last-stone)", state.outcome().toString());
    }
}
