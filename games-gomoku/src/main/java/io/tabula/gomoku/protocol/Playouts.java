package io.tabula.gomoku.protocol;

import io.tabula.agent.Deadline;
import io.tabula.gomoku.analysis.Threats;
import io.tabula.gomoku.rules.Stone;
import io.tabula.topology.Grid;
import java.util.SplittableRandom;

/**
 * A short playout-based estimate of an opening position, for the Swap2 decisions of
 * {@link GomocupBrain}: both sides play a fast, noisy greedy policy (the brain's pattern
 * score: make five first, else block a five, else one of the three best scored points near
 * the stones, the best with probability 0.6, the second 0.25, the third 0.15), black never on
 * a forbidden point, for at most {@link #MAX_MOVES} moves (longer games count as draws).
 * Wins are judged by the rules ({@link Threats#makesFive}: exact five, renju and caro apply).
 *
 * <p>The estimate is black's score (a win 1, a draw ½) over a fixed number of playouts, each
 * driven by its own {@link SplittableRandom} split from the caller's, so the same seed and
 * position give the same estimate, as long as the deadline lets every playout finish (it
 * always does on a frozen ticker); playouts cut by the deadline are not counted.
 */
final class Playouts {
    /** Moves a playout may add before it counts as a draw. */
    static final int MAX_MOVES = 80;

    private final Threats threats;
    private final Grid grid;

    Playouts(Threats threats) {
        this.threats = threats;
        this.grid = threats.rules().grid();
    }

    /** An estimate: black's mean score over {@code played} playouts (½ when none finished). */
    record Estimate(double black, int played) {
    }

    /**
     * Black's score from {@code cells} with {@code toMove} to play, over at most
     * {@code count} playouts, stopping at {@code deadline}.
     */
    Estimate estimate(byte[] cells, byte toMove, int count, Deadline deadline, SplittableRandom random) {
        double total = 0;
        int played = 0;
        for (int i = 0; i < count; i++) {
            SplittableRandom r = random.split();
            if (deadline.passed()) {
                break;
            }
            int winner = playout(cells, toMove, r, deadline);
            if (winner < 0) {
                break;
            }
            total += winner == Stone.BLACK ? 1 : winner == Stone.WHITE ? 0 : 0.5;
            played++;
        }
        return new Estimate(played == 0 ? 0.5 : total / played, played);
    }

    /** The winner's colour, {@link Stone#EMPTY} for a draw, or -1 when the deadline cut the playout. */
    private int playout(byte[] start, byte first, SplittableRandom random, Deadline deadline) {
        byte[] cells = start.clone();
        int n = cells.length;
        boolean[] candidate = new boolean[n];
        int[] list = new int[n];
        for (int p = 0; p < n; p++) {
            if (cells[p] != Stone.EMPTY) {
                mark(cells, candidate, p);
            }
        }
        byte colour = first;
        for (int move = 0; move < MAX_MOVES; move++) {
            if (deadline.passed()) {
                return -1;
            }
            int size = 0;
            for (int p = 0; p < n; p++) {
                if (candidate[p] && cells[p] == Stone.EMPTY) {
                    list[size++] = p;
                }
            }
            if (size == 0) {
                return Stone.EMPTY;
            }
            int p = pick(cells, colour, list, size, random);
            if (p < 0) {
                return Stone.EMPTY; // no legal point near the stones: call it a draw
            }
            if (threats.makesFive(cells, p, colour)) {
                return colour;
            }
            cells[p] = colour;
            mark(cells, candidate, p);
            colour = Threats.opponent(colour);
        }
        return Stone.EMPTY;
    }

    /** The policy's point among the {@code size} candidates in {@code list}, or -1 if none is legal. */
    private int pick(byte[] cells, byte colour, int[] list, int size, SplittableRandom random) {
        byte opponent = Threats.opponent(colour);
        long[] scores = new long[size];
        for (int i = 0; i < size; i++) {
            scores[i] = GomocupBrain.score(grid, cells, list[i], colour, GomocupBrain.OWN_WEIGHT)
                    + GomocupBrain.score(grid, cells, list[i], opponent, GomocupBrain.OPPONENT_WEIGHT);
        }
        boolean[] refused = new boolean[size];
        while (true) {
            int[] top = {-1, -1, -1};
            for (int i = 0; i < size; i++) {
                if (refused[i]) {
                    continue;
                }
                for (int k = 0; k < 3; k++) {
                    if (top[k] < 0 || scores[i] > scores[top[k]]) {
                        System.arraycopy(top, k, top, k + 1, 2 - k);
                        top[k] = i;
                        break;
                    }
                }
            }
            if (top[0] < 0) {
                return -1;
            }
            int chosen = top[0];
            if (scores[top[0]] < GomocupBrain.OPPONENT_WEIGHT[5]) {
                double roll = random.nextDouble();
                if (roll >= 0.6 && top[1] >= 0) {
                    chosen = roll < 0.85 || top[2] < 0 ? top[1] : top[2];
                }
            }
            int p = list[chosen];
            if (colour != Stone.BLACK || !threats.rules().hasForbiddenMoves()
                    || threats.allowed(cells, p, colour) || threats.makesFive(cells, p, colour)) {
                return p;
            }
            refused[chosen] = true;
        }
    }

    /** Marks the empty points within one step of {@code p} as candidates. */
    private void mark(byte[] cells, boolean[] candidate, int p) {
        int x = grid.x(p);
        int y = grid.y(p);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (grid.contains(x + dx, y + dy)) {
                    candidate[grid.point(x + dx, y + dy)] = true;
                }
            }
        }
    }
}
