package io.tabula.fuzzing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import org.junit.jupiter.api.Test;

class EditTest {
    private static final List<String> CORPUS = List.of("(;SZ[9];B[ee])", "h8 i9");

    private static String apply(Edit.Kind kind, double at, double span, String text, int other, String document) {
        return new Edit(kind, at, span, text, other).apply(document, CORPUS);
    }

    @Test
    void characterEdits_changeTheRunAtTheirPlace() {
        assertEquals("(;SZ[9]B[ee])", apply(Edit.Kind.DELETE_CHARACTERS, 7 / 14.0, 0, "", 0, "(;SZ[9];B[ee])"));
        assertEquals("(;SZ[9];;B[ee])", apply(Edit.Kind.INSERT, 7 / 14.0, 0, ";", 0, "(;SZ[9];B[ee])"));
        assertEquals("((;SZ[9];B[ee])", apply(Edit.Kind.DUPLICATE_CHARACTERS, 0, 0, "", 0, "(;SZ[9];B[ee])"));
        assertEquals(");SZ[9];B[ee](", apply(Edit.Kind.SWAP_CHARACTERS, 0, 1, "", 0, "(;SZ[9];B[ee])"));
        assertEquals("(;sz[9];B[ee])", apply(Edit.Kind.FLIP_CASE, 2 / 14.0, 1.5 / 63, "", 0, "(;SZ[9];B[ee])"));
    }

    @Test
    void tokenEdits_changeWholeWordsNumbersOrPunctuation() {
        assertEquals(" i9", apply(Edit.Kind.DELETE_TOKEN, 0, 0, "", 0, "h8 i9"));
        assertEquals("h8 i9i9", apply(Edit.Kind.DUPLICATE_TOKEN, 1, 0, "", 0, "h8 i9"));
        assertEquals("i9 h8", apply(Edit.Kind.SWAP_TOKENS, 0, 1, "", 0, "h8 i9"));
        assertEquals("h8 pass", apply(Edit.Kind.REPLACE_TOKEN, 1, 0, "pass", 0, "h8 i9"));
    }

    @Test
    void extremeNumber_replacesANumberOfTheDocument() {
        int huge = Edit.EXTREME_NUMBERS.indexOf("99999999999999999999");
        assertEquals("(;SZ[99999999999999999999];B[ee])",
                apply(Edit.Kind.EXTREME_NUMBER, 0, 0, "", huge, "(;SZ[9];B[ee])"));
    }

    @Test
    void replaceQuoted_changesAValueAndKeepsTheJsonAroundIt() {
        assertEquals("{\"game\": \"GO\\\"\\u000a\", \"variant\": \"chinese\"}",
                apply(Edit.Kind.REPLACE_QUOTED, 0.4, 0, "GO\"\n", 0, "{\"game\": \"go\", \"variant\": \"chinese\"}"));
    }

    @Test
    void splice_joinsTheStartOfOneDocumentToTheEndOfAnother() {
        assertEquals("(;SZ[9];i9", apply(Edit.Kind.SPLICE, 8 / 14.0, 3 / 5.0, "", 1, "(;SZ[9];B[ee])"));
    }

    @Test
    void longToken_insertsThousandsOfCharacters() {
        String out = apply(Edit.Kind.LONG_TOKEN, 1, 0, "ab", 500, "h8");
        assertEquals(2 + 1_500, out.length());
        assertTrue(out.startsWith("h8abab"));
    }

    @Test
    void edits_ofAnEmptyDocument_doNotFail() {
        for (Edit.Kind kind : Edit.Kind.values()) {
            apply(kind, 0.5, 0.5, "x", 3, "");
        }
    }

    @Test
    void mutants_areMostlyNotTheDocumentsThemselves() {
        Arbitrary<String> mutants = FuzzText.mutants(CORPUS, "()[];");
        long changed = mutants.sampleStream().limit(200).filter(text -> !CORPUS.contains(text)).count();
        assertFalse(changed < 150, changed + " of 200 changed");
    }
}
