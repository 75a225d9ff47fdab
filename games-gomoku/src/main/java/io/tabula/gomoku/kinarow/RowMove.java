package io.tabula.gomoku.kinarow;

import io.tabula.core.Move;

/**
 * The one move of a k-in-a-row game: a stone of the side to move on {@code point}
 * ({@code y * size + x}). A turn of several stones is several moves.
 */
public record RowMove(int point) implements Move {
}
