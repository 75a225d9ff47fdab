package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.topology.Grid;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The quick test in RenjuForbidden.check must never change a verdict. */
class RenjuShortcutTest {

    @Test
    void check_agreesWithTheFullJudgementOnDensePositions() {
        Grid grid = Grid.square(15);
        RenjuForbidden rules = new RenjuForbidden(grid);
        SplittableRandom random = new SplittableRandom(17);
        int forbidden = 0;
        for (int position = 0; position < 400; position++) {
            byte[] cells = new byte[grid.size()];
            int stones = 30 + random.nextInt(60);
            for (int i = 0; i < stones; i++) {
                // Stones near the centre, black more often, so that many points are forbidden.
                int x = 3 + random.nextInt(9);
                int y = 3 + random.nextInt(9);
                cells[grid.point(x, y)] = random.nextInt(3) == 0 ? Stone.WHITE : Stone.BLACK;
            }
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == Stone.EMPTY) {
                    Forbidden quick = rules.check(cells, p);
                    assertEquals(rules.checkInFull(cells, p), quick, "position " + position + ", point " + p);
                    forbidden += quick.isForbidden() ? 1 : 0;
                }
            }
        }
        assertTrue(forbidden > 1_000, "the positions must exercise forbidden points, found " + forbidden);
    }
}
