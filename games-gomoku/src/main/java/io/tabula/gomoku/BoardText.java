package io.tabula.gomoku;

import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.Set;

/**
 * The board for people: row numbers on the left and right, column letters above and below;
 * at an opening's choose step the offered fifth moves show as {@code *}.
 */
final class BoardText {
    private BoardText() {
    }

    static String render(GomokuState state) {
        int size = state.size();
        Set<Integer> offers = Set.copyOf(state.offers());
        StringBuilder letters = new StringBuilder("    ");
        for (int x = 0; x < size; x++) {
            letters.append((char) ('a' + x)).append(' ');
        }
        StringBuilder out = new StringBuilder().append(letters.toString().stripTrailing()).append('\n');
        for (int y = size - 1; y >= 0; y--) {
            out.append(String.format("%3d ", y + 1));
            for (int x = 0; x < size; x++) {
                int point = y * size + x;
                byte stone = state.stone(point);
                char mark = stone == Stone.BLACK ? 'X' : stone == Stone.WHITE ? 'O' : offers.contains(point) ? '*' : '.';
                out.append(mark).append(' ');
            }
            out.append(String.format("%d%n", y + 1));
        }
        return out.append(letters.toString().stripTrailing()).toString();
    }
}
