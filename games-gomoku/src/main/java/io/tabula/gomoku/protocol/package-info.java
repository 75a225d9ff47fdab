/**
 * A Gomocup (Piskvork) protocol brain: the command registry and loop
 * ({@link io.tabula.gomoku.protocol.GomocupEngine}), the commands
 * ({@link io.tabula.gomoku.protocol.GomocupSession}) and the move choice
 * ({@link io.tabula.gomoku.protocol.GomocupBrain}).
 */
package io.tabula.gomoku.protocol;
