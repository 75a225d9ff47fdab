package io.tabula.go.notation;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The star points (hoshi) drawn on a Go board of each size. From 7x7 up: the four corner
 * points on the third line below 13x13 and on the fourth line from 13x13 (the lines of the
 * fixed handicap stones, {@link io.tabula.go.rules.FixedHandicap}), the centre (tengen) on
 * odd boards, and the four side points on the same line as the corners on odd boards from
 * 13x13. So 9x9 and 11x11 have 5, odd boards from 13x13 (19x19 too) have 9, even boards 4.
 * Below 7x7, as GNU Go draws them: 3x3 the centre, 5x5 the centre and the four 2-2 points,
 * 6x6 the four 3-3 points, 2x2 and 4x4 none. This is GNU Go 3.8's {@code showboard} on
 * every size it plays (2 to 19) except 12x12, where GNU Go uses the fourth line and the
 * third is kept here because the handicap stones go there.
 */
public final class StarPoints {
    private StarPoints() {
    }

    /** The star points of a {@code size x size} board, as points {@code y * size + x}, in point order. */
    public static SortedSet<Integer> of(int size) {
        SortedSet<Integer> points = new TreeSet<>();
        if (size < 7) {
            smallBoard(size, points);
            return Collections.unmodifiableSortedSet(points);
        }
        int near = size >= 13 ? 3 : 2; // 0-based: the fourth or third line
        int far = size - 1 - near;
        int mid = size / 2;
        for (int y : new int[] {near, far}) {
            for (int x : new int[] {near, far}) {
                points.add(y * size + x);
            }
        }
        if (size % 2 == 1) {
            points.add(mid * size + mid);
            if (size >= 13) {
                points.add(near * size + mid);
                points.add(far * size + mid);
                points.add(mid * size + near);
                points.add(mid * size + far);
            }
        }
        return Collections.unmodifiableSortedSet(points);
    }

    private static void smallBoard(int size, SortedSet<Integer> points) {
        int mid = size / 2;
        switch (size) {
            case 3 -> points.add(mid * size + mid);
            case 5 -> {
                points.add(mid * size + mid);
                for (int y : new int[] {1, 3}) {
                    for (int x : new int[] {1, 3}) {
                        points.add(y * size + x);
                    }
                }
            }
            case 6 -> {
                for (int y : new int[] {2, 3}) {
                    for (int x : new int[] {2, 3}) {
                        points.add(y * size + x);
                    }
                }
            }
            default -> { } // 2x2 and 4x4: none
        }
    }
}
