package io.tabula.junqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.junqi.JunqiModule;
import io.tabula.junqi.rules.Piece;
import org.junit.jupiter.api.Test;

/** The Junqi board for people, as {@code tabula play junqi} prints it. */
class BoardTextTest {
    private static final JunqiModule MODULE = new JunqiModule();
    /** Seeded deployments: a new game starts in play, after the two deployment moves. */
    private static final GameDefinition STANDARD = MODULE.define("standard", java.util.Map.of("deploymentSeed", "0"));

    private static GameState after(String... moves) {
        GameState state = STANDARD.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    @Test
    void underTheBoard_aKeyExplainsEveryPieceCodeAndMark() {
        String text = MODULE.render(after("b2-b3"));
        int boardEnd = text.indexOf("\n  1 ");
        String key = text.substring(text.indexOf('\n', boardEnd + 1) + 1);
        assertTrue(key.startsWith("key: "), key);
        String sentence = key.substring(0, key.indexOf("\nply 3,")).replaceAll("\\s+", " ");
        assertEquals("key: r red, b blue, then the piece: 40 commander, 39 general, 38 division, 37 brigade, "
                + "36 regiment, 35 battalion, 34 company, 33 platoon, 32 engineer (higher takes lower); B bomb, "
                + "M landmine, F flag, ? unseen; (camp), [headquarters], * last move", sentence);
        key.lines().forEach(line -> assertTrue(line.length() <= 80, "fits 80 columns: " + line));
        for (Piece piece : Piece.values()) {
            assertTrue(key.contains(piece.code() + " " + piece.english()), piece + " in " + key);
        }
        assertEquals(String.join("\n", BoardText.legend()), MODULE.legend(), "help shows the same key");
    }

    @Test
    void statusLine_countsOnePlyInTheSingular() {
        String text = MODULE.render(after("b2-b3"));
        assertTrue(text.contains(", 1 ply without combat,"), text);
        assertTrue(MODULE.render(after()).contains(", 0 plies without combat,"), "zero takes the plural");
    }
}
