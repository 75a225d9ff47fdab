package io.tabula.go.rules;

import io.tabula.core.Side;

/** Cell values of Go boards and the sides they belong to. */
public final class Stones {
    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;

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
