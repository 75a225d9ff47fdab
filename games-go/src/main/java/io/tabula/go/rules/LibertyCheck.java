package io.tabula.go.rules;

import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the chains of a set-up position that have no liberties: such a position cannot
 * arise in play. Diagrams reject it; SGF set-ups warn about it.
 */
public final class LibertyCheck {
    private LibertyCheck() {
    }

    /** One stone (the lowest point) of every chain of {@code cells} without a liberty, ascending. */
    public static List<Integer> chainsWithoutLiberties(Topology board, byte[] cells) {
        Chains chains = new Chains(board);
        boolean[] seen = new boolean[cells.length];
        List<Integer> out = new ArrayList<>();
        for (int start = 0; start < cells.length; start++) {
            if (cells[start] == Stones.EMPTY || seen[start]) {
                continue;
            }
            boolean liberty = chains.collect(cells, start);
            for (int i = 0; i < chains.length(); i++) {
                seen[chains.stone(i)] = true;
            }
            if (!liberty) {
                out.add(start);
            }
        }
        return out;
    }
}
