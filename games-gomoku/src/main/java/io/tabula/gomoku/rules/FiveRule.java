package io.tabula.gomoku.rules;

/**
 * The rule part that says which unbroken row lengths win. It looks at each of the four
 * lines through the stone just placed separately, so a move that makes an overline on one
 * line and an exact five on another wins under {@link #EXACTLY_FIVE}.
 */
@FunctionalInterface
public interface FiveRule {

    /** Freestyle: five or more. */
    FiveRule FIVE_OR_MORE = length -> length >= 5;

    /** Standard gomoku: exactly five; six or more is no win. */
    FiveRule EXACTLY_FIVE = length -> length == 5;

    /** Whether an unbroken row of {@code length} stones of one colour, through the new stone, wins. */
    boolean wins(int length);
}
