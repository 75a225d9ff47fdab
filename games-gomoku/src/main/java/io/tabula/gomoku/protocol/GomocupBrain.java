package io.tabula.gomoku.protocol;

import io.tabula.agent.Deadline;
import io.tabula.gomoku.analysis.Threats;
import io.tabula.gomoku.analysis.VcfSolver;
import io.tabula.gomoku.analysis.VctSolver;
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
 * play a VCF found within part of the time; else the first threat of a VCT (fours and threes,
 * every defence answered) found within a quarter of the time left; make a straight four; block the opponent's
 * three (or answer his VCF); else the best point of a small pattern score near the stones,
 * ties broken at random. It never returns an occupied point, nor, for black under rules
 * with forbidden moves, a forbidden one (unless every empty point is forbidden).
 *
 * <p>Its searches have work limits ({@link #VCF_NODES} positions per VCF search,
 * {@link #VCT_NODES} per VCT search, a number of
 * playouts per estimate) and stop earlier at the caller's {@link Deadline}. On a deadline
 * that does not pass (a frozen ticker, {@link Deadline#never()}) every choice therefore
 * depends on the position and the seed alone, whatever the machine's speed.
 *
 * <p>It also makes the Swap2 opening's choices ({@link #openSwap2}, {@link #answerSwap2}),
 * judged by threat analysis and by short playouts ({@link Playouts}).
 */
public final class GomocupBrain {
    private static final int VCF_DEPTH = 12;
    /** Positions one VCF search may visit; a deadline usually stops it well before. */
    static final long VCF_NODES = 200_000;
    /** Threats on the longest branch of a VCT the brain looks for. */
    private static final int VCT_DEPTH = 5;
    /** Positions one VCT search may visit (a few hundred milliseconds on a slow machine). */
    static final long VCT_NODES = 10_000;
    static final long[] OWN_WEIGHT = {0, 1, 12, 120, 1500, 100_000};
    static final long[] OPPONENT_WEIGHT = {0, 1, 10, 100, 1200, 50_000};

    private final SplittableRandom random;

    public GomocupBrain(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * Why the brain chose its move (for tests and MESSAGE lines); {@code AGENT}: the session's
     * chooser chose it, not the brain ({@code tabula gomocup --agent}).
     */
    public enum Reason { FIVE, BLOCK_FIVE, VCF, VCT, STRAIGHT_FOUR, BLOCK_VCF, BLOCK_THREE, SCORE, CENTRE, ANY, AGENT }

    /** A chosen point and why. */
    public record Choice(int point, Reason reason) {
    }

    /**
     * The point {@code colour} plays on {@code cells} under {@code rules}, thinking until at
     * most {@code deadline}.
     *
     * @throws IllegalStateException if the board has no empty point
     */
    public Choice choose(GomokuRules rules, byte[] board, byte colour, Deadline deadline) {
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
        VcfSolver solver = new VcfSolver(rules);
        Optional<VcfSolver.Vcf> vcf = solver.solve(cells, colour, VCF_DEPTH, VCF_NODES, deadline.part(1, 3)).vcf();
        if (vcf.isPresent() && legal(threats, cells, vcf.get().first(), colour)) {
            return new Choice(vcf.get().first(), Reason.VCF);
        }
        if (!deadline.passed()) {
            Optional<VctSolver.Vct> vct = new VctSolver(rules).solve(cells, colour, VCT_DEPTH, VCT_NODES,
                    deadline.part(1, 4)).vct();
            if (vct.isPresent() && legal(threats, cells, vct.get().first().point(), colour)) {
                return new Choice(vct.get().first().point(), Reason.VCT);
            }
        }
        SortedSet<Integer> straight = threats.threePoints(cells, colour).real();
        if (!straight.isEmpty()) {
            return new Choice(best(threats, cells, colour, new ArrayList<>(straight)), Reason.STRAIGHT_FOUR);
        }
        Optional<VcfSolver.Vcf> theirs = deadline.passed() ? Optional.empty()
                : solver.solve(cells, opponent, VCF_DEPTH, VCF_NODES, deadline.part(1, 4)).vcf();
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

    /** Playouts per estimate of a Swap2 position (fewer when the deadline comes first). */
    static final int SWAP2_PLAYOUTS = 40;
    /** How far from ½ black's estimate must be for the Swap2 responder to take a side rather than place two stones. */
    static final double SWAP2_MARGIN = 0.1;
    /**
     * The opener's candidate first three stones (black, white, black) as offsets {@code dx,dy}
     * from the centre, each within two steps so that they fit the smallest (5x5) board: black
     * stones never adjacent, the white stone next to one of them, none making a line of three.
     * The first is the example of the Gomocup Swap2 announcement ({@code 7,7 8,7 9,9}).
     */
    static final int[][] SWAP2_OPENINGS = {
        {0, 0, 1, 0, 2, 2},
        {0, 0, 1, 1, 2, 0},
        {0, 0, 0, 1, 2, -1},
        {0, 0, -1, 1, 1, 2},
        {0, 0, 1, -1, -1, -2},
    };

    /** A Swap2 answer: the opener's three stones, a swap, staying with a move, or two stones placed. */
    public enum Swap2Option { OPEN, SWAP, STAY, PLACE_TWO }

    /**
     * A Swap2 decision: the option, the points it places (in order, none for a swap), black's
     * playout estimate that decided it (a win 1, a draw ½; ½ when no playout was needed) and
     * the number of playouts behind that estimate.
     */
    public record Swap2Decision(Swap2Option option, List<Integer> points, double blackEstimate, int playouts) {
        public Swap2Decision {
            points = List.copyOf(points);
        }
    }

    /**
     * Swap2's first move: the three stones (black, white, black) the opener places on the empty
     * {@code board}. The {@link #SWAP2_OPENINGS} are tried in an order shuffled with the seed,
     * each under a symmetry of the board chosen with the seed; each is estimated by playouts
     * (white to move) and the one whose estimate is nearest ½ (the most balanced, so the
     * responder's choice gains least) is answered. Every stone is on an empty point and legal
     * for its colour.
     */
    public Swap2Decision openSwap2(GomokuRules rules, byte[] board, Deadline deadline) {
        Grid grid = rules.grid();
        Threats threats = new Threats(rules);
        Playouts playouts = new Playouts(threats);
        List<int[]> order = new ArrayList<>(List.of(SWAP2_OPENINGS));
        for (int i = order.size() - 1; i > 0; i--) {
            java.util.Collections.swap(order, i, random.nextInt(i + 1));
        }
        Swap2Decision best = null;
        for (int i = 0; i < order.size(); i++) {
            int symmetry = random.nextInt(8);
            byte[] cells = board.clone();
            List<Integer> points = place(grid, threats, cells, order.get(i), symmetry);
            if (points == null) {
                continue;
            }
            if (best != null && deadline.passed()) {
                break;
            }
            // An equal share of the time left for each opening still to try.
            Playouts.Estimate e = playouts.estimate(cells, Stone.WHITE, SWAP2_PLAYOUTS,
                    deadline.part(1, order.size() - i), random);
            if (best == null || e.played() > 0
                    && Math.abs(e.black() - 0.5) < Math.abs(best.blackEstimate() - 0.5)) {
                best = new Swap2Decision(Swap2Option.OPEN, points, e.black(), e.played());
            }
        }
        if (best == null) {
            best = new Swap2Decision(Swap2Option.OPEN, anyThree(threats, board.clone()), 0.5, 0);
        }
        return best;
    }

    /** The points of {@code pattern} under {@code symmetry} around the centre, placed on {@code cells}; null if one does not fit. */
    private static List<Integer> place(Grid grid, Threats threats, byte[] cells, int[] pattern, int symmetry) {
        int cx = grid.width() / 2;
        int cy = grid.height() / 2;
        List<Integer> points = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            int dx = pattern[2 * k];
            int dy = pattern[2 * k + 1];
            if ((symmetry & 1) != 0) {
                dx = -dx;
            }
            if ((symmetry & 2) != 0) {
                dy = -dy;
            }
            if ((symmetry & 4) != 0) {
                int t = dx;
                dx = dy;
                dy = t;
            }
            if (!grid.contains(cx + dx, cy + dy)) {
                return null;
            }
            int p = grid.point(cx + dx, cy + dy);
            byte colour = k == 1 ? Stone.WHITE : Stone.BLACK;
            if (!legal(threats, cells, p, colour) || threats.makesFive(cells, p, colour)) {
                return null;
            }
            cells[p] = colour;
            points.add(p);
        }
        return points;
    }

    /** Any three legal points for black, white, black, nearest the centre first (a fallback). */
    private static List<Integer> anyThree(Threats threats, byte[] cells) {
        Grid grid = threats.rules().grid();
        int cx = grid.width() / 2;
        int cy = grid.height() / 2;
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            order.add(p);
        }
        order.sort(java.util.Comparator.comparingInt(p -> Math.abs(grid.x(p) - cx) + Math.abs(grid.y(p) - cy)));
        List<Integer> points = new ArrayList<>();
        for (int p : order) {
            byte colour = points.size() == 1 ? Stone.WHITE : Stone.BLACK;
            if (legal(threats, cells, p, colour) && !threats.makesFive(cells, p, colour)) {
                cells[p] = colour;
                points.add(p);
                if (points.size() == 3) {
                    return points;
                }
            }
        }
        throw new IllegalStateException("no room for three stones");
    }

    /**
     * Swap2's later choices, white to move on {@code board}: with three stones (black, white,
     * black) the responder's {@link Swap2Option#SWAP} (take black), {@link Swap2Option#STAY}
     * (stay white and play the 4th stone) or {@link Swap2Option#PLACE_TWO} (white 4th and black
     * 5th stones, the opener then chooses); with five stones the opener's SWAP (take black) or
     * STAY (play white's 6th stone).
     *
     * <p>In order: a VCF for white (who moves) is played (STAY); a VCF for black means black
     * looks better (SWAP); else black's playout estimate decides: with five stones SWAP when it
     * is above ½, else STAY; with three stones SWAP above ½ + {@link #SWAP2_MARGIN}, STAY below
     * ½ − margin, else PLACE_TWO with white's 4th stone as {@link #choose} plays it and, among
     * black's three best scored points, the 5th stone whose estimate is nearest ½. The moves
     * answered are empty, legal under the rules, and chosen within the deadline.
     *
     * @throws IllegalArgumentException if the board does not hold 3 or 5 stones, black's one more than white's
     */
    public Swap2Decision answerSwap2(GomokuRules rules, byte[] board, Deadline deadline) {
        byte[] cells = board.clone();
        int black = 0;
        int white = 0;
        for (byte c : cells) {
            black += c == Stone.BLACK ? 1 : 0;
            white += c == Stone.WHITE ? 1 : 0;
        }
        if (black != white + 1 || black + white != 3 && black + white != 5) {
            throw new IllegalArgumentException("Swap2 answers 3 or 5 stones, not " + black + " black and " + white + " white");
        }
        boolean responder = black + white == 3;
        Threats threats = new Threats(rules);
        VcfSolver solver = new VcfSolver(rules);
        Optional<VcfSolver.Vcf> whiteWins = solver.solve(cells, Stone.WHITE, VCF_DEPTH, VCF_NODES,
                deadline.part(1, 10)).vcf();
        if (whiteWins.isPresent() && legal(threats, cells, whiteWins.get().first(), Stone.WHITE)) {
            return new Swap2Decision(Swap2Option.STAY, List.of(whiteWins.get().first()), 0.0, 0);
        }
        Optional<VcfSolver.Vcf> blackWins = solver.solve(cells, Stone.BLACK, VCF_DEPTH, VCF_NODES,
                deadline.part(1, 8)).vcf();
        if (blackWins.isPresent()) {
            return new Swap2Decision(Swap2Option.SWAP, List.of(), 1.0, 0);
        }
        Playouts playouts = new Playouts(threats);
        Playouts.Estimate e = playouts.estimate(cells, Stone.WHITE, SWAP2_PLAYOUTS,
                deadline.part(responder ? 1 : 2, 3), random);
        double margin = responder ? SWAP2_MARGIN : 0;
        if (e.black() > 0.5 + margin) {
            return new Swap2Decision(Swap2Option.SWAP, List.of(), e.black(), e.played());
        }
        if (!responder || e.black() < 0.5 - margin) {
            int move = choose(rules, cells, Stone.WHITE, deadline).point();
            return new Swap2Decision(Swap2Option.STAY, List.of(move), e.black(), e.played());
        }
        int fourth = choose(rules, cells, Stone.WHITE, deadline.part(1, 4)).point();
        cells[fourth] = Stone.WHITE;
        Grid grid = rules.grid();
        List<Integer> near = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && nearStone(grid, cells, p, 2)) {
                near.add(p);
            }
        }
        List<Integer> fifths = ranked(threats, cells, Stone.BLACK, near, 3);
        if (fifths.isEmpty()) {
            // Nowhere legal near the stones: stay white with the 4th stone instead.
            return new Swap2Decision(Swap2Option.STAY, List.of(fourth), e.black(), e.played());
        }
        Swap2Decision best = null;
        for (int i = 0; i < fifths.size(); i++) {
            int fifth = fifths.get(i);
            if (best != null && deadline.passed()) {
                break;
            }
            cells[fifth] = Stone.BLACK;
            // An equal share of the time left for each candidate still to try, and a margin.
            Playouts.Estimate f = playouts.estimate(cells, Stone.WHITE, SWAP2_PLAYOUTS / 2,
                    deadline.part(1, fifths.size() - i + 1), random);
            cells[fifth] = Stone.EMPTY;
            if (best == null || f.played() > 0 && Math.abs(f.black() - 0.5) < Math.abs(best.blackEstimate() - 0.5)) {
                best = new Swap2Decision(Swap2Option.PLACE_TWO, List.of(fourth, fifth), f.black(), f.played());
            }
        }
        return best;
    }

    /** Up to {@code limit} legal candidates that do not make five, best pattern score first, ties at random. */
    private List<Integer> ranked(Threats threats, byte[] cells, byte colour, List<Integer> candidates, int limit) {
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
        List<Integer> out = new ArrayList<>();
        for (int p : order) {
            if (out.size() >= limit) {
                break;
            }
            if (legal(threats, cells, p, colour) && !threats.makesFive(cells, p, colour)) {
                out.add(p);
            }
        }
        return out;
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
    static long score(Grid grid, byte[] cells, int p, byte colour, long[] weights) {
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
