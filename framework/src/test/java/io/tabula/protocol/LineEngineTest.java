package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The engine alone, on a tiny protocol of its own: a command is {@code [id:]NAME words}, a
 * success is {@code +id result} (nothing for a null result), a failure {@code -id KIND message},
 * both one line; names are matched in lower case; {@code SUM} reads the lines after it as numbers until {@code END}.
 */
class LineEngineTest {

    /** The tiny protocol's framing: ids before a colon, kinds named in failures. */
    static final class Tiny implements Framing {
        @Override
        public boolean carriageReturnEndsLine() {
            return false;
        }

        @Override
        public String clean(String line) {
            return line.replaceAll("\\p{Cntrl}", "").strip();
        }

        @Override
        public Request request(String line) {
            if (line.isEmpty()) {
                return null;
            }
            String id = "";
            int colon = line.indexOf(':');
            if (colon >= 0) {
                id = line.substring(0, colon);
                line = line.substring(colon + 1).strip();
            }
            List<String> words = new ArrayList<>(List.of(line.split(" +")));
            String command = words.remove(0);
            return new Request(id, command, words);
        }

        @Override
        public String key(String command) {
            return command.toLowerCase(Locale.ROOT);
        }

        @Override
        public boolean canSend(String command) {
            return command.matches("[A-Za-z]+");
        }

        @Override
        public String success(Request request, String result) {
            return result == null ? null : "+" + request.id() + " " + result + "\n";
        }

        @Override
        public String failure(Request request, ProtocolError error) {
            return "-" + request.id() + " " + error.kind() + " " + error.getMessage() + "\n";
        }

        @Override
        public Syntax syntax() {
            return Syntax.PLAIN;
        }
    }

    static LineEngine tiny() {
        LineEngine engine = new LineEngine(new Tiny());
        return engine.register("echo", Args::rest)
                .register("pair", args -> {
                    args.exactly(2);
                    return args.get(1) + " " + args.get(0);
                })
                .register("age", args -> {
                    args.exactly(1);
                    return Long.toString(args.whole(0, new WholeRange(0, 150, "years")));
                })
                .register("fail", args -> {
                    throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE);
                })
                .register("crash", args -> {
                    throw new IllegalStateException("boom");
                })
                .register("sum", args -> {
                    args.exactly(0);
                    engine.startBlock(new Sum());
                    return null;
                })
                .register("bye", args -> {
                    engine.stop();
                    return "bye";
                });
    }

    /** Adds the numbers on the lines after SUM; answers the total at END, or refuses a bad line at once. */
    static final class Sum implements Block {
        private long total;
        private boolean done;

        @Override
        public String line(String line) {
            if (line.equals("END")) {
                done = true;
                return Long.toString(total);
            }
            total += Syntax.PLAIN.whole("SUM", line, WholeRange.ANY);
            return null;
        }

        @Override
        public boolean done() {
            return done;
        }
    }

    @Test
    void commands_areDispatchedByTheFramingsNames_andAnsweredWithTheirIds() {
        assertEquals("+1 a b\n+ y x\n+7 \n", Sessions.run(tiny(), "1: echo a b\nPAIR x y\n7:Echo\n"));
    }

    @Test
    void blankLines_getNoAnswer() {
        assertNull(tiny().execute("  \u0001 "));
        assertEquals("+ x\n", Sessions.run(tiny(), "\n\n \necho x\n\n"));
    }

    @Test
    void unknownCommands_areUnknownInTheSyntaxsWords() {
        assertEquals("-3 UNKNOWN_COMMAND unknown command 'nosuch'\n", tiny().execute("3: nosuch 1 2"));
    }

    @Test
    void aLineWithOnlyAnId_isASyntaxError() {
        assertTrue(tiny().execute("4:").startsWith("-4 SYNTAX "));
    }

    @Test
    void protocolErrors_areAnsweredWithTheirKind_andTheSessionGoesOn() {
        assertEquals("-1 ILLEGAL_MOVE illegal move\n+2 on\n", Sessions.run(tiny(), "1: fail\n2: echo on\n"));
    }

    @Test
    void otherExceptions_areInternalErrors_andTheSessionGoesOn() {
        assertEquals("-5 INTERNAL internal error: java.lang.IllegalStateException: boom\n+6 alive\n",
                Sessions.run(tiny(), "5: crash\n6: echo alive\n"));
    }

    @Test
    void argumentCounts_areCheckedInThePlainWords() {
        assertEquals("- SYNTAX pair takes 2 arguments, not 'x'\n", tiny().execute("pair x"));
        assertEquals("- SYNTAX pair takes 2 arguments, not 'x y z'\n", tiny().execute("pair x y z"));
    }

    @Test
    void wholeNumbers_sayWhatIsWrong() {
        LineEngine engine = tiny();
        assertEquals("+ 42\n", engine.execute("age 42"));
        assertEquals("+ 7\n", engine.execute("age 007"));
        assertEquals("- SYNTAX age: 'x' is not a whole number\n", engine.execute("age x"));
        assertEquals("- SYNTAX age: '+5' is not a whole number\n", engine.execute("age +5"));
        assertEquals("- SYNTAX age: '4.5' is not a whole number\n", engine.execute("age 4.5"));
        assertEquals("- SYNTAX age: '--1' is not a whole number\n", engine.execute("age --1"));
        assertEquals("- SYNTAX age: -1 is negative; it takes years, 0 or more\n", engine.execute("age -1"));
        assertEquals("- SYNTAX age: 151 is out of range; at most 150\n", engine.execute("age 151"));
        assertEquals("- SYNTAX age: 99999999999999999999999 is out of range; at most 150\n",
                engine.execute("age 99999999999999999999999"));
    }

    @Test
    void aBlock_takesTheFollowingLines_andAnswersForItsCommand() {
        LineEngine engine = tiny();
        assertNull(engine.execute("9: sum"));
        assertTrue(engine.inBlock());
        assertNull(engine.execute("2"));
        assertNull(engine.execute(" 40 "));
        assertEquals("+9 42\n", engine.execute("END"));
        assertFalse(engine.inBlock());
        assertEquals("+ after\n", engine.execute("echo after"));
    }

    @Test
    void aBlockThatFails_answersForItsCommand_andGoesOnUntilDone() {
        LineEngine engine = tiny();
        engine.execute("8: sum");
        assertEquals("-8 SYNTAX SUM: 'x' is not a whole number\n", engine.execute("x"));
        assertTrue(engine.inBlock());
        assertNull(engine.execute("1"));
        assertEquals("+8 1\n", engine.execute("END"));
    }

    @Test
    void aLineTooLong_isConsumedAndRefused_andTheNextOneAnswered() {
        String huge = "3: echo " + "x".repeat(LineEngine.MAX_LINE * 2);
        assertEquals("-3 SYNTAX line longer than " + LineEngine.MAX_LINE + " characters\n+4 after\n",
                Sessions.run(tiny(), huge + "\n4: echo after\n"));
    }

    @Test
    void aLineOfExactlyTheLimit_isRead() {
        String line = "echo " + "y".repeat(LineEngine.MAX_LINE - 5);
        assertEquals(LineEngine.MAX_LINE, line.length());
        assertEquals("+ " + line.substring(5) + "\n", Sessions.run(tiny(), line + "\n"));
    }

    @Test
    void aLineTooLongInsideABlock_goesToTheBlock() {
        String huge = "x".repeat(LineEngine.MAX_LINE + 1);
        assertEquals("- SYNTAX line longer than " + LineEngine.MAX_LINE + " characters\n+ 5\n",
                Sessions.run(tiny(), "sum\n" + huge + "\n5\nEND\n"));
    }

    @Test
    void stop_endsTheRunAfterItsAnswer() {
        LineEngine engine = tiny();
        assertEquals("+1 bye\n", Sessions.run(engine, "1: bye\n2: echo never\n"));
        assertTrue(engine.stopped());
    }

    @Test
    void endOfInput_endsTheRun_withOrWithoutAFinalLineEnd() {
        assertEquals("+ a\n", Sessions.run(tiny(), "echo a"));
        assertEquals("", Sessions.run(tiny(), ""));
    }

    @Test
    void register_refusesNamesTheFramingCannotSend_andListsTheOthersInOrder() {
        LineEngine engine = tiny();
        for (String bad : List.of("", "two words", "x1")) {
            assertThrows(IllegalArgumentException.class, () -> engine.register(bad, args -> ""), bad);
        }
        assertEquals(List.of("echo", "pair", "age", "fail", "crash", "sum", "bye"), engine.commands());
        engine.register("ECHO", args -> "replaced");
        assertEquals(7, engine.commands().size());
        assertTrue(engine.knows("Echo"));
        assertFalse(engine.knows("nosuch"));
        assertEquals("+ replaced\n", engine.execute("echo x"));
    }
}
