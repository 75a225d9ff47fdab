package io.tabula.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * One rule for every SZ: a supported board is read, anything else is an error naming the
 * value and the sizes there are. (Go read {@code SZ[9.5]} and {@code SZ[99999999999999999999]}
 * as 19 with a warning, but refused {@code SZ[2147483647]}.)
 */
class SgfBoardSizeTest {
    private static final SgfBoardSize GO = new SgfBoardSize("Go", 19, 2, 25);
    private static final String RANGE = "; Tabula plays Go on square boards from 2x2 to 25x25 (SZ[2] to SZ[25])";

    private static int size(String sgf) {
        return GO.of(SgfParser.parse(sgf).first());
    }

    private static String error(String sgf) {
        return assertThrows(SgfException.class, () -> size(sgf)).getMessage();
    }

    @Test
    void absent_isTheGamesDefault() {
        assertEquals(19, size("(;GM[1])"));
    }

    @ParameterizedTest
    @CsvSource({"9, 9", "' 13 ', 13", "2, 2", "25, 25", "019, 19", "+9, 9", "19:19, 19", "' 9 : 9 ', 9"})
    void supportedBoards_areRead(String value, int expected) {
        assertEquals(expected, size("(;SZ[" + value + "])"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"9.5", "big", "", "1e3", "0x13", "nine", "19:", ":19", "9 9", "１９"})
    void malformedNumbers_areErrors(String value) {
        assertEquals("1:5: SZ[" + value + "]: not a whole number" + RANGE, error("(;SZ[" + value + "])"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-19", "-99999999999999999999"})
    void negativeSizes_areErrors(String value) {
        assertEquals("1:5: SZ[" + value + "]: negative" + RANGE, error("(;SZ[" + value + "])"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "1", "26", "2147483647", "2147483648", "99999999999999999999",
            "9223372036854775808", "00000000000000000000000000000000019000"})
    void sizesOutOfRange_areErrors(String value) {
        assertEquals("1:5: SZ[" + value + "]: out of range" + RANGE, error("(;SZ[" + value + "])"));
    }

    @Test
    void rectangles_areErrors() {
        assertEquals("1:5: SZ[19:13]: the board is not square (19 columns, 13 rows)" + RANGE, error("(;SZ[19:13])"));
        assertEquals("1:5: SZ[1:2:3]: not a board size (one number, or columns:rows)" + RANGE, error("(;SZ[1:2:3])"));
    }

    @Test
    void longOrControlValues_areShownShortOnOneLine() {
        String message = error("(;SZ[" + "7".repeat(100_000) + "])");
        assertEquals("1:5: SZ[" + "7".repeat(40) + "...]: out of range" + RANGE, message);
        assertEquals("1:5: SZ[1?9]: not a whole number" + RANGE, error("(;SZ[1\n9])"));
    }

    @Test
    void constructor_defaultOutsideTheRange_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new SgfBoardSize("Go", 30, 2, 25));
    }
}
