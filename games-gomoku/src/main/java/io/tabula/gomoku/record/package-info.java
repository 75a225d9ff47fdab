/**
 * Game records of Gomoku and Renju (issue 3): the plain renju move list
 * ({@link io.tabula.gomoku.record.RenjuMoveList}: {@code h8 i9 j10 pass claim}) and SGF
 * {@code GM[4]} ({@link io.tabula.gomoku.record.GomokuSgf}, on the framework's
 * {@code io.tabula.sgf}), both read and written; JSON goes through the framework's
 * {@code io.tabula.json.TabulaJson}. Reading plays the moves through the rules and stops
 * at the first that cannot be played ({@link io.tabula.gomoku.record.IllegalRecordMove}:
 * its number, text, place and typed reason).
 */
package io.tabula.gomoku.record;
