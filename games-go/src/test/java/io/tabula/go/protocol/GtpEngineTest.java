package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The protocol layer alone: preprocessing, ids, answers, the registry, lines that must not stop the engine. */
class GtpEngineTest {

    static String session(GtpEngine engine, String input) {
        StringWriter out = new StringWriter();
        try {
            engine.run(new StringReader(input), out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toString();
    }

    static GtpEngine echoEngine() {
        return new GtpEngine("Echo", "1.0")
                .register("echo", args -> String.join(" ", args.values()))
                .register("fail", args -> {
                    throw new ProtocolError(ProtocolError.Kind.ILLEGAL_MOVE);
                })
                .register("crash", args -> {
                    throw new IllegalStateException("boom");
                })
                .register("lines", args -> "one\n\n\ntwo\n\n");
    }

    @Test
    void administrativeCommands_answerAsTheSpecSays() {
        String out = session(echoEngine(), "protocol_version\nname\nversion\nknown_command echo\n"
                + "known_command nope\nlist_commands\n");
        assertEquals("= 2\n\n= Echo\n\n= 1.0\n\n= true\n\n= false\n\n"
                + "= protocol_version\nname\nversion\nknown_command\nlist_commands\nquit\necho\nfail\ncrash\nlines\n\n",
                out);
    }

    @Test
    void ids_areEchoedOnSuccessAndFailure() {
        assertEquals("=12 a b\n\n?13 illegal move\n\n?14 unknown command\n\n=0\n\n",
                session(echoEngine(), "12 echo a b\n13 fail\n14 nosuch\n0 echo\n"));
    }

    @Test
    void commentsEmptyLinesAndWhiteSpace_getNoAnswer() {
        assertEquals("=1 x y\n\n", session(echoEngine(), "# a comment\n\n   \n\t\t\n1\techo  x \t y # trailing\n#\n"));
    }

    @Test
    void crLfLineEndsAndControlCharacters_areRemoved() {
        assertEquals("=1 ab\n\n=2 c\n\n", session(echoEngine(), "1 echo a\u0001b\r\n2 ec\u0007ho c\r\n\r\n"));
    }

    @Test
    void idWithoutCommand_isASyntaxError() {
        assertEquals("?7 syntax error: a command name must follow the id\n\n", session(echoEngine(), "7\n"));
    }

    @Test
    void unknownAndMisspelledCommands_areUnknown() {
        assertEquals("? unknown command\n\n? unknown command\n\n?3 unknown command\n\n",
                session(echoEngine(), "ECHO\n-1 echo\n3 \u2603 \u00e9cho\n"));
    }

    @Test
    void failingHandlers_areAnsweredAndTheSessionGoesOn() {
        String out = session(echoEngine(), "1 crash\n2 echo still here\n");
        assertTrue(out.startsWith("?1 internal error: java.lang.IllegalStateException: boom\n\n"), out);
        assertTrue(out.endsWith("=2 still here\n\n"), out);
    }

    @Test
    void multiLineResults_haveNoEmptyLineInside() {
        assertEquals("= one\ntwo\n\n", session(echoEngine(), "lines\n"));
    }

    @Test
    void veryLongLine_isRefusedAndTheNextLineAnswered() {
        String huge = "5 echo " + "x".repeat(GtpEngine.MAX_LINE * 3);
        String out = session(echoEngine(), huge + "\n6 echo after\n");
        assertEquals("?5 syntax error: line longer than " + GtpEngine.MAX_LINE + " characters\n\n=6 after\n\n", out);
    }

    @Test
    void quit_answersAndStopsReading() {
        GtpEngine engine = echoEngine();
        assertEquals("=9\n\n", session(engine, "9 quit\n10 echo never\n"));
        assertTrue(engine.hasQuit());
    }

    @Test
    void endOfInput_endsTheSessionWithOrWithoutFinalNewline() {
        assertEquals("= a\n\n", session(echoEngine(), "echo a"));
        assertEquals("", session(echoEngine(), ""));
    }

    @Test
    void randomGarbage_neverStopsTheEngine() {
        SplittableRandom random = new SplittableRandom(42);
        StringBuilder input = new StringBuilder();
        for (int line = 0; line < 500; line++) {
            int length = random.nextInt(60);
            for (int i = 0; i < length; i++) {
                input.append((char) (random.nextInt(4) == 0 ? random.nextInt(0x3000) : random.nextInt(128)));
            }
            input.append('\n');
        }
        input.append("999 echo alive\n");
        String out = session(echoEngine(), input.toString().replace("quit", "qu1t"));
        assertTrue(out.endsWith("=999 alive\n\n"), out.substring(Math.max(0, out.length() - 200)));
        for (String answer : out.split("\n\n")) {
            assertTrue(answer.startsWith("=") || answer.startsWith("?"), answer);
        }
    }

    @Test
    void execute_onAnEmptyLine_isNull() {
        assertNull(echoEngine().execute("  # nothing"));
    }

    @Test
    void register_refusesNamesThatCannotBeSent() {
        GtpEngine engine = echoEngine();
        for (String bad : List.of("", "two words", "has#hash", "123")) {
            assertThrows(IllegalArgumentException.class, () -> engine.register(bad, args -> ""), bad);
        }
        assertFalse(engine.commands().contains("123"));
    }

    @Test
    void words_followGtpPreprocessing() {
        assertEquals(List.of("1", "play", "b", "d4"), GtpEngine.words(" 1\tplay  b\u0000 d4 # c"));
    }
}
