package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The Gomocup framing alone: line ends, names in any case, bare answers, UNKNOWN and ERROR. */
class GomocupTest {

    static LineEngine engine() {
        LineEngine engine = Gomocup.engine();
        return engine.register("ABOUT", args -> "name=\"x\"")
                .register("START", args -> {
                    args.exactly(1);
                    return "OK " + args.whole(0);
                })
                .register("INFO", args -> null)
                .register("FAIL", args -> {
                    throw new ProtocolError(ProtocolError.Basic.OUT_OF_TURN, "not\nnow");
                })
                .register("END", args -> {
                    engine.stop();
                    return null;
                });
    }

    static String session(String input) {
        return Sessions.run(engine(), input);
    }

    @Test
    void crLfAndLoneCr_endLines_andNamesMatchInAnyCase() {
        assertEquals("OK 15\nname=\"x\"\nOK 9\n", session("start 15\r\nAbout\rSTART\t9\r\r\n"));
    }

    @Test
    void commandsWithoutAnAnswer_writeNothing_andEndStops() {
        assertEquals("OK 1\n", session("INFO timeout_turn 5\nSTART 1\nEND\nSTART 2\n"));
    }

    @Test
    void unknownCommands_areUnknown_andFailuresErrorsOnOneLine() {
        LineEngine engine = engine();
        assertEquals("UNKNOWN unknown command 'garbage'\n", engine.execute("garbage in"));
        assertEquals("ERROR not now\n", engine.execute("FAIL"));
        assertEquals("ERROR START takes one argument, not ''\n", engine.execute("START"));
        assertEquals("ERROR START: '1.5' is not a whole number\n", engine.execute("START 1.5"));
        assertNull(engine.execute(" \t \u0001"));
    }

    @Test
    void aLineTooLong_isOneError() {
        String huge = "START " + "9".repeat(LineEngine.MAX_LINE);
        assertEquals("ERROR line longer than " + LineEngine.MAX_LINE + " characters\nOK 3\n",
                session(huge + "\r\nSTART 3\r\n"));
    }
}
