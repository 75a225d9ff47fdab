package io.tabula.core;

import java.util.Optional;

/**
 * What a module lends the Monte Carlo search beyond the rules, a facet looked up by type
 * ({@link GameModule#facet}): codes that name a move the same in every position of a game,
 * so that the search can share what it learns of a move across the positions where it is
 * played (RAVE, all moves as first); playouts by the module's own policy instead of uniform
 * moves; prior values for the moves of a new node; and the move that resigns. A module that
 * offers none is searched with uniform playouts and no priors, as before.
 *
 * <p>One support serves one definition and is safe to share between threads; the policies
 * and priors it makes are not (each search thread asks for its own).
 */
public interface SearchSupport {

    /** The support of {@code definition}'s module, if it offers one. */
    static Optional<SearchSupport> of(GameDefinition definition) {
        return definition.module().facet(SearchSupport.class, definition);
    }

    /** A bound on the codes: every code is from 0 to this minus 1. */
    int moveCodes();

    /**
     * The code of {@code move}, a legal move of {@code state}, or -1 for a move that has no
     * code (it then gathers no all-moves-as-first statistics). Equal moves in different
     * positions have equal codes; that is what lets a search share their statistics.
     */
    int code(GameState state, Move move);

    /** A new playout policy for one search thread. */
    PlayoutPolicy playouts();

    /** New priors for one search thread. */
    MovePriors priors();

    /** The move by which the player to act resigns, if the game has one. */
    default Optional<Move> resignation() {
        return Optional.empty();
    }
}
