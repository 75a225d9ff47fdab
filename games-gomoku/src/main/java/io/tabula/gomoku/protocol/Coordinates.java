package io.tabula.gomoku.protocol;

import io.tabula.protocol.ProtocolError;
import io.tabula.protocol.Syntax;
import io.tabula.protocol.WholeRange;

/**
 * The protocol's coordinates on a board of {@code size}: {@code x,y}, 0-based, {@code x} the
 * column from the left and {@code y} the row from the top. Points of the rules count rows from
 * the bottom, so {@code x,y} is the point {@code (size-1-y)*size + x}.
 */
record Coordinates(int size) {

    /** {@code text} as {@code count} comma-separated whole numbers ({@code x,y} or {@code x,y,field}), for {@code where}. */
    static long[] numbers(String text, int count, String where) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, where + ": expected " + (count == 2 ? "x,y" : "x,y,field")
                    + ", not '" + Syntax.printable(text) + "'");
        }
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = Syntax.PLAIN.whole(where, parts[i].strip(), WholeRange.ANY);
        }
        return out;
    }

    /** The point at {@code x,y}, written {@code text} for {@code where}. */
    int point(long x, long y, String where, String text) {
        if (x < 0 || x >= size || y < 0 || y >= size) {
            throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE, where + ": " + Syntax.printable(text)
                    + " is off the " + size + "x" + size + " board");
        }
        return (size - 1 - (int) y) * size + (int) x;
    }

    /** The point {@code text} ({@code x,y}) names, for {@code where}. */
    int point(String text, String where) {
        long[] xy = numbers(text, 2, where);
        return point(xy[0], xy[1], where, text);
    }

    /** The coordinates {@code x,y} of {@code point}. */
    String of(int point) {
        return point % size + "," + (size - 1 - point / size);
    }
}
