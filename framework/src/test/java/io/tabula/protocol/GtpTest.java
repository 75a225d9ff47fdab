package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** GTP's framing alone: preprocessing, ids, answers, the administrative commands, argument words. */
class GtpTest {

    static LineEngine echoEngine() {
        return Gtp.engine("Echo", "1.0")
                .register("echo", Args::rest)
                .register("fail", args -> {
                    throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE);
                })
                .register("crash", args -> {
                    throw new IllegalStateException("boom");
                })
                .register("lines", args -> "one\n\n\ntwo\n\n")
                .register("int", args -> {
                    args.exactly(1);
                    return Integer.toString(args.integer(0));
                })
                .register("float", args -> {
                    args.exactly(1);
                    return Gtp.decimal(args, 0).toPlainString();
                })
                .register("pair", args -> {
                    args.between(1, 2);
                    return "";
                });
    }

    @Test
    void administrativeCommands_answerAsTheSpecSays() {
        String out = Sessions.run(echoEngine(), "protocol_version\nname\nversion\nknown_command echo\n"
                + "known_command nope\nlist_commands\n");
        assertEquals("= 2\n\n= Echo\n\n= 1.0\n\n= true\n\n= false\n\n"
                + "= protocol_version\nname\nversion\nknown_command\nlist_commands\nquit\necho\nfail\ncrash\nlines\n"
                + "int\nfloat\npair\n\n", out);
    }

    @Test
    void ids_areEchoedOnSuccessAndFailure() {
        assertEquals("=12 a b\n\n?13 illegal move\n\n?14 unknown command\n\n=0\n\n",
                Sessions.run(echoEngine(), "12 echo a b\n13 fail\n14 nosuch\n0 echo\n"));
    }

    @Test
    void commentsEmptyLinesAndWhiteSpace_getNoAnswer() {
        assertEquals("=1 x y\n\n", Sessions.run(echoEngine(), "# a comment\n\n   \n\t\t\n1\techo  x \t y # trailing\n#\n"));
    }

    @Test
    void crLfLineEndsAndControlCharacters_areRemoved() {
        assertEquals("=1 ab\n\n=2 c\n\n", Sessions.run(echoEngine(), "1 echo a\u0001b\r\n2 ec\u0007ho c\r\n\r\n"));
    }

    @Test
    void idWithoutCommand_isASyntaxError() {
        assertEquals("?7 syntax error: a command name must follow the id\n\n", Sessions.run(echoEngine(), "7\n"));
    }

    @Test
    void unknownAndMisspelledCommands_areUnknown() {
        assertEquals("? unknown command\n\n? unknown command\n\n?3 unknown command\n\n",
                Sessions.run(echoEngine(), "ECHO\n-1 echo\n3 \u2603 \u00e9cho\n"));
    }

    @Test
    void failingHandlers_areAnsweredAndTheSessionGoesOn() {
        String out = Sessions.run(echoEngine(), "1 crash\n2 echo still here\n");
        assertTrue(out.startsWith("?1 internal error: java.lang.IllegalStateException: boom\n\n"), out);
        assertTrue(out.endsWith("=2 still here\n\n"), out);
    }

    @Test
    void multiLineResults_haveNoEmptyLineInside() {
        assertEquals("= one\ntwo\n\n", Sessions.run(echoEngine(), "lines\n"));
    }

    @Test
    void veryLongLine_isRefusedAndTheNextLineAnswered() {
        String huge = "5 echo " + "x".repeat(LineEngine.MAX_LINE * 3);
        String out = Sessions.run(echoEngine(), huge + "\n6 echo after\n");
        assertEquals("?5 syntax error: line longer than " + LineEngine.MAX_LINE + " characters\n\n=6 after\n\n", out);
    }

    @Test
    void quit_answersAndStopsReading() {
        LineEngine engine = echoEngine();
        assertEquals("=9\n\n", Sessions.run(engine, "9 quit\n10 echo never\n"));
        assertTrue(engine.stopped());
    }

    @Test
    void endOfInput_endsTheSessionWithOrWithoutFinalNewline() {
        assertEquals("= a\n\n", Sessions.run(echoEngine(), "echo a"));
        assertEquals("", Sessions.run(echoEngine(), ""));
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
        String out = Sessions.run(echoEngine(), input.toString().replace("quit", "qu1t"));
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
        LineEngine engine = echoEngine();
        for (String bad : List.of("", "two words", "has#hash", "123")) {
            assertThrows(IllegalArgumentException.class, () -> engine.register(bad, args -> ""), bad);
        }
        assertFalse(engine.commands().contains("123"));
    }

    @Test
    void words_followGtpPreprocessing() {
        assertEquals(List.of("1", "play", "b", "d4"), Gtp.words(" 1\tplay  b\u0000 d4 # c"));
    }

    @Test
    void integers_areGtpInts_refusedInGtpWords() {
        LineEngine engine = echoEngine();
        String range = "; a GTP integer is 0 to 2147483647\n\n";
        assertEquals("= 2147483647\n\n", engine.execute("int 2147483647"));
        assertEquals("= 0\n\n", engine.execute("int 00"));
        assertEquals("? syntax error: '-1' is negative" + range, engine.execute("int -1"));
        assertEquals("? syntax error: '2147483648' is out of range" + range, engine.execute("int 2147483648"));
        assertEquals("? syntax error: '99999999999999999999' is out of range" + range,
                engine.execute("int 99999999999999999999"));
        assertEquals("? syntax error: '+5' is not an integer\n\n", engine.execute("int +5"));
        assertEquals("? syntax error: '-0' is not an integer\n\n", engine.execute("int -0"));
        assertEquals("? syntax error: 'five' is not an integer\n\n", engine.execute("int five"));
        assertEquals("? syntax error: int takes 1 argument, not 0\n\n", engine.execute("int"));
        assertEquals("? syntax error: pair takes 1 to 2 arguments, not 3\n\n", engine.execute("pair a b c"));
    }

    @Test
    void floats_areGtpFloats() {
        LineEngine engine = echoEngine();
        assertEquals("= 6.5\n\n", engine.execute("float 65e-1"));
        assertEquals("= -0.5\n\n", engine.execute("float -.5"));
        assertEquals(new BigDecimal("100"), Gtp.decimal(new Args("float", List.of("1e2"), Syntax.PLAIN), 0));
        assertEquals("? syntax error: 'nan' is not a finite number\n\n", engine.execute("float nan"));
        assertEquals("? syntax error: '0x10' is not a number\n\n", engine.execute("float 0x10"));
        assertEquals("? syntax error: '1e39' is out of range; a GTP float is a 32-bit IEEE 754 number, from "
                + "-3.4028235E38 to 3.4028235E38\n\n", engine.execute("float 1e39"));
    }

    @Test
    void failures_areOneLine() {
        LineEngine engine = Gtp.engine("x", "1").register("two", args -> {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "first\nsecond\r\n");
        });
        assertEquals("? first second\n\n", engine.execute("two"));
    }
}
