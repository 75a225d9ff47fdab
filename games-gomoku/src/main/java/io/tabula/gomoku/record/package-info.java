/**
 * Game records of Gomoku and Renju (issue 3): the plain renju move list
 * ({@link io.tabula.gomoku.record.RenjuMoveList}: {@code h8 i9 j10 pass claim}) and SGF
 * {@code GM[4]} ({@link io.tabula.gomoku.record.GomokuSgf}, on the framework's
 * {@code io.tabula.sgf}), both read and written; JSON goes through the framework's
 * {@code io.tabula.json.TabulaJson}. Reading plays the moves through the rules and stops
 * at the first that cannot be played ({@link io.tabula.gomoku.record.IllegalRecordMove}:
 * its number, text, place and typed reason). Opening actions ({@code swap}, {@code keep},
 * {@code declare N}, {@code offer p q ...}, {@code choose p}, {@code balance p q}) are kept
 * by every format: as words in the move list ({@code h8 h9 j10 swap i9 offer g7 j7 choose j7}),
 * as the private SGF properties {@code SWAP}, {@code KEEP}, {@code DECLARE}, {@code OFFER},
 * {@code CHOOSE} and {@code BALANCE}, and as notation text in JSON.
 */
package io.tabula.gomoku.record;
