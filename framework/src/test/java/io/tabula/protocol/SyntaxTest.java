package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading whole numbers and quoting words, as every protocol does it. */
class SyntaxTest {

    static long whole(String text, WholeRange range) {
        return Syntax.PLAIN.whole("X", text, range);
    }

    static String refusal(String text, WholeRange range) {
        ProtocolError e = assertThrows(ProtocolError.class, () -> whole(text, range), text);
        assertEquals(ProtocolError.Basic.SYNTAX, e.kind());
        return e.getMessage();
    }

    @Test
    void wholeNumbers_areAsciiDigitsAfterAnOptionalMinus() {
        assertEquals(12, whole("012", WholeRange.ANY));
        assertEquals(0, whole("-0", WholeRange.of(0, 5)));
        assertEquals(-7, whole("-7", WholeRange.ANY));
        for (String bad : List.of("", "-", "+1", "1.0", "1e3", "0x1", "\u0663", "1 2", "--1")) {
            assertEquals("X: '" + Syntax.printable(bad) + "' is not a whole number", refusal(bad, WholeRange.ANY));
        }
    }

    @Test
    void numbersBeyondALong_saturate_soTheyAreOutOfRangeNotMalformed() {
        assertEquals(Long.MAX_VALUE, whole("99999999999999999999999", WholeRange.ANY));
        assertEquals(Long.MIN_VALUE, whole("-99999999999999999999999", WholeRange.ANY));
        assertEquals("X: -99999999999999999999999 is negative", refusal("-99999999999999999999999", WholeRange.of(0, 9)));
    }

    @Test
    void ranges_sayWhichEndIsPassed() {
        assertEquals("X: 10 is out of range; at most 9", refusal("10", WholeRange.of(0, 9)));
        assertEquals("X: 4 is out of range; at least 5", refusal("4", WholeRange.of(5, 9)));
        assertEquals("X: -4 is out of range; at least 5", refusal("-4", WholeRange.of(5, 9)));
        assertEquals("X: -1 is negative; it takes bytes, 0 or more", refusal("-1", WholeRange.of(0, 9).counting("bytes")));
        assertThrows(IllegalArgumentException.class, () -> WholeRange.of(2, 1));
    }

    @Test
    void printable_cutsAtFortyCharacters_andMasksTheUnprintable() {
        assertEquals("a?b?c", Syntax.printable("a\u0000b\u2603c"));
        assertEquals("x".repeat(40) + "...", Syntax.printable("x".repeat(41)));
        assertEquals("?", Syntax.printable("\uD83D\uDE00"), "one character, though two chars");
    }

    @Test
    void argumentCounts_inPlainWords() {
        Args none = new Args("START", List.of(), Syntax.PLAIN);
        assertEquals("START takes one argument, not ''", assertThrows(ProtocolError.class, () -> none.exactly(1))
                .getMessage());
        Args three = new Args("GO", List.of("a", "b", "c"), Syntax.PLAIN);
        assertEquals("GO takes no arguments, not 'a b c'", assertThrows(ProtocolError.class, () -> three.exactly(0))
                .getMessage());
        assertEquals("GO takes at least 4 arguments, not 'a b c'", assertThrows(ProtocolError.class,
                () -> three.atLeast(4)).getMessage());
        assertEquals("GO takes 1 to 2 arguments, not 'a b c'", assertThrows(ProtocolError.class,
                () -> three.between(1, 2)).getMessage());
        assertEquals(3, three.between(3, 3).size());
    }
}
