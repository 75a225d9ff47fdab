package io.tabula.gomoku.kinarow;

import io.tabula.core.Turn;
import io.tabula.gomoku.rules.Stone;

/**
 * The board for people, as {@code tabula play} shows it: row numbers left and right,
 * column letters above and below, then where the turn stands when turns hold several
 * stones, the pairs captured when the game captures, and the stones left when it has stocks.
 */
final class RowText {
    static final String LEGEND = "key: X black, O white, . empty";

    private RowText() {
    }

    static String render(RowState state) {
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
            out.append(y + 1).append('\n');
        }
        out.append(letters.toString().stripTrailing());
        Turn turn = state.turn();
        if (!state.isOver() && turn.moves() > 1) {
            out.append(String.format("%nturn %d: %s, stone %d of %d", turn.number(), state.toMove().id(),
                    turn.move() + 1, turn.moves()));
        }
        if (state.variant().captures()) {
            out.append(String.format("%ncaptured " + state.variant().captureWord() + ": black %d, white %d (%d win)", state.captures(
                    state.definition().type().side(0)), state.captures(state.definition().type().side(1)),
                    state.variant().capturesToWin()));
        }
        if (state.variant().blocks().stocks() != null) {
            out.append(String.format("%nstones left: black %d, white %d", state.stones(state.definition().type().side(0)),
                    state.stones(state.definition().type().side(1))));
            if (!state.isOver() && state.replacing()) {
                out.append(String.format("%n%s made a row: replace one enemy stone (like xh8)", state.toMove().id()));
            }
        }
        return out.toString();
    }
}
