package io.tabula.core;

import java.util.Locale;

/**
 * Why a game ended, typed as illegal-move reasons are: each game declares its reasons as
 * an enum implementing this interface (Go's {@code SCORE} and {@code RESIGN}, Gomoku's
 * {@code FIVE}, ...) and lists them in its {@link GameType}, so that rules and tools compare
 * reasons by identity, never by their text, and a record can name one by its keyword.
 */
public interface OutcomeReason {

    /** The constant's name, as every enum has it: {@code FLAG_CAPTURED}. */
    String name();

    /**
     * The keyword that case files, records and snapshots write: the name in lower case with
     * hyphens for underscores ({@code FLAG_CAPTURED} is {@code flag-captured}).
     */
    default String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
