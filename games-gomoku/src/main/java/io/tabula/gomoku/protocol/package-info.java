/**
 * A Gomocup (Piskvork) protocol brain: the commands as handlers on the framework's line
 * engine ({@link io.tabula.gomoku.protocol.GomocupSession}), the game they keep
 * ({@link io.tabula.gomoku.protocol.GomocupPosition}) and the move choice
 * ({@link io.tabula.gomoku.protocol.GomocupBrain}).
 */
package io.tabula.gomoku.protocol;
