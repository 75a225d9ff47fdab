package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.TabulaException;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlayerSpecTest {

    @Test
    void engines_areNamedAfterTheirProgram_orAsGiven() {
        PlayerSpec gnugo = PlayerSpec.parse("gtp:/usr/games/gnugo --mode gtp --level 1");
        assertEquals("gnugo", gnugo.name());
        assertEquals("gtp", gnugo.kind());
        assertEquals(List.of("/usr/games/gnugo", "--mode", "gtp", "--level", "1"), gnugo.command());
        assertTrue(gnugo.external());
        PlayerSpec named = PlayerSpec.parse("weak=gtp:/usr/games/gnugo --level=1");
        assertEquals("weak", named.name());
        assertEquals(List.of("/usr/games/gnugo", "--level=1"), named.command());
        assertEquals("pbrain", PlayerSpec.parse("gomocup:./pbrain").name());
    }

    @Test
    void random_takesAnOptionalSeed() {
        PlayerSpec random = PlayerSpec.parse("r=random:42");
        assertEquals("r", random.name());
        assertEquals(42, random.seed());
        assertFalse(random.external());
        assertEquals(1, PlayerSpec.parse("random").seed());
    }

    @Test
    void searchAgents_takeTheirOptionsAndASeed() {
        PlayerSpec mcts = PlayerSpec.parse("deep=mcts:iterations=50,seed=9,exploration=0.5");
        assertEquals("deep", mcts.name());
        assertEquals("mcts", mcts.kind());
        assertEquals(9, mcts.seed());
        assertFalse(mcts.external());
        assertEquals("mcts:exploration=0.5,iterations=50", mcts.agent().orElseThrow().text());
        PlayerSpec ismcts = PlayerSpec.parse("ismcts");
        assertEquals("ismcts", ismcts.name());
        assertEquals(1, ismcts.seed());
    }

    @Test
    void badSpecs_areOneLineNamingTheProblem() {
        assertMessage("alphago", "write [NAME=]random[:SEED]");
        assertMessage("gtp:", "name the program");
        assertMessage("random:x", "the seed 'x'");
        assertMessage("mcts:depth=4", "agent mcts has no option 'depth'");
        assertMessage("ismcts:seed=x", "the seed in 'seed=x'");
    }

    private static void assertMessage(String spec, String part) {
        TabulaException e = assertThrows(TabulaException.class, () -> PlayerSpec.parse(spec));
        assertTrue(e.getMessage().startsWith("player '" + spec + "'") && e.getMessage().contains(part), e.getMessage());
    }
}
