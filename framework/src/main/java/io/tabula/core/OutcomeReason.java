package io.tabula.core;

/**
 * Why a game ended, typed as illegal-move reasons are: each game declares its reasons as
 * an enum implementing this interface (Go's {@code SCORE} and {@code RESIGN}, Gomoku's
 * {@code FIVE}, ...) and lists them in its {@link GameType}, so that rules and tools compare
 * reasons by identity, never by their text, and a record can name one by its keyword.
 */
public interface OutcomeReason {

    /** The keyword that case files, records and snapshots write: {@code five}, {@code flag-captured}. */
    String id();

    /** The reason in words for people: "five in a row". */
    String describe();
}
