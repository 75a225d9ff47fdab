package io.tabula.go.protocol;

import io.tabula.core.Move;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The move {@code genmove} plays: a legal move of the state's side to move, chosen in
 * this order of preference:
 * <ol>
 *   <li>a capture, the largest first;</li>
 *   <li>an escape from atari: a move after which an own chain that had one liberty has
 *       at least two, saving the most stones first;</li>
 *   <li>any other legal move, at random (seeded);</li>
 *   <li>pass, when nothing is left.</li>
 * </ol>
 * It never fills one of its own single-point eyes: an empty point whose neighbours are
 * all its stones, with no opponent stone on a diagonal at the edge and at most one in the
 * middle of the board (the usual playout rule, which tells real eyes from false ones).
 * Ties are broken at random. Candidates come from the rules' legal moves, so the move is
 * always legal.
 */
final class SimplePolicy {
    private final SplittableRandom random;

    SimplePolicy(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** The move for the side to move in {@code state}; {@link GoMove#PASS} when nothing is worth playing. */
    GoMove choose(GoState state) {
        if (state.isOver()) {
            return GoMove.PASS;
        }
        Grid grid = Grid.square(state.size());
        byte[] cells = state.cells();
        byte own = Stones.ofSide(state.toMove().index());
        List<GoMove.Place> captures = new ArrayList<>();
        List<GoMove.Place> escapes = new ArrayList<>();
        List<GoMove.Place> others = new ArrayList<>();
        int bestCapture = 0;
        int bestEscape = 0;
        for (Move move : state.legalMoves()) {
            if (!(move instanceof GoMove.Place place)) {
                continue;
            }
            int p = place.point();
            if (isOwnEye(grid, cells, p, own)) {
                continue;
            }
            int captured = captureSize(grid, cells, p, own);
            int saved = captured > 0 ? 0 : escapeSize(grid, cells, p, own);
            if (captured > 0) {
                if (captured > bestCapture) {
                    bestCapture = captured;
                    captures.clear();
                }
                if (captured == bestCapture) {
                    captures.add(place);
                }
            } else if (saved > 0) {
                if (saved > bestEscape) {
                    bestEscape = saved;
                    escapes.clear();
                }
                if (saved == bestEscape) {
                    escapes.add(place);
                }
            } else {
                others.add(place);
            }
        }
        for (List<GoMove.Place> tier : List.of(captures, escapes, others)) {
            if (!tier.isEmpty()) {
                return tier.get(random.nextInt(tier.size()));
            }
        }
        return GoMove.PASS;
    }

    /** Whether empty {@code p} is a single-point eye of {@code own}. */
    static boolean isOwnEye(Grid grid, byte[] cells, int p, byte own) {
        int[] neighbours = grid.orthogonalNeighbours(p);
        for (int n : neighbours) {
            if (cells[n] != own) {
                return false;
            }
        }
        int x = grid.x(p);
        int y = grid.y(p);
        int enemies = 0;
        int[][] diagonals = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
        for (int[] d : diagonals) {
            if (grid.contains(x + d[0], y + d[1]) && cells[grid.point(x + d[0], y + d[1])] == Stones.opponent(own)) {
                enemies++;
            }
        }
        return neighbours.length < 4 ? enemies == 0 : enemies <= 1;
    }

    /** Opponent stones a stone of {@code own} on {@code p} would capture. */
    static int captureSize(Grid grid, byte[] cells, int p, byte own) {
        byte enemy = Stones.opponent(own);
        int total = 0;
        List<Integer> counted = new ArrayList<>();
        for (int n : grid.orthogonalNeighbours(p)) {
            if (cells[n] == enemy && !counted.contains(n)) {
                List<Integer> chain = chain(grid, cells, n);
                counted.addAll(chain);
                if (liberties(grid, cells, chain) == 1) {
                    total += chain.size();
                }
            }
        }
        return total;
    }

    /**
     * Stones of own chains in atari next to {@code p} that a stone on {@code p} leaves with
     * at least two liberties (captures it makes included); 0 if it saves none.
     */
    static int escapeSize(Grid grid, byte[] cells, int p, byte own) {
        int inAtari = 0;
        List<Integer> counted = new ArrayList<>();
        for (int n : grid.orthogonalNeighbours(p)) {
            if (cells[n] == own && !counted.contains(n)) {
                List<Integer> chain = chain(grid, cells, n);
                counted.addAll(chain);
                if (liberties(grid, cells, chain) == 1) {
                    inAtari += chain.size();
                }
            }
        }
        if (inAtari == 0) {
            return 0;
        }
        byte[] after = placed(grid, cells, p, own);
        return liberties(grid, after, chain(grid, after, p)) >= 2 ? inAtari : 0;
    }

    /** The board after a stone of {@code own} on {@code p}, opponent chains without liberties removed. */
    static byte[] placed(Grid grid, byte[] cells, int p, byte own) {
        byte[] after = cells.clone();
        after[p] = own;
        for (int n : grid.orthogonalNeighbours(p)) {
            if (after[n] == Stones.opponent(own)) {
                List<Integer> chain = chain(grid, after, n);
                if (liberties(grid, after, chain) == 0) {
                    chain.forEach(stone -> after[stone] = Stones.EMPTY);
                }
            }
        }
        return after;
    }

    /** The stones of the chain through {@code start}. */
    static List<Integer> chain(Grid grid, byte[] cells, int start) {
        List<Integer> chain = new ArrayList<>();
        boolean[] seen = new boolean[cells.length];
        chain.add(start);
        seen[start] = true;
        for (int i = 0; i < chain.size(); i++) {
            for (int n : grid.orthogonalNeighbours(chain.get(i))) {
                if (!seen[n] && cells[n] == cells[start]) {
                    seen[n] = true;
                    chain.add(n);
                }
            }
        }
        return chain;
    }

    /** The number of distinct liberties of {@code chain}. */
    static int liberties(Grid grid, byte[] cells, List<Integer> chain) {
        boolean[] seen = new boolean[cells.length];
        int count = 0;
        for (int stone : chain) {
            for (int n : grid.orthogonalNeighbours(stone)) {
                if (cells[n] == Stones.EMPTY && !seen[n]) {
                    seen[n] = true;
                    count++;
                }
            }
        }
        return count;
    }
}
