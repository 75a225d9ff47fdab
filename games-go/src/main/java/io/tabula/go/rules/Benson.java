package io.tabula.go.rules;

import io.tabula.stones.chains.ChainBoard;
import io.tabula.stones.chains.ChainLayout;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Benson's algorithm: the chains of one colour that no sequence of opponent moves can
 * capture, even if their owner always passes. Such chains are alive whatever the playouts
 * of {@link DeadStones} say, which matters for a group whose two eyes a random attacker
 * would "fill" in a playout that a real game would never allow.
 *
 * <p>The regions of a colour are the maximal connected sets of points not of that colour
 * (empty points and opponent stones). A region is <em>vital</em> to a chain when every
 * empty point of the region is a liberty of the chain: the opponent cannot play there
 * without filling the chain's own liberty. Repeat until nothing changes: drop every chain
 * with fewer than two vital regions still standing, then every region that touches a
 * dropped chain (its enclosure is no longer safe). The chains left are unconditionally
 * alive.
 */
final class Benson {
    private Benson() {
    }

    /** Whether each point of {@code cells} on {@code rules}' board holds a stone of {@code colour} in an unconditionally alive chain. */
    static boolean[] alive(GoRules rules, byte[] cells, byte colour) {
        ChainBoard board = new ChainBoard(rules.chainRules(), 1);
        board.setUp(cells, 0);
        return alive(board, cells, colour);
    }

    /**
     * As above, on {@code board}, a board set up with {@code cells}: its chains are the chains
     * of {@code colour}; the regions, connected sets of points not of that colour, are found here.
     */
    static boolean[] alive(ChainBoard board, byte[] cells, byte colour) {
        Topology grid = board.layout().topology();
        int n = cells.length;
        int[] chainOf = chains(board, cells, colour);
        int[] regionOf = label(grid, cells, p -> cells[p] != colour);
        int chains = count(chainOf);
        int regions = count(regionOf);

        // Per region: the chains it touches, and those to which it is vital. A region's
        // vital chains are those touching every one of its empty points.
        List<List<Integer>> touching = lists(regions);
        List<List<Integer>> vital = lists(regions);
        boolean[] vitalKnown = new boolean[regions];
        for (int p = 0; p < n; p++) {
            int r = regionOf[p];
            if (r < 0) {
                continue;
            }
            List<Integer> around = new ArrayList<>(4);
            for (int q : grid.neighbours(p)) {
                int c = chainOf[q];
                if (c >= 0 && !around.contains(c)) {
                    around.add(c);
                    if (!touching.get(r).contains(c)) {
                        touching.get(r).add(c);
                    }
                }
            }
            if (cells[p] != Stones.EMPTY) {
                continue;
            }
            if (!vitalKnown[r]) {
                vital.get(r).addAll(around);
                vitalKnown[r] = true;
            } else {
                vital.get(r).retainAll(around);
            }
        }

        boolean[] chainStands = new boolean[chains];
        boolean[] regionStands = new boolean[regions];
        Arrays.fill(chainStands, true);
        Arrays.fill(regionStands, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] vitalCount = new int[chains];
            for (int r = 0; r < regions; r++) {
                if (regionStands[r]) {
                    for (int c : vital.get(r)) {
                        vitalCount[c]++;
                    }
                }
            }
            for (int c = 0; c < chains; c++) {
                if (chainStands[c] && vitalCount[c] < 2) {
                    chainStands[c] = false;
                    changed = true;
                }
            }
            for (int r = 0; r < regions; r++) {
                if (regionStands[r] && touching.get(r).stream().anyMatch(c -> !chainStands[c])) {
                    regionStands[r] = false;
                    changed = true;
                }
            }
        }
        boolean[] alive = new boolean[n];
        for (int p = 0; p < n; p++) {
            alive[p] = chainOf[p] >= 0 && chainStands[chainOf[p]];
        }
        return alive;
    }

    /** Labels the chains of {@code colour} 0, 1, ... as the board has them; other points -1. */
    private static int[] chains(ChainBoard board, byte[] cells, byte colour) {
        ChainLayout layout = board.layout();
        int[] label = new int[cells.length];
        Arrays.fill(label, -1);
        int next = 0;
        for (int p = 0; p < cells.length; p++) {
            if (label[p] >= 0 || cells[p] != colour) {
                continue;
            }
            int id = board.chainAt(layout.cell(p));
            int s = id;
            do {
                label[layout.point(s)] = next;
                s = board.nextStone(s);
            } while (s != id);
            next++;
        }
        return label;
    }

    /** Labels the connected sets of points passing {@code member} 0, 1, ...; other points -1. */
    private static int[] label(Topology grid, byte[] cells, IntPredicate member) {
        int[] label = new int[cells.length];
        Arrays.fill(label, -1);
        int[] stack = new int[cells.length];
        int next = 0;
        for (int p = 0; p < cells.length; p++) {
            if (label[p] >= 0 || !member.test(p)) {
                continue;
            }
            int top = 0;
            stack[top++] = p;
            label[p] = next;
            while (top > 0) {
                int q = stack[--top];
                for (int r : grid.neighbours(q)) {
                    if (label[r] < 0 && member.test(r)) {
                        label[r] = next;
                        stack[top++] = r;
                    }
                }
            }
            next++;
        }
        return label;
    }

    private static int count(int[] labels) {
        return Arrays.stream(labels).max().orElse(-1) + 1;
    }

    private static List<List<Integer>> lists(int count) {
        List<List<Integer>> lists = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }
}
