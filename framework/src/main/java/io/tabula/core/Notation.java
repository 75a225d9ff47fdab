package io.tabula.core;

/**
 * A game's move notation: {@code h8} in renju notation, {@code D4} in GTP, {@code a4-a5}
 * in Junqi. Parsing may depend on the state (a board size, the phase), never on
 * anything else, and {@code parse(state, format(state, m))} gives {@code m} back.
 */
public interface Notation {

    /**
     * The move that {@code text} names in {@code state}. The move need not be legal: a
     * point that exists but is occupied parses; the rules judge it.
     *
     * @throws NotationException when the text is not a move of this game, or names a
     *                           point that is not on this board
     */
    Move parse(GameState state, String text);

    /** The text of {@code move} in {@code state}. */
    String format(GameState state, Move move);
}
