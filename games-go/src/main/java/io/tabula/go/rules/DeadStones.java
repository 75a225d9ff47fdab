package io.tabula.go.rules;

import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.stones.chains.ChainBoard;
import io.tabula.stones.chains.ChainLayout;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Judges which stones of a finished position are dead, as players do after two passes
 * before counting: stones that would be captured if the game went on.
 *
 * <p>A chain is judged in three steps:
 * <ol>
 *   <li>chains that {@link Benson}'s algorithm finds unconditionally alive are alive;</li>
 *   <li>every other chain is weighed by playouts from the position: how much its own
 *       colour owns its points at their end, net of what the opponent owns (+1: in every
 *       playout, 0: as often as the opponent). The playouts run on the rules kernel
 *       ({@link GoBoard}) under the game's own rules, with a policy that captures what is
 *       left in atari, answers an atari, answers the last stone's hane, cut or edge shape
 *       ({@link PlayoutShapes}), never fills a single-point eye of the mover's own and
 *       never puts its own chains of two or more in atari ({@link GoBoard#playPolicyMove}):
 *       uniform random play fills its own eyes and liberties and so kills groups that
 *       are alive. Half of the playouts start with black, half with white, so that neither
 *       side gets the first move everywhere. A point is owned by the colour of its stone
 *       at the end of a playout, an empty point by the colour of all its neighbours;</li>
 *   <li>a chain is dead when that net ownership is below 0 (the opponent owns it more
 *       often), or below {@link #ALIVE_OWNERSHIP} when an opponent chain touching it or
 *       sharing a liberty with it is at least that sure of its own life and none is
 *       lost (below 0): the playouts attack worse than players, and a group that
 *       survives only two playouts in three beside a living opponent is one a player
 *       kills, unless it is winning a fight against a lost opponent chain (dead stones
 *       inside its eye space). On an open board, with nobody strong near it, a weak
 *       chain is merely unsettled and stays. A chain that territory scoring finds in
 *       seki ({@link Seki}) is dead only below {@link #SEKI_DEAD_OWNERSHIP}: random play
 *       fills a shared liberty and kills one side of a seki, which players never do.
 *       Every other chain is alive.</li>
 * </ol>
 * The number of playouts and the seed are fixed (never a time budget), so a position
 * always gets the same verdict on any machine.
 */
public final class DeadStones {
    /** Playouts per judgement: enough for a stable estimate, a fraction of a second on 19x19. */
    public static final int PLAYOUTS = 400;
    /** The seed of the playouts. */
    public static final long SEED = 0x5EEDL;
    /**
     * How much a chain's own colour must own its points, net, to live beside an opponent
     * chain at least as sure of its life (+1: in every playout, 0: as often as the
     * opponent). On GNU Go's 9x9 self-play games, the chains GNU Go kills beside living
     * stones ended at most 0.34 and those it keeps at least 0.46 (docs/benchmarks-go.md).
     */
    static final double ALIVE_OWNERSHIP = 0.4;
    /**
     * How little its own colour may own a chain that the seki test keeps before it is dead
     * all the same: the test reads the board with the dead stones still on it, and a dead
     * stone beside the liberties of a dead group can look like a seki; a group really in
     * seki is not captured in nineteen playouts of twenty.
     */
    static final double SEKI_DEAD_OWNERSHIP = -0.9;

    private final int playouts;
    private final long seed;

    /** A judge with {@link #PLAYOUTS} playouts from {@link #SEED}. */
    public DeadStones() {
        this(PLAYOUTS, SEED);
    }

    /**
     * @param playouts playouts per judgement, at least 2
     * @param seed     seed of the playouts
     */
    public DeadStones(int playouts, long seed) {
        if (playouts < 2) {
            throw new IllegalArgumentException("a judgement needs at least 2 playouts, not " + playouts);
        }
        this.playouts = playouts;
        this.seed = seed;
    }

    /** The dead stones of a position, and the stones in seki once the dead are taken off. */
    public record Judgement(Set<Integer> dead, Set<Integer> seki) {
        public Judgement {
            dead = Set.copyOf(dead);
            seki = Set.copyOf(seki);
        }
    }

    /** Judges the stones of {@code state} (normally a game ended by two passes). */
    public Judgement judge(GoState state) {
        GoRules rules = state.rules();
        Topology grid = rules.topology();
        byte[] cells = state.cells();
        ChainBoard board = new ChainBoard(rules.chainRules(), 1);
        board.setUp(cells, 0);
        ChainLayout layout = board.layout();
        boolean[] blackAlive = Benson.alive(board, cells, Stones.BLACK);
        boolean[] whiteAlive = Benson.alive(board, cells, Stones.WHITE);
        boolean[] seki = Seki.cells(board); // by cell
        double[] ownership = null; // computed only if some chain needs it
        int[] chainOf = new int[cells.length];
        Arrays.fill(chainOf, -1);
        List<int[]> stonesOf = new ArrayList<>();
        List<Boolean> sekiOf = new ArrayList<>();
        List<Double> netOf = new ArrayList<>(); // per chain: how much its own colour owns it, net
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stones.EMPTY || chainOf[p] >= 0) {
                continue;
            }
            int id = board.chainAt(layout.cell(p));
            int[] stones = new int[board.chainStones(id)];
            int n = 0;
            int s = id;
            do {
                stones[n++] = layout.point(s);
                s = board.nextStone(s);
            } while (s != id);
            Arrays.sort(stones);
            for (int stone : stones) {
                chainOf[stone] = stonesOf.size();
            }
            stonesOf.add(stones);
            sekiOf.add(seki[id]);
            if (blackAlive[p] || whiteAlive[p]) {
                netOf.add(1.0);
                continue;
            }
            if (ownership == null) {
                ownership = ownership(state);
            }
            int sign = cells[p] == Stones.BLACK ? 1 : -1;
            double owned = 0;
            for (int stone : stones) {
                owned += sign * ownership[stone];
            }
            netOf.add(owned / stones.length);
        }
        Set<Integer> dead = new TreeSet<>();
        for (int c = 0; c < stonesOf.size(); c++) {
            int[] stones = stonesOf.get(c);
            double net = netOf.get(c);
            boolean dies = sekiOf.get(c) ? net < SEKI_DEAD_OWNERSHIP
                    : net < 0 || net < ALIVE_OWNERSHIP && beside(grid, cells, stones, chainOf, netOf, true)
                            && !beside(grid, cells, stones, chainOf, netOf, false);
            if (dies) {
                for (int stone : stones) {
                    dead.add(stone);
                }
            }
        }
        byte[] alive = cells.clone();
        dead.forEach(point -> alive[point] = Stones.EMPTY);
        boolean[] finalSeki = Seki.stones(rules, alive);
        Set<Integer> sekiPoints = new TreeSet<>();
        for (int p = 0; p < cells.length; p++) {
            if (finalSeki[p]) {
                sekiPoints.add(p);
            }
        }
        return new Judgement(dead, sekiPoints);
    }

    /**
     * Whether an opponent chain that touches the chain of {@code stones}, or shares a
     * liberty with it, is sure of its life ({@code sure}: net ownership at least
     * {@link #ALIVE_OWNERSHIP}) or is lost (not sure: below 0).
     */
    private static boolean beside(Topology grid, byte[] cells, int[] stones, int[] chainOf, List<Double> netOf,
            boolean sure) {
        byte opponent = (byte) (3 - cells[stones[0]]);
        for (int stone : stones) {
            for (int q : grid.neighbours(stone)) {
                if (cells[q] == opponent && is(netOf.get(chainOf[q]), sure)) {
                    return true;
                }
                if (cells[q] == Stones.EMPTY) {
                    for (int r : grid.neighbours(q)) {
                        if (cells[r] == opponent && is(netOf.get(chainOf[r]), sure)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean is(double net, boolean sure) {
        return sure ? net >= ALIVE_OWNERSHIP : net < 0;
    }

    /**
     * Per point, how much black owns it at the end of the playouts: +1 always black, -1
     * always white.
     */
    double[] ownership(GoState state) {
        Side first = state.toMove();
        GoBoard[] starts = {start(state, first), start(state, Stones.side(1 - first.index()))};
        GoBoard board = new GoBoard(state.rules(), expected(state));
        int points = state.rules().points();
        int maxPlies = 3 * points + 100; // a playout that has not ended by then is counted as it stands
        int[] owner = new int[points];
        SplittableRandom random = new SplittableRandom(seed);
        Topology grid = state.rules().topology();
        for (int i = 0; i < playouts; i++) {
            board.copyFrom(starts[i % 2]);
            int last = -1;
            int previous = -1;
            for (int ply = 0; ply < maxPlies && !board.isOver(); ply++) {
                int move = board.playPolicyMove(random, last, previous);
                previous = last;
                last = move;
            }
            byte[] end = board.cells();
            for (int p = 0; p < points; p++) {
                owner[p] += owner(grid, end, p);
            }
        }
        double[] ownership = new double[points];
        for (int p = 0; p < points; p++) {
            ownership[p] = owner[p] / (double) playouts;
        }
        return ownership;
    }

    /** A playout board at {@code state}'s position with {@code first} to move and the game going on. */
    private static GoBoard start(GoState state, Side first) {
        GoState going = GoStates.restored(state.definition(), state.cells(), first, state.ply(), 0,
                new int[] {state.captures(Stones.BLACK_SIDE), state.captures(Stones.WHITE_SIDE)}, -1, 0,
                state.history(), Set.of(), Outcome.ONGOING);
        GoBoard board = new GoBoard(state.rules(), expected(state));
        board.load(going, true);
        return board;
    }

    private static int expected(GoState state) {
        return state.history().size() + 4 * state.rules().points();
    }

    /** +1 when black owns point {@code p} of {@code cells}, -1 when white does, 0 when neither. */
    private static int owner(Topology grid, byte[] cells, int p) {
        byte stone = cells[p];
        if (stone == Stones.EMPTY) {
            int around = 0;
            for (int q : grid.neighbours(p)) {
                around |= cells[q];
            }
            stone = (byte) around; // EMPTY when no stone is near, BLACK | WHITE when both are
        }
        return stone == Stones.BLACK ? 1 : stone == Stones.WHITE ? -1 : 0;
    }
}
