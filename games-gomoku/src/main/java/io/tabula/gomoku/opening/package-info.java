/**
 * Foundations of the renju opening protocols (RIF rule, Yamaguchi, Soosõrv, Taraguchi;
 * games-gomoku/README.md (options opening and offerSymmetry)): the 8 symmetries of the board about {@code h8}
 * ({@link io.tabula.gomoku.geometry.BoardSymmetry}), the 26 openings and the classification
 * of a three-stone placement ({@link io.tabula.gomoku.opening.RenjuOpenings}), and the check
 * that fifth-move offers are not symmetric ({@link io.tabula.gomoku.geometry.FifthMoveOffers},
 * with the option {@link io.tabula.gomoku.geometry.SymmetryRule}). The protocols themselves
 * will be phases of the game state; this package only reads positions. It may use Jackson
 * (the openings table is JSON); {@code io.tabula.gomoku.rules} may not.
 */
package io.tabula.gomoku.opening;

