package io.tabula.testgame;

import java.util.List;

/**
 * A test-game state as plain values.
 *
 * @param board  the diagram, top row first
 * @param toMove {@code cross} or {@code nought}
 * @param ply    moves played
 */
public record TttSnapshot(List<String> board, String toMove, int ply) {
}
