package io.tabula.go.rules;

import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.topology.Topology;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Judges which stones of a finished position are dead, as players do after two passes
 * before counting: stones that would be captured if the game went on.
 *
 * <p>A chain is judged in three steps, the first that decides wins:
 * <ol>
 *   <li>chains that {@link Benson}'s algorithm finds unconditionally alive are alive;</li>
 *   <li>chains that territory scoring finds in seki ({@link Seki}) are alive: random play
 *       would fill a shared liberty and kill one side, which players in seki never do;</li>
 *   <li>every other chain is dead when, in playouts from the position, the opponent owns
 *       its points more often than its own colour does. The playouts run on the rules
 *       kernel ({@link GoBoard}) under the game's own rules, with a policy that captures
 *       what is left in atari, answers an atari, never fills a single-point eye of the
 *       mover's own and never puts its own chains of two or more in atari
 *       ({@link GoBoard#playPolicyMove}):
 *       uniform random play fills its own eyes and liberties and so kills groups that
 *       are alive. Half of
 *       the playouts start with black, half with white, so that neither side gets the
 *       first move everywhere. A point is owned by the colour of its stone at the end of
 *       a playout, an empty point by the colour of all its neighbours.</li>
 * </ol>
 * The number of playouts and the seed are fixed (never a time budget), so a position
 * always gets the same verdict on any machine.
 */
public final class DeadStones {
    /** Playouts per judgement: enough for a stable estimate, a fraction of a second on 19x19. */
    public static final int PLAYOUTS = 400;
    /** The seed of the playouts. */
    public static final long SEED = 0x5EEDL;

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
        boolean[] blackAlive = Benson.alive(grid, cells, Stones.BLACK);
        boolean[] whiteAlive = Benson.alive(grid, cells, Stones.WHITE);
        boolean[] seki = Seki.stones(grid, cells);
        double[] ownership = null; // computed only if some chain needs it
        Set<Integer> dead = new TreeSet<>();
        boolean[] judged = new boolean[cells.length];
        Chains chains = new Chains(grid);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stones.EMPTY || judged[p]) {
                continue;
            }
            chains.collect(cells, p);
            double owned = 0;
            for (int i = 0; i < chains.length(); i++) {
                judged[chains.stone(i)] = true;
            }
            if (blackAlive[p] || whiteAlive[p] || seki[p]) {
                continue;
            }
            if (ownership == null) {
                ownership = ownership(state);
            }
            int sign = cells[p] == Stones.BLACK ? 1 : -1;
            for (int i = 0; i < chains.length(); i++) {
                owned += sign * ownership[chains.stone(i)];
            }
            if (owned < 0) {
                for (int i = 0; i < chains.length(); i++) {
                    dead.add(chains.stone(i));
                }
            }
        }
        byte[] alive = cells.clone();
        dead.forEach(point -> alive[point] = Stones.EMPTY);
        boolean[] finalSeki = Seki.stones(grid, alive);
        Set<Integer> sekiPoints = new TreeSet<>();
        for (int p = 0; p < cells.length; p++) {
            if (finalSeki[p]) {
                sekiPoints.add(p);
            }
        }
        return new Judgement(dead, sekiPoints);
    }

    /**
     * Per point, how much black owns it at the end of the playouts: +1 always black, -1
     * always white.
     */
    double[] ownership(GoState state) {
        Side first = state.toMove();
        GoBoard[] starts = {start(state, first), start(state, Stones.side(1 - first.index()))};
        GoBoard board = new GoBoard(state.rules(), expected(state));
        int points = state.size() * state.size();
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
        return state.history().size() + 4 * state.size() * state.size();
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
