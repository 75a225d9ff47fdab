package io.tabula.gomoku;

import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Set;

/**
 * The board for people: row numbers on the left and right, column letters above and below;
 * a {@code *} right after each stone the last move put down (as Junqi marks its last move)
 * and a line naming that move; at an opening's choose step the offered fifth moves show as
 * {@code *} on their empty points. The case files' diagrams stay plain.
 */
final class BoardText {
    /** What the board's letters and marks mean, for {@code help}. */
    static final String LEGEND = "key: X black, O white, * after a stone: the last move, "
            + "* on an empty point: an offered fifth move";

    private BoardText() {
    }

    static String render(GomokuState state) {
        int size = state.size();
        Set<Integer> offers = Set.copyOf(state.offers());
        List<Integer> marked = state.lastMove().map(GomokuState.LastMove::stones).orElse(List.of());
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
                char cell = stone == Stone.BLACK ? 'X' : stone == Stone.WHITE ? 'O'
                        : offers.contains(point) ? '*' : '.';
                out.append(cell).append(stone != Stone.EMPTY && marked.contains(point) ? '*' : ' ');
            }
            out.append(String.format("%d%n", y + 1));
        }
        out.append(letters.toString().stripTrailing());
        if (!state.rules().isSquare()) {
            out.append(String.format("%na torus: the top row joins the bottom one and the left column the right one"));
        }
        state.lastMove().ifPresent(last -> out.append(String.format("%nlast move: %s %s%s", last.side().id(),
                new RenjuNotation().format(state, last.move()), last.stones().isEmpty() ? "" : " (marked *)")));
        return out.toString();
    }
}
