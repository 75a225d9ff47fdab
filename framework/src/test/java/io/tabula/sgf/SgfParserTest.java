package io.tabula.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfParserTest {

    static String resource(String name) {
        try (InputStream in = SgfParserTest.class.getResourceAsStream("/sgf/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource sgf/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static SgfNode root(String text) {
        return SgfParser.parse(text).first();
    }

    private static List<String> warningTexts(SgfParse parse) {
        return parse.warnings().stream().map(SgfWarning::toString).toList();
    }

    @Test
    void parse_features_readsEveryRootPropertyWithEscapesResolved() {
        SgfParse parse = SgfParser.parse(resource("features.sgf"));
        SgfNode root = parse.first();
        assertEquals(List.of(), parse.warnings());
        assertEquals(List.of("4"), root.values("FF"));
        assertEquals(List.of("9"), root.values("SZ"));
        assertEquals(List.of("6.5"), root.values("KM"));
        assertEquals(List.of("Japanese"), root.values("RU"));
        assertEquals("Black ] Player", root.value("PB").orElseThrow());
        assertEquals("White\\Player", root.value("PW").orElseThrow());
        assertEquals("2024-05-01", root.value("DT").orElseThrow());
        assertEquals(List.of("cc:dd"), root.values("AB"), "a compressed list is kept as written");
        assertEquals(List.of("gg"), root.values("AW"));
        assertEquals(List.of("W"), root.values("PL"));
        assertEquals("A comment with a softline break and an escaped ] bracket.", root.value("C").orElseThrow());
    }

    @Test
    void parse_unknownProperty_isKeptWithAllItsValues() {
        SgfNode root = SgfParser.parse(resource("features.sgf")).first();
        assertEquals(List.of("kept", "twice"), root.values("XZ"));
        assertTrue(SgfWriter.write(root).contains("XZ[kept][twice]"), SgfWriter.write(root));
    }

    @Test
    void parse_variations_keepsMainLineFirstAndEveryBranch() {
        SgfNode root = SgfParser.parse(resource("features.sgf")).first();
        assertEquals(1, root.children().size());
        SgfNode first = root.children().get(0);
        assertEquals(List.of("ee"), first.values("W"));
        assertEquals(2, first.children().size());
        List<SgfNode> main = root.mainLine();
        assertEquals(6, main.size());
        assertEquals(List.of("ef"), main.get(2).values("B"));
        assertEquals(List.of("tt"), main.get(3).values("W"));
        assertEquals(List.of("fe"), main.get(4).values("B"));
        assertEquals(List.of(""), main.get(5).values("W"));
        SgfNode variation = first.children().get(1);
        assertEquals(List.of("de"), variation.values("B"));
        assertEquals(List.of("variation"), variation.values("N"));
        assertTrue(variation.children().isEmpty());
        assertEquals(7, root.size());
    }

    @Test
    void parse_positions_areLineAndColumnOfNodePropertyAndValue() {
        SgfNode root = SgfParser.parse(resource("features.sgf")).first();
        SgfNode first = root.children().get(0);
        assertEquals(new SgfPosition(1, 2), root.position().orElseThrow());
        assertEquals(new SgfPosition(5, 1), first.position().orElseThrow());
        assertEquals(new SgfPosition(5, 2), first.position("W").orElseThrow());
        assertEquals(new SgfPosition(5, 3), first.valuePosition("W", 0).orElseThrow());
        assertEquals(new SgfPosition(2, 35), root.valuePosition("XZ", 1).orElseThrow());
    }

    @Test
    void tokenizer_crlfText_countsLinesOnceAndResolvesEscapes() {
        List<SgfWarning> warnings = new ArrayList<>();
        SgfTokenizer tokenizer = new SgfTokenizer("(;C[a\\]b\\\r\nc]\r\n;B[aa])", warnings);
        List<SgfToken> tokens = new ArrayList<>();
        for (SgfToken t = tokenizer.next(); t.kind() != SgfToken.Kind.END; t = tokenizer.next()) {
            tokens.add(t);
        }
        assertEquals(List.of(SgfToken.Kind.OPEN, SgfToken.Kind.SEMICOLON, SgfToken.Kind.IDENTIFIER,
                SgfToken.Kind.VALUE, SgfToken.Kind.SEMICOLON, SgfToken.Kind.IDENTIFIER, SgfToken.Kind.VALUE,
                SgfToken.Kind.CLOSE), tokens.stream().map(SgfToken::kind).toList());
        assertEquals("a]bc", tokens.get(3).text(), "escaped bracket kept, soft CRLF line break removed");
        assertEquals(new SgfPosition(1, 4), tokens.get(3).position());
        assertEquals(new SgfPosition(3, 1), tokens.get(4).position());
        assertEquals(new SgfPosition(3, 3), tokens.get(6).position());
        assertEquals(List.of(), warnings);
    }

    @Test
    void parse_escapes_backslashBeforeAnyCharacterTakesItAsIs() {
        SgfNode root = root("(;C[\\\\ \\] \\: \\a]LB[aa:x\\:y])");
        assertEquals("\\ ] : a", root.value("C").orElseThrow());
        assertEquals("aa:x:y", root.value("LB").orElseThrow());
    }

    @Test
    void parse_softLineBreaks_areRemovedButHardOnesKept() {
        assertEquals("ab", root("(;C[a\\\nb])").value("C").orElseThrow());
        assertEquals("ab", root("(;C[a\\\rb])").value("C").orElseThrow());
        assertEquals("ab", root("(;C[a\\\n\rb])").value("C").orElseThrow());
        assertEquals("a\nb", root("(;C[a\nb])").value("C").orElseThrow());
        assertEquals("a\r\nb", root("(;C[a\r\nb])").value("C").orElseThrow(), "values are kept as written");
    }

    @Test
    void parse_textBeforeTheFirstTree_isSkippedQuietly() {
        SgfParse parse = SgfParser.parse("From: someone\nSubject: [a game]\n\n(;GM[1]SZ[9])");
        assertEquals(List.of(), parse.warnings());
        assertEquals(List.of("9"), parse.first().values("SZ"));
    }

    @Test
    void parse_noGameTree_isAnErrorAtTheStart() {
        SgfException e = assertThrows(SgfException.class, () -> SgfParser.parse("just text; B[aa]"));
        assertTrue(e.getMessage().contains("no SGF game tree"), e.getMessage());
        assertThrows(SgfException.class, () -> SgfParser.parse(""));
    }

    @Test
    void parse_lowerCaseInIdentifier_isDroppedWithAWarning() {
        SgfParse parse = SgfParser.parse("(;GaMe[1]\n;AddBlack[aa])");
        assertEquals(List.of("1"), parse.first().values("GM"));
        assertEquals(List.of("aa"), parse.first().children().get(0).values("AB"));
        assertEquals(List.of("1:3: property identifier GaMe read as GM (lower-case letters dropped)",
                "2:2: property identifier AddBlack read as AB (lower-case letters dropped)"), warningTexts(parse));
    }

    @Test
    void parse_propertyWithoutValue_isDroppedWithItsPosition() {
        SgfParse parse = SgfParser.parse("(;GM[1]\n  C ;B[aa])");
        assertTrue(!parse.first().has("C"));
        assertEquals(List.of("2:3: property C has no value: skipped"), warningTexts(parse));
    }

    @Test
    void parse_propertyTwiceInANode_keepsBothValues() {
        SgfParse parse = SgfParser.parse("(;AB[aa]C[x]AB[bb])");
        assertEquals(List.of("aa", "bb"), parse.first().values("AB"));
        assertEquals(List.of("1:13: property AB is given twice in one node: the values of both are kept"),
                warningTexts(parse));
    }

    @Test
    void parse_strayCharactersAndValues_areSkippedWithPositions() {
        SgfParse parse = SgfParser.parse("(;B[aa] %\n;[bb]W[cc])");
        assertEquals(List.of("aa"), parse.first().values("B"));
        assertEquals(List.of("cc"), parse.first().children().get(0).values("W"));
        assertEquals(List.of("1:9: unexpected '%' skipped", "2:2: a value without a property identifier: skipped"),
                warningTexts(parse));
    }

    @Test
    void parse_unclosedValueAndTree_areClosedAtTheEndWithWarnings() {
        SgfParse parse = SgfParser.parse("(;GM[1]\n;C[never closed");
        assertEquals("never closed", parse.first().children().get(0).value("C").orElseThrow());
        assertEquals(List.of("2:3: the value that begins here is not closed by ']' before the end of the text",
                "1:1: the game tree that begins here is not closed by ')': closed at the end of the text"),
                warningTexts(parse));
    }

    @Test
    void parse_nodeAfterVariations_becomesAnotherVariation() {
        SgfParse parse = SgfParser.parse("(;GM[1](;B[aa])(;B[bb]);B[cc])");
        SgfNode root = parse.first();
        assertEquals(3, root.children().size());
        assertEquals(List.of("cc"), root.children().get(2).values("B"));
        assertEquals(List.of("1:24: a node after the variations of a sequence: read as another variation"),
                warningTexts(parse));
    }

    @Test
    void parse_propertiesWithoutSemicolon_startANode() {
        SgfParse parse = SgfParser.parse("(GM[1]SZ[9])");
        assertEquals(List.of("9"), parse.first().values("SZ"));
        assertEquals(List.of("1:2: property GM outside a node: a node begins here"), warningTexts(parse));
    }

    @Test
    void parse_emptyTreeAndTrailingText_areSkippedWithWarnings() {
        SgfParse parse = SgfParser.parse("()(;GM[1]);B[aa]");
        assertEquals(1, parse.collection().games().size());
        assertEquals(List.of("1:1: an empty game tree '()': skipped", "1:11: text after the end of a game tree ignored"),
                warningTexts(parse));
    }

    @Test
    void parse_collection_keepsEveryGameTree() {
        SgfParse parse = SgfParser.parse("(;GM[1]GN[one])\n(;GM[1]GN[two];B[aa])");
        assertEquals(2, parse.collection().games().size());
        assertEquals("two", parse.collection().games().get(1).value("GN").orElseThrow());
    }

    @Test
    void parse_bytes_decodesByCaOrUtf8OrLatin1() {
        String text = "(;GM[1]C[café])";
        assertEquals("café", SgfParser.parse(text.getBytes(StandardCharsets.UTF_8)).first().value("C").orElseThrow());
        String latin = "(;CA[ISO-8859-1]C[café])";
        SgfParse declared = SgfParser.parse(latin.getBytes(StandardCharsets.ISO_8859_1));
        assertEquals("café", declared.first().value("C").orElseThrow());
        assertEquals(List.of(), declared.warnings());
        SgfParse undeclared = SgfParser.parse(text.getBytes(StandardCharsets.ISO_8859_1));
        assertEquals("café", undeclared.first().value("C").orElseThrow());
        assertEquals(List.of("1:1: the text is not UTF-8 and has no CA property; read as ISO-8859-1"),
                warningTexts(undeclared));
    }

    @Test
    void parse_deeplyNestedVariations_doNotOverflowTheStack() {
        StringBuilder text = new StringBuilder("(;GM[1]");
        int depth = 20_000;
        for (int i = 0; i < depth; i++) {
            text.append("(;C[").append(i).append("]");
        }
        text.append(")".repeat(depth + 1));
        SgfNode root = SgfParser.parse(text.toString()).first();
        assertEquals(depth + 1, root.mainLine().size());
        assertEquals(root, SgfParser.parse(SgfWriter.write(root)).first());
    }
}
