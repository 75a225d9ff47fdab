package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.GameDefinition;
import io.tabula.go.rules.ChineseCount;
import io.tabula.go.rules.GoState;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChineseCountTest {
    private static final GoModule MODULE = new GoModule();

    /** A 19x19 board whose first {@code blackColumns} columns are black's (a wall and territory) and the rest white's. */
    private static GoState split(GameDefinition definition, int blackColumns) {
        List<String> rows = new ArrayList<>();
        String row = ".".repeat(blackColumns - 1) + "X" + "O" + ".".repeat(19 - blackColumns - 1);
        for (int y = 0; y < 19; y++) {
            rows.add(row);
        }
        Collections.reverse(rows);
        return (GoState) MODULE.diagrams().fromDiagram(definition, rows, definition.type().side(0));
    }

    @Test
    void chineseCount_komiSevenAndAHalfIsThreeAndThreeQuarterStones() {
        // Black holds 10 columns (190 points), white 9 (171): black 190 against 180.5 + 3.75.
        ChineseCount count = split(MODULE.define("chinese", Map.of()), 10).chineseCount();
        assertEquals(190, count.blackStones());
        assertEquals(new BigDecimal("184.25"), count.needed());
        assertEquals("black 190 of 361 stones, needs 184¼: black wins by 5¾ stones", count.describe());
    }

    @Test
    void chineseCount_agreesWithTheAreaScore() {
        GoState state = split(MODULE.define("chinese", Map.of()), 9);
        // 171 for black against 190 + 7.5 for white: W+26.5 in points, 13¼ stones.
        assertEquals("W+26.5", state.score().result());
        assertEquals("black 171 of 361 stones, needs 184¼: white wins by 13¼ stones", state.chineseCount().describe());
    }
}
