package io.tabula.sgf;

import io.tabula.core.TabulaException;
import java.util.Optional;

/**
 * An SGF text that cannot be read at all (no game tree, not the game wanted, a board Tabula cannot
 * play), or a tree that cannot be written. The message names the property and, when
 * known, its {@code line:column}.
 */
public final class SgfException extends TabulaException {
    private static final long serialVersionUID = 1L;
    private final transient SgfPosition position;

    public SgfException(String message) {
        super(message);
        this.position = null;
    }

    public SgfException(SgfPosition position, String message) {
        super(position == null ? message : position + ": " + message);
        this.position = position;
    }

    public SgfException(String message, Throwable cause) {
        super(message, cause);
        this.position = null;
    }

    /** Where in the text, if the error has a place. */
    public Optional<SgfPosition> position() {
        return Optional.ofNullable(position);
    }
}
