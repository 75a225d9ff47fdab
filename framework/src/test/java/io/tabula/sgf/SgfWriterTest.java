package io.tabula.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class SgfWriterTest {

    @Test
    void write_propertiesInCanonicalOrderUnknownOnesLastAsGiven() {
        SgfNode node = SgfNode.builder().add("C", "hi").add("ZZ", "z").add("B", "aa").add("GM", "1")
                .add("YY", "y").add("AB", "bb").add("FF", "4").build();
        assertEquals("(;FF[4]GM[1]AB[bb]B[aa]C[hi]ZZ[z]YY[y])\n", SgfWriter.write(node));
    }

    @Test
    void write_escapesBracketsBackslashesAndExtraColonsOfComposeValues() {
        SgfNode node = SgfNode.builder().add("C", "a]b\\c:d").add("LB", "aa:x:y").add("AP", "Tabula:0.1.0").build();
        assertEquals("(;AP[Tabula:0.1.0]C[a\\]b\\\\c:d]LB[aa:x\\:y])\n", SgfWriter.write(node));
    }

    @Test
    void write_variations_eachInParenthesesOneNodeALine() {
        SgfNode tree = SgfParser.parse("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))").first();
        assertEquals("(;GM[1]\n;B[aa]\n(;W[bb]\n;B[cc])\n(;W[dd]))\n", SgfWriter.write(tree));
    }

    @Test
    void write_collection_writesEveryTree() {
        SgfCollection two = SgfParser.parse("(;GN[a])(;GN[b])").collection();
        assertEquals("(;GN[a])\n(;GN[b])\n", SgfWriter.write(two));
    }

    @Test
    void node_rejectsIdentifiersThatAreNotUpperCaseAndPropertiesWithoutValues() {
        assertThrows(IllegalArgumentException.class, () -> SgfNode.of("Bx", "aa"));
        assertThrows(IllegalArgumentException.class, () -> SgfNode.of("B1", "aa"));
        assertThrows(IllegalArgumentException.class, () -> SgfNode.builder().add("B", List.of()).build());
    }

    @Test
    void node_equality_ignoresPropertyOrderAndPositionsButNotValueOrder() {
        SgfNode a = SgfParser.parse("(;GM[1]AB[aa][bb])").first();
        SgfNode b = SgfParser.parse("(\n\n ;AB[aa][bb]GM[1])").first();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, SgfParser.parse("(;GM[1]AB[bb][aa])").first());
        assertNotEquals(a, a.withChildren(List.of(SgfNode.of("B", "cc"))));
    }

    @Test
    void bytes_encodeInTheRootsCharacterSet() {
        SgfCollection latin = SgfCollection.of(SgfNode.builder().add("CA", "ISO-8859-1").add("C", "café").build());
        byte[] bytes = SgfWriter.bytes(latin);
        assertEquals("(;CA[ISO-8859-1]C[café])\n", new String(bytes, StandardCharsets.ISO_8859_1));
        assertEquals(latin, SgfParser.parse(bytes).collection());
        SgfCollection cannot = SgfCollection.of(SgfNode.builder().add("CA", "US-ASCII").add("C", "café").build());
        assertThrows(SgfException.class, () -> SgfWriter.bytes(cannot));
    }

    @Test
    void roundTrip_testFiles_parseWriteParseGivesAnEqualTree() {
        for (String name : List.of("features.sgf", "gnugo-9x9.sgf", "gnugo-19x19.sgf", "gnugo-13x13-handicap2.sgf",
                "gnugo-printsgf-handicap.sgf")) {
            SgfCollection read = SgfParser.parse(SgfParserTest.resource(name)).collection();
            String written = SgfWriter.write(read);
            SgfParse again = SgfParser.parse(written);
            assertEquals(read, again.collection(), name);
            assertEquals(List.of(), again.warnings(), name);
            assertEquals(written, SgfWriter.write(again.collection()), name + ": writing is stable");
        }
    }

    @Test
    void roundTrip_longMainLine_withoutRecursion() {
        SgfNode tail = null;
        for (int i = 0; i < 50_000; i++) {
            SgfNode.Builder b = SgfNode.builder().add(i % 2 == 0 ? "W" : "B", "aa");
            tail = tail == null ? b.build() : b.child(tail).build();
        }
        SgfNode root = SgfNode.builder().add("GM", "1").child(tail).build();
        SgfNode back = SgfParser.parse(SgfWriter.write(root)).first();
        assertEquals(root, back);
        assertEquals(50_001, back.size());
    }

    /** Characters that SGF treats specially, white space of every kind, and some beyond ASCII. */
    private static final String ALPHABET = "ab:]\\[();\n\r\t é漢";
    private static final List<String> IDS = List.of("B", "W", "AB", "C", "LB", "SZ", "AP", "GN", "XX", "TABULA");

    @Property(tries = 300)
    void roundTrip_randomTrees_parseOfWriteEqualsTheTree(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        SgfCollection collection = new SgfCollection(List.of(randomTree(random, 0), randomTree(random, 0)));
        String written = SgfWriter.write(collection);
        SgfParse parse = SgfParser.parse(written);
        assertEquals(collection, parse.collection(), written);
        assertEquals(List.of(), parse.warnings(), written);
    }

    private static SgfNode randomTree(SplittableRandom random, int depth) {
        SgfNode.Builder b = SgfNode.builder();
        int properties = random.nextInt(4);
        for (int i = 0; i < properties; i++) {
            String id = IDS.get(random.nextInt(IDS.size()));
            List<String> values = new ArrayList<>();
            int count = 1 + random.nextInt(3);
            for (int v = 0; v < count; v++) {
                StringBuilder value = new StringBuilder();
                int length = random.nextInt(6);
                for (int c = 0; c < length; c++) {
                    value.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                }
                values.add(value.toString());
            }
            b.add(id, values);
        }
        int children = depth > 4 ? 0 : random.nextInt(depth == 0 ? 2 : 4) == 0 ? 0 : 1 + random.nextInt(3);
        for (int i = 0; i < children; i++) {
            b.child(randomTree(random, depth + 1));
        }
        return b.build();
    }

    @Test
    void write_neverWritesSoftLineBreaks() {
        SgfNode node = SgfNode.of("C", "ends with a backslash\\", "\\\nnot soft");
        String written = SgfWriter.write(node);
        assertTrue(written.contains("\\\\]"), written);
        assertEquals(node, SgfParser.parse(written).first());
    }
}
