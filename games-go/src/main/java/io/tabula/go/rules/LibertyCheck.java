package io.tabula.go.rules;

import io.tabula.stones.chains.ChainBoard;
import io.tabula.stones.chains.ChainLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the chains of a set-up position that have no liberties: such a position cannot
 * arise in play. Diagrams reject it; SGF set-ups warn about it. The chains are the chain
 * block's ({@link ChainBoard}), as the rules see them.
 */
public final class LibertyCheck {
    private LibertyCheck() {
    }

    /** One stone (the lowest point) of every chain of {@code cells} without a liberty on {@code rules}' board, ascending. */
    public static List<Integer> chainsWithoutLiberties(GoRules rules, byte[] cells) {
        ChainBoard board = new ChainBoard(rules.chainRules(), 1);
        board.setUp(cells, 0);
        ChainLayout layout = board.layout();
        boolean[] seen = new boolean[layout.length()];
        List<Integer> out = new ArrayList<>();
        for (int start = 0; start < cells.length; start++) {
            int p = layout.cell(start);
            if (cells[start] == Stones.EMPTY || seen[p]) {
                continue;
            }
            int id = board.chainAt(p);
            int s = id;
            do {
                seen[s] = true;
                s = board.nextStone(s);
            } while (s != id);
            if (board.pseudoLiberties(id) == 0) {
                out.add(start);
            }
        }
        return out;
    }
}
