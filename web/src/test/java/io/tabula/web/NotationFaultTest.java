package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.StandardGameModule;
import io.tabula.gomoku.GomokuModule;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Text that is no move is the seat's mistake (400, "not a move"); a notation that breaks on
 * it is the server's fault (500, named as an internal error), never reported as the seat's.
 */
class NotationFaultTest {

    @Test
    void aNotationThatBreaks_isTheServersFault_notTheSeats() {
        try (Api api = new Api(GameRegistry.of(new BrokenGomoku()), Optional.empty(), Runnable::run)) {
            JsonNode created = api.create("{\"game\":\"gomoku\"}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();

            Api.Answer broken = api.move(match, black, "bug");
            assertEquals(500, broken.status(), broken.body());
            String error = broken.json().get("error").asText();
            assertTrue(error.startsWith("internal error"), error);
            assertFalse(error.contains("not a move") || error.contains("a bug in the notation"), error);

            Api.Answer nonsense = api.move(match, black, "nonsense");
            assertEquals(400, nonsense.status(), nonsense.body());
            assertTrue(nonsense.json().get("error").asText().startsWith("not a move"), nonsense.body());
            assertEquals(0, api.snapshot(match, black).get("plies").asInt(), "neither changed the game");
        }
    }

    /** Gomoku whose notation has a bug: it throws on the text {@code bug} instead of naming what is wrong. */
    static final class BrokenGomoku extends StandardGameModule {
        private static final GomokuModule GOMOKU = new GomokuModule();

        BrokenGomoku() {
            super(GOMOKU.type(), GOMOKU.options(), new Notation() {
                @Override
                public Move parse(GameState state, String text) {
                    if (text.equals("bug")) {
                        throw new IllegalStateException("a bug in the notation");
                    }
                    return GOMOKU.notation().parse(state, text);
                }

                @Override
                public String format(GameState state, Move move) {
                    return GOMOKU.notation().format(state, move);
                }
            }, GOMOKU.diagrams(), GOMOKU.stateCodec(), ModuleChecks.NONE);
        }

        @Override
        public Set<Capability> capabilities(GameDefinition definition) {
            return GOMOKU.capabilities(definition);
        }

        @Override
        public GameState newGame(GameDefinition definition) {
            return GOMOKU.newGame(definition);
        }
    }
}
