package io.tabula.gomoku.rules;

import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;

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

    public static Side side(byte stone) {
        return stone == BLACK ? BLACK_SIDE : WHITE_SIDE;
    }
}
