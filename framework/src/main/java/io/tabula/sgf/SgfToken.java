package io.tabula.sgf;

import java.util.Objects;

/**
 * A token of SGF text with where it starts.
 *
 * @param kind     what it is
 * @param text     an identifier as written, a value with escapes resolved and soft line
 *                 breaks removed, the unexpected character, or empty
 * @param position where its first character stands ({@code [} for a value)
 */
public record SgfToken(Kind kind, String text, SgfPosition position) {
    public SgfToken {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(position, "position");
    }

    public enum Kind {
        /** {@code (}: a game tree or variation begins. */
        OPEN,
        /** {@code )}: it ends. */
        CLOSE,
        /** {@code ;}: a node begins. */
        SEMICOLON,
        /** A property identifier: a run of letters, as written (FF[3] allowed lower case in it). */
        IDENTIFIER,
        /** {@code [...]}: a property value. */
        VALUE,
        /** Anything else that is not white space: one character. */
        OTHER,
        /** The end of the text. */
        END
    }
}
