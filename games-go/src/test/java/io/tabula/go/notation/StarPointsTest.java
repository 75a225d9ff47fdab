package io.tabula.go.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The star points of every board size, by name (GTP coordinates, no I). */
class StarPointsTest {

    private static String names(int size) {
        return StarPoints.of(size).stream().map(p -> GtpNotation.point(size, p)).collect(Collectors.joining(" "));
    }

    @ParameterizedTest(name = "{0}x{0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "19; D4 K4 Q4 D10 K10 Q10 D16 K16 Q16",
        "13; D4 G4 K4 D7 G7 K7 D10 G10 K10",
        "9; C3 G3 E5 C7 G7",
        "11; C3 J3 F6 C9 J9",
        "25; D4 N4 W4 D13 N13 W13 D22 N22 W22",
        "12; C3 K3 C10 K10", // third line, as the fixed handicap (GNU Go draws the fourth)
        "14; D4 L4 D11 L11",
        "10; C3 H3 C8 H8",
        "8; C3 F3 C6 F6",
        "7; C3 E3 D4 C5 E5",
        "6; C3 D3 C4 D4",
        "5; B2 D2 C3 B4 D4",
        "3; B2",
        "4; ''",
        "2; ''"})
    void starPoints(int size, String expected) {
        assertEquals(expected, names(size));
    }

    @ParameterizedTest
    @CsvSource({"9, 5", "13, 9", "19, 9", "15, 9", "17, 9", "16, 4", "18, 4", "20, 4", "21, 9", "23, 9"})
    void counts(int size, int count) {
        assertEquals(count, StarPoints.of(size).size(), List.copyOf(StarPoints.of(size)).toString());
    }
}
