package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.StandardGameModule;
import io.tabula.gomoku.GomokuModule;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A typed move that is not a move is the user's mistake ("not a move"); a notation that
 * breaks on it is a programming error, which {@code tabula play} reports as an internal error
 * and never as the user's mistake.
 */
class NotationFaultTest {

    @Test
    void play_aNotationThatBreaks_isAnInternalError_notTheUsersMistake() {
        TabulaCliTest.Run run = play("h8\nbug\nquit\n");
        assertEquals(Tabula.INTERNAL_ERROR, run.status(), run.err());
        assertEquals("tabula: internal error: java.lang.IllegalStateException: a bug in the notation\n", run.err());
        assertFalse(run.out().contains("not a move"), run.out());
        assertTrue(run.out().contains("> "), "h8 was played before: " + run.out());
    }

    @Test
    void play_textThatIsNoMove_isStillTheUsersMistake() {
        TabulaCliTest.Run run = play("nonsense\nquit\n");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("not a move: 'nonsense' is not a point"), run.out());
    }

    private static TabulaCliTest.Run play(String input) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(new String[] {"play", "gomoku", "--black", "human", "--white", "human"},
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintWriter(out, true),
                new PrintWriter(err, true), GameRegistry.of(new BrokenGomoku()));
        return new TabulaCliTest.Run(status, out.toString(), err.toString());
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
