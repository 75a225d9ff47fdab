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
    void badSpecs_areOneLineNamingTheProblem() {
        assertMessage("alphago", "write [NAME=]random[:SEED]");
        assertMessage("gtp:", "name the program");
        assertMessage("random:x", "the seed 'x'");
    }

    private static void assertMessage(String spec, String part) {
        TabulaException e = assertThrows(TabulaException.class, () -> PlayerSpec.parse(spec));
        assertTrue(e.getMessage().startsWith("player '" + spec + "'") && e.getMessage().contains(part), e.getMessage());
    }
}
