package io.tabula.go.rules;

import io.tabula.core.Side;
import io.tabula.core.StoneDiagram;

/** Cell values of Go boards and the sides they belong to. */
public final class Stones {
    public static final byte EMPTY = StoneDiagram.EMPTY;
    public static final byte BLACK = StoneDiagram.BLACK;
    public static final byte WHITE = StoneDiagram.WHITE;

    public static final Side BLACK_SIDE = new Side(0, "black");
    public static final Side WHITE_SIDE = new Side(1, "white");

    private Stones() {
    }

    public static byte ofSide(int index) {
        return (byte) (index + 1);
    }

    public static byte opponent(byte stone) {
        return (byte) (3 - stone);
    }

    public static Side side(int index) {
        return index == 0 ? BLACK_SIDE : WHITE_SIDE;
    }
}
