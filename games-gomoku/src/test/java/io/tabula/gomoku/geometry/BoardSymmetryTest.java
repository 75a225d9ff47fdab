package io.tabula.gomoku.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Stone;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoardSymmetryTest {
    private static final BoardSymmetry[] ALL = BoardSymmetry.values();

    @Test
    void examples_onTheRenjuBoard() {
        assertEquals("h8", BoardSymmetry.ROTATE_90.map("h8"));
        assertEquals("g8", BoardSymmetry.ROTATE_90.map("h9"));
        assertEquals("h7", BoardSymmetry.ROTATE_180.map("h9"));
        assertEquals("i8", BoardSymmetry.ROTATE_270.map("h9"));
        assertEquals("i7", BoardSymmetry.MIRROR_COLUMN.map("g7"));
        assertEquals("g9", BoardSymmetry.MIRROR_ROW.map("g7"));
        assertEquals("i8", BoardSymmetry.MIRROR_DIAGONAL.map("h9"));
        assertEquals("o15", BoardSymmetry.MIRROR_DIAGONAL.map("o15"));
        assertEquals("a15", BoardSymmetry.MIRROR_ANTIDIAGONAL.map("a15"));
        assertEquals("o1", BoardSymmetry.MIRROR_ANTIDIAGONAL.map("o1"));
        assertEquals("g8", BoardSymmetry.MIRROR_ANTIDIAGONAL.map("h9"));
        assertEquals("o15", BoardSymmetry.ROTATE_180.map("a1"));
        assertEquals("o1", BoardSymmetry.ROTATE_90.map("a1"));
    }

    @Test
    void eachMap_isAPermutationFixingTheCentre_andKeepsDistanceFromIt() {
        for (int size : new int[] {15, 14, 19, 1}) {
            for (BoardSymmetry s : ALL) {
                Set<Integer> images = new HashSet<>();
                for (int p = 0; p < size * size; p++) {
                    int q = s.map(size, p);
                    images.add(q);
                    assertEquals(distance2(size, p), distance2(size, q), s + " on " + size);
                }
                assertEquals(size * size, images.size(), s + " is not a bijection on " + size);
            }
        }
        int h8 = RenjuNotation.point(15, "h8");
        for (BoardSymmetry s : ALL) {
            assertEquals(h8, s.map(15, h8));
        }
    }

    @Test
    void theEightMaps_areDistinct_fourRotationsAndFourReflections() {
        Set<String> tables = new HashSet<>();
        int reflections = 0;
        for (BoardSymmetry s : ALL) {
            int[] table = new int[225];
            for (int p = 0; p < 225; p++) {
                table[p] = s.map(15, p);
            }
            tables.add(Arrays.toString(table));
            reflections += s.isReflection() ? 1 : 0;
            // a reflection fixes a whole line (15 points), a rotation other than the identity only h8
            int fixed = 0;
            for (int p = 0; p < 225; p++) {
                fixed += table[p] == p ? 1 : 0;
            }
            assertEquals(s == BoardSymmetry.IDENTITY ? 225 : s.isReflection() ? 15 : 1, fixed, s.name());
        }
        assertEquals(8, tables.size());
        assertEquals(4, reflections);
    }

    @Test
    void composition_agreesWithApplyingInTurn_onOddAndEvenBoards() {
        for (int size : new int[] {15, 14}) {
            for (BoardSymmetry a : ALL) {
                for (BoardSymmetry b : ALL) {
                    for (int p = 0; p < size * size; p++) {
                        assertEquals(b.map(size, a.map(size, p)), a.then(b).map(size, p), a + " then " + b);
                        assertEquals(a.map(size, b.map(size, p)), a.compose(b).map(size, p), a + " after " + b);
                    }
                }
            }
        }
    }

    @Test
    void groupLaws_identityInverseAssociativity() {
        for (BoardSymmetry a : ALL) {
            assertEquals(a, a.then(BoardSymmetry.IDENTITY));
            assertEquals(a, BoardSymmetry.IDENTITY.then(a));
            assertEquals(BoardSymmetry.IDENTITY, a.then(a.inverse()));
            assertEquals(BoardSymmetry.IDENTITY, a.inverse().then(a));
            assertEquals(a, a.inverse().inverse());
            assertEquals(a.isReflection(), a.inverse().isReflection());
            for (int p = 0; p < 225; p++) {
                assertEquals(p, a.inverse().map(15, a.map(15, p)));
            }
            for (BoardSymmetry b : ALL) {
                for (BoardSymmetry c : ALL) {
                    assertEquals(a.then(b).then(c), a.then(b.then(c)));
                }
            }
        }
        BoardSymmetry r = BoardSymmetry.ROTATE_90;
        assertEquals(BoardSymmetry.ROTATE_180, r.then(r));
        assertEquals(BoardSymmetry.ROTATE_270, r.then(r).then(r));
        assertEquals(BoardSymmetry.IDENTITY, r.then(r).then(r).then(r));
        assertEquals(BoardSymmetry.ROTATE_270, r.inverse());
        assertFalse(BoardSymmetry.MIRROR_COLUMN.then(r) == r.then(BoardSymmetry.MIRROR_COLUMN), "the group is not commutative");
    }

    @Test
    void mapOfCells_movesEveryStone() {
        byte[] cells = new byte[225];
        cells[RenjuNotation.point(15, "h9")] = Stone.WHITE;
        cells[RenjuNotation.point(15, "j10")] = Stone.BLACK;
        byte[] image = BoardSymmetry.MIRROR_COLUMN.map(15, cells);
        byte[] expected = new byte[225];
        expected[RenjuNotation.point(15, "h9")] = Stone.WHITE;
        expected[RenjuNotation.point(15, "f10")] = Stone.BLACK;
        assertArrayEquals(expected, image);
        assertThrows(IllegalArgumentException.class, () -> BoardSymmetry.IDENTITY.map(15, new byte[224]));
        assertThrows(IllegalArgumentException.class, () -> BoardSymmetry.IDENTITY.map(15, 225));
    }

    @Test
    void descriptions_nameTheLinesOfTheBoard() {
        assertEquals("the reflection in column h", BoardSymmetry.MIRROR_COLUMN.describe(15));
        assertEquals("the reflection in row 8", BoardSymmetry.MIRROR_ROW.describe(15));
        assertEquals("the quarter turn anticlockwise about h8", BoardSymmetry.ROTATE_90.describe(15));
        assertEquals("the reflection in the diagonal a1-o15", BoardSymmetry.MIRROR_DIAGONAL.describe(15));
        assertEquals("the reflection in the diagonal a15-o1", BoardSymmetry.MIRROR_ANTIDIAGONAL.describe(15));
    }

    /** Squared distance from the centre, in doubled coordinates (exact on even boards). */
    private static int distance2(int size, int p) {
        int u = 2 * (p % size) - (size - 1);
        int v = 2 * (p / size) - (size - 1);
        return u * u + v * v;
    }
}
