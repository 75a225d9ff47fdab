package io.tabula.sgf;

import java.util.Objects;

/**
 * Something a tolerant reader passed over or repaired: a malformed value, a stray
 * character, a move on an occupied point, colours that do not alternate.
 *
 * @param position where in the text, as {@code line:column}
 * @param message  a sentence for people, naming the property or move
 */
public record SgfWarning(SgfPosition position, String message) {
    public SgfWarning {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return position + ": " + message;
    }
}
