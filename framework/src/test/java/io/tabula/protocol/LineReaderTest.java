package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    static List<String> lines(Reader in, int limit, boolean carriageReturnEnds) throws IOException {
        LineReader reader = new LineReader(in, limit, carriageReturnEnds);
        List<String> out = new ArrayList<>();
        String line;
        while ((line = reader.next()) != null) {
            out.add(reader.truncated() ? "cut:" + line : line);
        }
        return out;
    }

    @Test
    void lineFeedsEndLines_carriageReturnsOnlyWhenAsked() throws IOException {
        assertEquals(List.of("a\rb", "", "c\r"), lines(new StringReader("a\rb\n\nc\r\n"), 100, false));
        assertEquals(List.of("a", "b", "", "c"), lines(new StringReader("a\rb\n\nc\r\n"), 100, true));
        assertEquals(List.of("a", ""), lines(new StringReader("a\r\r\n"), 100, true));
    }

    @Test
    void aCrLfSplitBetweenTwoReads_isOneLineEnd() throws IOException {
        // A reader that hands out one character per read, so that CR and LF come in separate reads.
        Reader trickle = new StringReader("x\r\ny") {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                return super.read(buffer, offset, Math.min(length, 1));
            }
        };
        assertEquals(List.of("x", "y"), lines(trickle, 100, true));
    }

    @Test
    void longLines_areCutAndMarked_andTheNextLineIsWhole() throws IOException {
        LineReader reader = new LineReader(new StringReader("abcdefgh\nok"), 3, false);
        assertEquals("abc", reader.next());
        assertTrue(reader.truncated());
        assertEquals("ok", reader.next());
        assertFalse(reader.truncated());
        assertNull(reader.next());
    }
}
