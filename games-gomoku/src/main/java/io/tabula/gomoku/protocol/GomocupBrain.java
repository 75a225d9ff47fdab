package io.tabula.gomoku.protocol;

import io.tabula.gomoku.analysis.Threats;
import io.tabula.gomoku.analysis.VcfSolver;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.Stone;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.SplittableRandom;

/**
 * The move choice of the Gomocup brain, in order: make five; block the opponent's five;
 * play a VCF found within part of the time; make a straight four; block the opponent's
 * three (or answer his VCF); else the best point of a small pattern score near the stones,
 * ties broken at random. It never returns an occupied point, nor, for black under rules
 * with forbidden moves, a forbidden one (unless every empty point is forbidden).
 */
public final class GomocupBrain {
    private static final int VCF_DEPTH = 12;
    private static final long[] OWN_WEIGHT = {0, 1, 12, 120, 1500, 100_000};
    private static final long[] OPPONENT_WEIGHT = {0, 1, 10, 100, 1200, 50_000};

    private final SplittableRandom random;

    public GomocupBrain(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Why the brain chose its move (for tests and MESSAGE lines). */
    public enum Reason { FIVE, BLOCK_FIVE, VCF, STRAIGHT_FOUR, BLOCK_VCF, BLOCK_THREE, SCORE, CENTRE, ANY }

    /** A chosen point and why. */
    public record Choice(int point, Reason reason) {
    }

    /**
     * The point {@code colour} plays on {@code cells} under {@code rules}, thinking until at
     * most {@code deadlineNanos} ({@link System#nanoTime()} scale).
     *
     * @throws IllegalStateException if the board has no empty point
     */
    public Choice choose(GomokuRules rules, byte[] board, byte colour, long deadlineNanos) {
        byte[] cells = board.clone();
        Threats threats = new Threats(rules);
        byte opponent = Threats.opponent(colour);
        boolean anyStone = false;
        boolean anyEmpty = false;
        for (byte c : cells) {
            anyStone |= c != Stone.EMPTY;
            anyEmpty |= c == Stone.EMPTY;
        }
        if (!anyEmpty) {
            throw new IllegalStateException("the board is full");
        }
        if (!anyStone) {
            Grid grid = rules.grid();
            return new Choice(grid.point(grid.width() / 2, grid.height() / 2), Reason.CENTRE);
        }
        SortedSet<Integer> fives = threats.fivePoints(cells, colour);
        if (!fives.isEmpty()) {
            return new Choice(fives.first(), Reason.FIVE);
        }
        for (int p : threats.fivePoints(cells, opponent)) {
            if (threats.allowed(cells, p, colour)) {
                return new Choice(p, Reason.BLOCK_FIVE);
            }
        }
        long now = System.nanoTime();
        long total = Math.max(0, deadlineNanos - now);
        VcfSolver solver = new VcfSolver(rules);
        Optional<VcfSolver.Vcf> vcf = solver.solve(cells, colour, VCF_DEPTH, now + total / 3).vcf();
        if (vcf.isPresent() && legal(threats, cells, vcf.get().first(), colour)) {
            return new Choice(vcf.get().first(), Reason.VCF);
        }
        SortedSet<Integer> straight = threats.threePoints(cells, colour).real();
        if (!straight.isEmpty()) {
            return new Choice(best(threats, cells, colour, new ArrayList<>(straight)), Reason.STRAIGHT_FOUR);
        }
        Optional<VcfSolver.Vcf> theirs = System.nanoTime() >= deadlineNanos ? Optional.empty()
                : solver.solve(cells, opponent, VCF_DEPTH, System.nanoTime() + (deadlineNanos - System.nanoTime()) / 4).vcf();
        if (theirs.isPresent()) {
            List<Integer> defences = new ArrayList<>();
            List<Integer> line = theirs.get().moves();
            for (int i = 0; i < Math.min(line.size(), 2); i++) {
                defences.add(line.get(i));
            }
            defences.removeIf(p -> !legal(threats, cells, p, colour));
            if (!defences.isEmpty()) {
                return new Choice(defences.get(0), Reason.BLOCK_VCF);
            }
        }
        int block = best(threats, cells, colour, new ArrayList<>(threats.threePoints(cells, opponent).real()));
        if (block >= 0) {
            return new Choice(block, Reason.BLOCK_THREE);
        }
        List<Integer> near = new ArrayList<>();
        Grid grid = rules.grid();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && nearStone(grid, cells, p, 2)) {
                near.add(p);
            }
        }
        int scored = best(threats, cells, colour, near);
        if (scored >= 0) {
            return new Choice(scored, Reason.SCORE);
        }
        List<Integer> any = new ArrayList<>();
        List<Integer> empty = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty.add(p);
                if (legal(threats, cells, p, colour)) {
                    any.add(p);
                }
            }
        }
        List<Integer> from = any.isEmpty() ? empty : any;
        return new Choice(from.get(random.nextInt(from.size())), Reason.ANY);
    }

    private static boolean legal(Threats threats, byte[] cells, int p, byte colour) {
        return cells[p] == Stone.EMPTY && (threats.allowed(cells, p, colour) || threats.makesFive(cells, p, colour));
    }

    /**
     * The legal candidate with the highest pattern score, ties at random, or -1 if none is
     * legal. Legality (black's forbidden points, a costly test) is checked best first, so
     * usually once.
     */
    private int best(Threats threats, byte[] cells, byte colour, List<Integer> candidates) {
        Grid grid = threats.rules().grid();
        List<Integer> order = new ArrayList<>(candidates);
        for (int i = order.size() - 1; i > 0; i--) {
            java.util.Collections.swap(order, i, random.nextInt(i + 1));
        }
        Map<Integer, Long> scores = new HashMap<>();
        for (int p : order) {
            scores.put(p, score(grid, cells, p, colour, OWN_WEIGHT)
                    + score(grid, cells, p, Threats.opponent(colour), OPPONENT_WEIGHT));
        }
        order.sort((a, b) -> Long.compare(scores.get(b), scores.get(a)));
        for (int p : order) {
            if (legal(threats, cells, p, colour)) {
                return p;
            }
        }
        return -1;
    }

    /** The sum, over the five-point windows through {@code p} free of other stones, of the weight of {@code colour}'s stones in them. */
    private static long score(Grid grid, byte[] cells, int p, byte colour, long[] weights) {
        long total = 0;
        for (Direction axis : Direction.LINE_AXES) {
            for (int start = -4; start <= 0; start++) {
                int count = 0;
                boolean open = true;
                for (int k = start; k < start + 5 && open; k++) {
                    int q = k < 0 ? grid.walk(p, axis.opposite(), -k) : grid.walk(p, axis, k);
                    if (q == Grid.OFF) {
                        open = false;
                    } else if (k != 0 && cells[q] == colour) {
                        count++;
                    } else if (k != 0 && cells[q] != Stone.EMPTY) {
                        open = false;
                    }
                }
                if (open) {
                    total += weights[count + 1];
                }
            }
        }
        return total;
    }

    private static boolean nearStone(Grid grid, byte[] cells, int p, int reach) {
        int x = grid.x(p);
        int y = grid.y(p);
        for (int dy = -reach; dy <= reach; dy++) {
            for (int dx = -reach; dx <= reach; dx++) {
                if (grid.contains(x + dx, y + dy) && cells[grid.point(x + dx, y + dy)] != Stone.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }
}
