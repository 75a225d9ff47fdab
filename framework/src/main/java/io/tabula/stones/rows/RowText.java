package io.tabula.stones.rows;

import io.tabula.core.Side;
import io.tabula.core.Turn;
import io.tabula.stones.StoneText;
import java.util.List;

/**
 * The board of a row game for people, as {@code tabula play} shows it: the topology's board
 * ({@link StoneText#render}), then where the turn stands when turns hold several stones, the
 * captures when the game captures, and the stones left when it has stocks.
 */
public final class RowText {
    private RowText() {
    }

    /** What the board's letters mean, for {@code help}. */
    public static String legend(RowGame game) {
        StringBuilder out = new StringBuilder("key: ");
        List<Side> sides = game.definition().type().sides();
        for (int s = 0; s < sides.size(); s++) {
            out.append(game.symbols().charAt(s)).append(' ').append(sides.get(s).id()).append(", ");
        }
        return out.append(". empty").toString();
    }

    public static String render(RowState state) {
        RowGame game = state.game();
        StringBuilder out = new StringBuilder(StoneText.render(game.blocks().topology(), state.cells(), game.symbols()));
        Turn turn = state.turn();
        List<Side> sides = state.definition().type().sides();
        if (!state.isOver() && turn.moves() > 1) {
            out.append(String.format("%nturn %d: %s, stone %d of %d", turn.number(), state.toMove().id(),
                    turn.move() + 1, turn.moves()));
        }
        if (game.captures()) {
            out.append(String.format("%ncaptured %s: %s", game.captureWord(), counts(state, sides, true)));
            if (game.capturesToWin() > 0) {
                out.append(String.format(" (%d win)", game.capturesToWin()));
            }
        }
        if (game.blocks().stocks() != null) {
            out.append(String.format("%nstones left: %s", counts(state, sides, false)));
            if (!state.isOver() && state.replacing()) {
                out.append(String.format("%n%s made a row: replace one %s (x and its point, like x%s)",
                        state.toMove().id(), sides.size() == 2 ? sides.get(1 - state.toMove().index()).id() + " stone"
                                : "stone of another side", game.blocks().topology().name(0)));
            }
        }
        return out.toString();
    }

    private static String counts(RowState state, List<Side> sides, boolean captures) {
        StringBuilder out = new StringBuilder();
        for (Side side : sides) {
            out.append(out.length() == 0 ? "" : ", ").append(side.id()).append(' ')
                    .append(captures ? state.captures(side) : state.stones(side));
        }
        return out.toString();
    }
}
