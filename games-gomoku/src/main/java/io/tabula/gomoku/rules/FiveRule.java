package io.tabula.gomoku.rules;

/**
 * The rule part that says which unbroken row lengths win, for which colour. It looks at
 * each of the four lines through the stone just placed separately, so a move that makes
 * an overline on one line and an exact five on another wins under {@link #EXACTLY_FIVE}.
 */
@FunctionalInterface
public interface FiveRule {

    /** Freestyle: five or more, for both colours. */
    FiveRule FIVE_OR_MORE = (length, colour) -> length >= 5;

    /** Standard gomoku: exactly five, for both colours; six or more is no win. */
    FiveRule EXACTLY_FIVE = (length, colour) -> length == 5;

    /** Renju: exactly five for black, five or more for white. */
    FiveRule RENJU = (length, colour) -> colour == Stone.BLACK ? length == 5 : length >= 5;

    /** Whether an unbroken row of {@code length} stones of {@code colour} through the new stone wins. */
    boolean wins(int length, byte colour);
}
