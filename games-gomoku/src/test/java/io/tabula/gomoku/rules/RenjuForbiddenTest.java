package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.stones.rows.RowBoard;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.topology.Grid;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The table-driven judgement of RenjuForbidden must give the plain reading's verdict at every
 * point, read from the cells and read from the kernel's bits alike.
 */
class RenjuForbiddenTest {

    private static Map<Forbidden, Integer> compare(int size, long seed, int positions, int low, int spread,
            int margin) {
        Grid grid = Grid.square(size);
        RenjuForbidden table = new RenjuForbidden(grid);
        RenjuReference reference = new RenjuReference(grid);
        SplittableRandom random = new SplittableRandom(seed);
        RowRules rows = RowRules.builder(grid, List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE)).row(RowRule.exactly(5))
                .build();
        Map<Forbidden, Integer> seen = new EnumMap<>(Forbidden.class);
        for (int position = 0; position < positions; position++) {
            byte[] cells = new byte[grid.size()];
            int stones = low + random.nextInt(spread);
            for (int i = 0; i < stones; i++) {
                int x = margin + random.nextInt(size - 2 * margin);
                int y = margin + random.nextInt(size - 2 * margin);
                cells[grid.point(x, y)] = random.nextInt(3) == 0 ? Stone.WHITE : Stone.BLACK;
            }
            byte[] board = Arrays.copyOf(cells, cells.length + 1);
            board[cells.length] = RowBoard.BORDER;
            RowBoard kernel = new RowBoard(rows, cells, 0);
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == Stone.EMPTY) {
                    Forbidden expected = reference.check(cells, p);
                    String where = "size " + size + ", position " + position + ", point " + p + "\n"
                            + String.join("\n", io.tabula.core.StoneDiagram.rows(size, cells));
                    assertEquals(expected, table.check(board, p), where);
                    assertEquals(expected, table.check(kernel, p), "from the bits: " + where);
                    seen.merge(expected, 1, Integer::sum);
                }
            }
            assertEquals(RowBoard.BORDER, board[cells.length]);
            assertTrue(Arrays.equals(cells, Arrays.copyOf(board, cells.length)), "the board is left as it was");
            assertTrue(Arrays.equals(cells, kernel.stones()), "the kernel's board is left as it was");
        }
        return seen;
    }

    @Test
    void check_agreesWithThePlainReading_onDensePositionsNearTheCentre() {
        Map<Forbidden, Integer> seen = compare(15, 17, 400, 30, 60, 3);
        assertTrue(seen.getOrDefault(Forbidden.FORBIDDEN_DOUBLE_THREE, 0) > 300, seen.toString());
        assertTrue(seen.getOrDefault(Forbidden.FORBIDDEN_DOUBLE_FOUR, 0) > 300, seen.toString());
        assertTrue(seen.getOrDefault(Forbidden.FORBIDDEN_OVERLINE, 0) > 300, seen.toString());
    }

    @Test
    void check_agreesWithThePlainReading_upToTheEdges() {
        Map<Forbidden, Integer> seen = compare(15, 23, 300, 40, 80, 0);
        assertTrue(seen.getOrDefault(Forbidden.FORBIDDEN_DOUBLE_THREE, 0) > 100, seen.toString());
        compare(7, 5, 300, 10, 20, 0);
        compare(19, 9, 100, 60, 100, 2);
    }

    @Test
    void check_agreesWithThePlainReading_onSparsePositions() {
        compare(15, 31, 300, 5, 25, 4);
    }
}
