package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code tabula gtp} as a controller meets it: GTP on standard input and output. */
class GtpCommandTest {

    record Run(int status, String out, String err) {
    }

    static Run gtp(String input, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "gtp";
        System.arraycopy(options, 0, args, 1, options.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), GameRegistry.installed());
        return new Run(status, out.toString(), err.toString());
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
    void help_listsTheGtpCommand() {
        StringWriter out = new StringWriter();
        Tabula.run(new String[] {"--help"}, new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), GameRegistry.installed());
        assertTrue(out.toString().contains("gtp"), out.toString());
    }
}
