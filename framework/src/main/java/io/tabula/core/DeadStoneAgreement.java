package io.tabula.core;

import java.util.Set;
import java.util.SortedSet;

/**
 * How the players of a game counted by territory (Go) agree which stones are dead once the
 * rules have ended it by passes: the module proposes its estimate, the players toggle whole
 * chains, and the game is counted again with the stones they agreed on. Offered through
 * {@link GameModule#deadStoneAgreement()}; the command line runs the exchange between the
 * players and knows no game.
 *
 * <p>Points are named as the game's notation names them ({@code D4}); every set returned is
 * sorted by the module's point order and never null.
 */
public interface DeadStoneAgreement {

    /**
     * Whether the result of {@code end} rests on which stones are dead: a game ended by passes
     * and counted. False for a game still going, a resignation or a loss on fouls.
     */
    boolean counts(GameState end);

    /** The stones the module judges dead in {@code end}: its proposal, before either player has a say. */
    SortedSet<String> estimate(GameState end);

    /**
     * The stones of the chain holding the stone on {@code point}, the unit a player toggles.
     *
     * @throws TabulaException naming what is wrong: not a point of the board, or no stone on it
     */
    SortedSet<String> chain(GameState end, String point);

    /** The stones marked dead in {@code end}; empty when none are. */
    SortedSet<String> marked(GameState end);

    /**
     * {@code end} with exactly the stones on {@code dead} agreed dead, counted again: its
     * outcome and its records ({@code TB}/{@code TW} in SGF) say so.
     *
     * @throws TabulaException naming the point that is no point or holds no stone
     */
    GameState settle(GameState end, Set<String> dead);
}
