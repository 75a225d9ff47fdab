package io.tabula.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tabula.fuzzing.FuzzText;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * The tolerant SGF reader on mutated real files and noise (docs/FUZZING.md): it reads a
 * collection (with warnings) or fails with an {@link SgfException} that says why, never
 * anything else; and what it reads, the writer writes so that it reads back the same.
 */
@Tag("fuzz")
class SgfParserFuzzTest {
    static final List<String> CORPUS = FuzzText.resources(SgfParserFuzzTest.class, "/sgf/features.sgf",
            "/sgf/gnugo-9x9.sgf", "/sgf/gnugo-19x19.sgf", "/sgf/gnugo-13x13-handicap2.sgf",
            "/sgf/gnugo-printsgf-handicap.sgf");
    /** SGF's punctuation, escapes, identifiers' letters and point letters. */
    static final String SYNTAX = "()[];:\\\n ABCDGKLMNOPRSTUWZabcdefst";

    @Provide
    Arbitrary<String> sgf() {
        return FuzzText.mutants(CORPUS, SYNTAX);
    }

    /** Mutated files as bytes, some with bytes that are not UTF-8 and some with a CA property naming any charset. */
    @Provide
    Arbitrary<byte[]> sgfBytes() {
        Arbitrary<String> charset = Arbitraries.of("UTF-8", "ISO-8859-1", "GB2312", "Shift_JIS", "UTF-16", "nonsense",
                "", "x-unknown-\u00e9", "UTF-8\u0000");
        return Combinators.combine(sgf(), charset, Arbitraries.bytes().array(byte[].class).ofMaxSize(8),
                        Arbitraries.doubles().between(0, 1))
                .as((text, ca, noise, at) -> {
                    byte[] document = ("(;CA[" + ca + "]" + text).getBytes(StandardCharsets.UTF_8);
                    int where = (int) (at * document.length);
                    byte[] out = new byte[document.length + noise.length];
                    System.arraycopy(document, 0, out, 0, where);
                    System.arraycopy(noise, 0, out, where, noise.length);
                    System.arraycopy(document, where, out, where + noise.length, document.length - where);
                    return out;
                });
    }

    @Property
    void text_isReadOrRefusedWithAReason_andWhatIsReadWritesBackTheSame(@ForAll("sgf") String text) {
        SgfParse parse;
        try {
            parse = SgfParser.parse(text);
        } catch (SgfException e) {
            assertFalse(e.getMessage().isBlank());
            return;
        }
        for (SgfNode game : parse.collection().games()) {
            SgfParse again = SgfParser.parse(SgfWriter.write(game));
            assertEquals(List.of(), again.warnings());
            assertEquals(game, again.first());
        }
    }

    @Property
    void bytes_areReadOrRefusedWithAReason(@ForAll("sgfBytes") byte[] bytes) {
        try {
            SgfParser.parse(bytes);
        } catch (SgfException e) {
            assertFalse(e.getMessage().isBlank());
        }
    }
}
