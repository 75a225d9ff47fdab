package io.tabula.gomoku.rules;

import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;
import java.util.ArrayList;
import java.util.List;

/** Cell values of the board array and the sides they belong to. */
public final class Stone {
    public static final byte EMPTY = StoneDiagram.EMPTY;
    public static final byte BLACK = StoneDiagram.BLACK;
    public static final byte WHITE = StoneDiagram.WHITE;

    public static final Side BLACK_SIDE = new Side(0, "black");
    public static final Side WHITE_SIDE = new Side(1, "white");

    private Stone() {
    }

    /** The stone of side {@code index} (0 black, 1 white). */
    public static byte ofSide(int index) {
        return (byte) (index + 1);
    }

    /** The points of {@code cells} that hold {@code stone}, in increasing order. */
    public static List<Integer> points(byte[] cells, byte stone) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == stone) {
                out.add(p);
            }
        }
        return out;
    }

    public static Side side(byte stone) {
        return stone == BLACK ? BLACK_SIDE : WHITE_SIDE;
    }
}
