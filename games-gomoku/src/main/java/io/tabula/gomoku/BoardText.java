package io.tabula.gomoku;

import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;

/** The board for people: row numbers on the left and right, column letters above and below. */
final class BoardText {
    private BoardText() {
    }

    static String render(GomokuState state) {
        int size = state.size();
        StringBuilder letters = new StringBuilder("    ");
        for (int x = 0; x < size; x++) {
            letters.append((char) ('a' + x)).append(' ');
        }
        StringBuilder out = new StringBuilder().append(letters.toString().stripTrailing()).append('\n');
        for (int y = size - 1; y >= 0; y--) {
            out.append(String.format("%3d ", y + 1));
            for (int x = 0; x < size; x++) {
                byte stone = state.stone(y * size + x);
                out.append(stone == Stone.BLACK ? 'X' : stone == Stone.WHITE ? 'O' : '.').append(' ');
            }
            out.append(String.format("%d%n", y + 1));
        }
        return out.append(letters.toString().stripTrailing()).toString();
    }
}
