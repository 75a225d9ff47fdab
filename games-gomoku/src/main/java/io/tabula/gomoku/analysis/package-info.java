/**
 * Threat analysis of Gomoku positions: fours, straight fours, real and fake threes
 * ({@link io.tabula.gomoku.analysis.Threats}), victory by continuous fours
 * ({@link io.tabula.gomoku.analysis.VcfSolver}) and by continuous threats, fours and threes
 * ({@link io.tabula.gomoku.analysis.VctSolver}), under the rules of a definition, renju's
 * forbidden moves included.
 */
package io.tabula.gomoku.analysis;
