package io.tabula.junqi.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.junqi.JunqiModule;
import org.junit.jupiter.api.Test;

/** The Junqi board for people, as {@code tabula play junqi} prints it. */
class BoardTextTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final GameDefinition STANDARD = MODULE.defaultDefinition();

    private static GameState after(String... moves) {
        GameState state = STANDARD.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    @Test
    void statusLine_countsOnePlyInTheSingular() {
        String text = MODULE.render(after("b2-b3"));
        assertTrue(text.contains(", 1 ply without combat,"), text);
        assertTrue(MODULE.render(after()).contains(", 0 plies without combat,"), "zero takes the plural");
    }
}
