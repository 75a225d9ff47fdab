package io.tabula.sgf;

/**
 * Where something stands in an SGF text: line and column, both from 1. Columns count
 * characters (UTF-16 units), a tab as one.
 */
public record SgfPosition(int line, int column) {
    /** The start of a text, where warnings about the whole file point. */
    public static final SgfPosition START = new SgfPosition(1, 1);

    public SgfPosition {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("line and column count from 1: " + line + ":" + column);
        }
    }

    /** {@code line:column}, as compilers write positions. */
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
