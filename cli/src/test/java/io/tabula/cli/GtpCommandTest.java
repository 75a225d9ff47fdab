package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.Notation;
import io.tabula.core.ProtocolSession;
import io.tabula.core.StateCodec;
import io.tabula.examples.connectfour.ConnectFourModule;
import io.tabula.go.GoModule;
import io.tabula.options.OptionSchema;
import io.tabula.protocol.Gtp;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code tabula gtp} as a controller meets it: GTP on standard input and output. */
class GtpCommandTest {

    record Run(int status, String out, String err) {
    }

    static Run gtp(String input, String... options) {
        return gtp(GameRegistry.installed(), input, options);
    }

    static Run gtp(GameRegistry registry, String input, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "gtp";
        System.arraycopy(options, 0, args, 1, options.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), registry);
        return new Run(status, out.toString(), err.toString());
    }

    /**
     * A user's module that speaks GTP: Connect Four, offering a GTP engine of one command of
     * its own ({@code columns}), to show that the command serves any module offering gtp.
     */
    static final class GtpFour implements GameModule {
        private final ConnectFourModule four = new ConnectFourModule();

        @Override
        public GameType type() {
            return four.type();
        }

        @Override
        public OptionSchema options() {
            return four.options();
        }

        @Override
        public GameState newGame(GameDefinition definition) {
            return four.newGame(definition);
        }

        @Override
        public Notation notation() {
            return four.notation();
        }

        @Override
        public BoardDiagrams diagrams() {
            return four.diagrams();
        }

        @Override
        public StateCodec<?> stateCodec() {
            return four.stateCodec();
        }

        @Override
        public Map<String, ProtocolSession.Factory> protocols() {
            return Map.of("gtp", (definition, seed) -> Gtp.engine("Four", "1")
                    .register("columns", args -> definition.options().text("columns")));
        }
    }

    @Test
    void gtp_answersASessionAndExitsZeroOnQuit() {
        Run run = gtp("1 protocol_version\r\n2 name\n3 boardsize 9\n4 play b e5\n5 play w e5\n6 final_score\n"
                + "7 quit\n8 name\n");
        assertEquals(0, run.status(), run.err());
        assertEquals("=1 2\n\n=2 Tabula\n\n=3\n\n=4\n\n?5 illegal move\n\n=6 B+73.5\n\n=7\n\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void gtp_endOfInputWithoutQuit_exitsZero() {
        Run run = gtp("boardsize 9\ngenmove black");
        assertEquals(0, run.status());
        assertTrue(run.out().matches("=\n\n= [A-HJ][1-9]\n\n"), run.out());
    }

    @Test
    void gtp_variantAndOptions_setTheRules() {
        Run run = gtp("tabula-rules\n", "--variant", "japanese", "--option", "size=13", "--option", "komi=0.5");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("= go(variant=japanese,size=13,komi=0.5,ko=simple"), run.out());
    }

    @Test
    void gtp_garbageInput_neverStopsTheEngine() {
        Run run = gtp("\u00ff\u00fe garbage\n\u0000\u0001\n# only a comment\n\n" + "x".repeat(200_000)
                + "\n\u2603 play\n9 genmove w\n");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("? unknown command\n\n"), run.out().substring(0, 40));
        assertTrue(run.out().contains("? syntax error: line longer than"), run.out());
        assertTrue(run.out().matches("(?s).*=9 [A-HJ-T][0-9]{1,2}\n\n"), run.out());
    }

    @Test
    void gtp_unknownVariantOrOption_isBadInputWithAMessage() {
        Run variant = gtp("", "--variant", "klingon");
        assertEquals(Tabula.BAD_INPUT, variant.status());
        assertTrue(variant.err().startsWith("tabula: ") && variant.err().contains("klingon"), variant.err());
        Run option = gtp("", "--option", "colour=red");
        assertEquals(Tabula.BAD_INPUT, option.status());
        assertTrue(option.err().contains("colour"), option.err());
    }

    @Test
    void gtp_findsTheGameThatSpeaksIt_andAnotherGameIsRefused() {
        Run run = gtp("name\n", "--game", "go");
        assertEquals("= Tabula\n\n", run.out(), run.err());
        Run other = gtp("", "--game", "junqi");
        assertEquals(Tabula.BAD_INPUT, other.status());
        assertEquals("tabula: game 'junqi' does not speak gtp; games that do: go\n", other.err());
        assertEquals(Tabula.BAD_INPUT, gtp("", "--game", "chess").status());
    }

    @Test
    void gtp_servesAUsersModuleThatOffersIt_choosingWithGameWhenSeveralDo() {
        GameRegistry both = GameRegistry.of(new GoModule(), new GtpFour());
        Run ambiguous = gtp(both, "name\n");
        assertEquals(Tabula.BAD_INPUT, ambiguous.status());
        assertEquals("tabula: several games speak gtp: go, connect-four; choose one with --game\n", ambiguous.err());
        Run four = gtp(both, "name\ncolumns\nquit\n", "--game", "connect-four", "--option", "columns=9");
        assertEquals(0, four.status(), four.err());
        assertEquals("= Four\n\n= 9\n\n=\n\n", four.out());
        Run alone = gtp(GameRegistry.of(new GtpFour()), "columns\n");
        assertEquals("= 7\n\n", alone.out(), alone.err());
    }

    @Test
    void help_listsTheGtpCommand() {
        StringWriter out = new StringWriter();
        Tabula.run(new String[] {"--help"}, new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), GameRegistry.installed());
        assertTrue(out.toString().contains("gtp"), out.toString());
    }
}
